import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import { type SubmitInput, VARY_STRENGTH } from '../../image-backend/images-in.js';
import { checkTakenValue } from '../../image-backend/validate-generation-request.js';
import { SD_WEBUI_IMAGES_IN } from './sd-webui-capabilities.js';

/** One blocking call to make: its route and body. */
export interface SdCallPlan {
  readonly path: '/sdapi/v1/txt2img' | '/sdapi/v1/img2img' | '/sdapi/v1/extra-single-image';
  readonly body: Record<string, unknown>;
  /** Whether the call runs under `force_task_id` (generations; an upscale has no task id). */
  readonly tracked: boolean;
}

/** A side of an input's size as img2img takes it: a multiple of 8 within 64–2048. */
const side = (value: number) => Math.min(2048, Math.max(64, Math.round(value / 8) * 8));

/**
 * The call for `request` under task id `taskId`: txt2img, or with `input` img2img (edit: its
 * strength or 0.75; vary: `VARY_STRENGTH`; the input's size where none was asked) or
 * `extra-single-image` (upscale by its factor). The model goes in `override_settings` for this
 * job only, never in the server's global options.
 */
export function callFor(
  request: GenerationRequest,
  taskId: string,
  input?: SubmitInput,
  upscaler = 'R-ESRGAN 4x+',
): SdCallPlan {
  const image = input && checkedInput(input);
  const upscale = SD_WEBUI_IMAGES_IN.upscale;
  if (input?.action.kind === 'upscale') {
    const { factor } = input.action;
    checkTakenValue('factor', { values: upscale?.factors.map(String) }, String(factor));
    const max = Math.floor((upscale?.maxResultPixels ?? 0) / factor ** 2);
    checkTakenValue('image pixels', { max }, input.image.width * input.image.height);
    const body = {
      image,
      resize_mode: 0,
      upscaling_resize: factor,
      upscaler_1: upscaler,
    };
    return { path: '/sdapi/v1/extra-single-image', body, tracked: false };
  }
  const body: Record<string, unknown> = {
    prompt: typeof request.prompt === 'string' ? request.prompt : '',
    ...(request.negativePrompt !== undefined && { negative_prompt: request.negativePrompt }),
    ...(request.steps !== undefined && { steps: request.steps }),
    ...(request.cfg !== undefined && { cfg_scale: request.cfg }),
    ...(request.seed !== undefined && { seed: request.seed }),
    ...(request.sampler !== undefined && { sampler_name: request.sampler }),
    ...(request.model !== undefined && {
      override_settings: { sd_model_checkpoint: request.model },
    }),
    override_settings_restore_afterwards: true,
    width: request.width ?? (input ? side(input.image.width) : 512),
    height: request.height ?? (input ? side(input.image.height) : 512),
    force_task_id: taskId,
    send_images: true,
    save_images: false,
  };
  if (!input) return { path: '/sdapi/v1/txt2img', body, tracked: true };
  const { action } = input;
  const strength =
    action.kind === 'vary'
      ? VARY_STRENGTH[action.strength]
      : action.kind === 'edit'
        ? action.strength
        : undefined;
  const range = SD_WEBUI_IMAGES_IN.edit?.strength;
  checkTakenValue('denoising_strength', range ?? {}, strength);
  return {
    path: '/sdapi/v1/img2img',
    body: { ...body, init_images: [image], denoising_strength: strength ?? range?.default },
    tracked: true,
  };
}

/** The input in base64, checked against what the bot sends a WebUI (type, bytes, pixels). */
export function checkedInput(input: Pick<SubmitInput, 'image'>): string {
  const { image } = input;
  const { types, maxInput } = SD_WEBUI_IMAGES_IN;
  checkTakenValue('image type', { values: types }, image.type);
  checkTakenValue('image bytes', { max: maxInput.bytes }, image.bytes.length);
  checkTakenValue('image pixels', { max: maxInput.pixels }, image.width * image.height);
  return image.bytes.toString('base64');
}
