import {
  type BackendCapabilities,
  NO_KEYS,
  type ParameterRange,
} from '../../image-backend/capabilities.js';
import type { ImagesInCapabilities } from '../../image-backend/images-in.js';
import type { SdFeatures } from './sd-webui-features.js';

/**
 * What a WebUI takes in: img2img with `denoising_strength` (0–1, the API's 0.75) and a `mask`
 * (Vary (Region), Zoom out, Pan: `sd-webui-request.ts`),
 * upscale by `extra-single-image` ×2 and ×4 (the server takes `upscaling_resize` up to 8 and sets
 * no size) into a result of at most 4096×4096 pixels (the bot's bound: what it checks and posts),
 * describe by `interrogate` (or SD.Next's `caption`); PNG, JPEG or WebP up to 16 MiB and 4096×4096 pixels (the bot's
 * bound: the WebUI decodes whatever Pillow opens).
 */
export const SD_WEBUI_IMAGES_IN: ImagesInCapabilities = {
  edit: { strength: { min: 0, max: 1, default: 0.75 }, mask: true },
  upscale: { factors: [2, 4], maxResultPixels: 4096 * 4096 },
  describe: true,
  maxInput: { bytes: 16 * 1024 * 1024, pixels: 4096 * 4096 },
  types: ['image/png', 'image/jpeg', 'image/webp'],
};

/**
 * What a Stable Diffusion WebUI offers (docs/backends.md): no accounts or balance (`--api-auth`
 * is the operator's login, from the settings), one blocking call per image held in-process,
 * progress and the live preview of the bot's own task id, its place in the queue, cancel (its
 * running job interrupted, a queued one stopped as it starts) where the server names tasks
 * (`features`: not `--nowebui`, not SD.Next), describe where it has a caption route, the
 * server's models (a checkpoint it does not list is refused before sending: the WebUI would
 * silently run its loaded one) and samplers with their schedulers (read from the server,
 * unchecked until then), images as bytes; its prompts' extra-network tags are its syntax, never
 * a member's.
 */
export function sdWebuiCapabilities(
  lists: {
    samplerValues(): readonly string[] | undefined;
    modelValues(): readonly string[] | undefined;
  },
  features: () => SdFeatures,
  upscales: () => boolean,
): BackendCapabilities {
  const sampler: ParameterRange = {
    default: 'Euler',
    get values() {
      return lists.samplerValues();
    },
  };
  const model: ParameterRange = {
    get values() {
      return lists.modelValues();
    },
  };
  return {
    keys: NO_KEYS,
    balance: undefined,
    tasks: 'long-call',
    progress: 'percent',
    previews: true,
    /** Only where the server says whose job runs (`SdFeatures.tasks`): `/interrupt` is global. */
    get cancel() {
      return features().tasks;
    },
    parameters: {
      prompt: {},
      negativePrompt: {},
      width: { min: 64, max: 2048, step: 8, default: 512 },
      height: { min: 64, max: 2048, step: 8, default: 512 },
      steps: { min: 1, max: 150, default: 50 },
      seed: { default: -1 },
      cfg: { min: 1, max: 30, default: 7 },
      model,
      sampler,
    },
    choices: { option: 'model', source: 'backend' },
    images: 'bytes',
    contentFlags: false,
    reportsCost: false,
    loras: { source: 'backend' },
    /** A1111, Forge and SD.Next read `<name:arguments>` tags out of the prompt (`re_extra_net`). */
    promptSyntax: ['extra-networks'],
    imagesIn: {
      ...SD_WEBUI_IMAGES_IN,
      /** Not offered where the server lists no upscaler: refused before anything is queued. */
      get upscale() {
        return upscales() ? SD_WEBUI_IMAGES_IN.upscale : undefined;
      },
      get describe() {
        return features().describe !== undefined;
      },
    },
  };
}
