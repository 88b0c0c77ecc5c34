import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import { type SubmitInput, strengthOf } from '../../image-backend/image-actions.js';
import type { InputImage } from '../../image-backend/images-in.js';
import { checkImageTaken, checkInputFits, sizeFromInput } from '../../image-backend/input-fit.js';
import { checkLoras } from '../../image-backend/lora-check.js';
import { type Base64Bytes, base64Of } from '../../image-backend/streamed-json.js';
import { checkTakenValue } from '../../image-backend/validate-generation-request.js';
import { SD_WEBUI_IMAGES_IN } from './sd-webui-capabilities.js';
import { loraTag } from './sd-webui-loras.js';

/** One blocking call to make: its route and body. */
export interface SdCallPlan {
  readonly path: '/sdapi/v1/txt2img' | '/sdapi/v1/img2img' | '/sdapi/v1/extra-single-image';
  readonly body: Record<string, unknown>;
  /** Whether the call runs under `force_task_id` (generations; an upscale has no task id). */
  readonly tracked: boolean;
  /** An upscale's width asked (the input's by the factor): SD.Next answers an unknown upscaler's unscaled. */
  readonly upscaledWidth?: number;
  /** An upscale's factor and the upscaler it names (`upscaler_1`). */
  readonly upscale?: { readonly factor: number; readonly upscaler: string };
}

/** `plan`, an upscale, naming `upscaler` instead. */
export const withUpscaler = (plan: SdCallPlan, upscaler: string): SdCallPlan => ({
  ...plan,
  body: { ...plan.body, upscaler_1: upscaler },
  ...(plan.upscale && { upscale: { ...plan.upscale, upscaler } }),
});

/** An input's size where none was asked: its own in multiples of 8 within 64–2048, its aspect kept. */
const INPUT_SIZES = { step: 8, min: 64, max: 2048, fitted: { min: 64, max: 2048 } } as const;

/**
 * What img2img takes of a mask (`StableDiffusionProcessingImg2Img.init`): the bot's PNG as it is,
 * whose alpha `create_binary_mask` reads (an RGBA mask not all opaque: alpha 255 paints), turned
 * over (`inpainting_mask_invert`: transparent paints, the bot's convention), its feathered edge
 * kept (`mask_round` false, no `mask_blur`: it is feathered already); the masked part starts from
 * the image (`inpainting_fill` 1, original) and is drawn at the request's size around the mask
 * with 32 px of context (`inpaint_full_res`, "Only masked"), then pasted back through the mask: the
 * answer is the image's size, and its pixels outside the mask the image's own.
 */
function inpaintFields(mask: InputImage): Record<string, unknown> {
  return {
    mask: base64Of(mask.bytes),
    inpainting_mask_invert: 1,
    mask_round: false,
    mask_blur: 0,
    inpainting_fill: 1,
    inpaint_full_res: true,
    inpaint_full_res_padding: 32,
  };
}

/**
 * The call for `request` under task id `taskId`: txt2img, or with `input` (checked against the
 * port's `checkInputFits`) img2img (its action's `strengthOf`, else 0.75; the input's
 * size where none was asked; its mask: {@link inpaintFields}) or `extra-single-image` (upscale
 * by its factor). The model goes in
 * `override_settings` for this job only, never in the server's global options; each LoRA is a
 * `<lora:name:weight>` tag after the prompt, as the WebUI's Lora extension reads it.
 */
export function callFor(
  request: GenerationRequest,
  taskId: string,
  input?: SubmitInput,
  upscaler = 'R-ESRGAN 4x+',
): SdCallPlan {
  if (input) checkInputFits(SD_WEBUI_IMAGES_IN, input);
  const image = input && base64Of(input.image.bytes);
  if (input?.action.kind === 'upscale') {
    const { factor } = input.action;
    const body = { image, resize_mode: 0, upscaling_resize: factor, upscaler_1: upscaler };
    const upscaledWidth = Math.round(input.image.width * factor);
    const upscale = { factor, upscaler };
    return { path: '/sdapi/v1/extra-single-image', body, tracked: false, upscaledWidth, upscale };
  }
  const size = input
    ? sizeFromInput(input.image, request, INPUT_SIZES)
    : { width: request.width ?? 512, height: request.height ?? 512 };
  checkLoras(request.loras);
  const tags = (request.loras ?? []).map(({ name, weight }) => loraTag(name, weight));
  const text = typeof request.prompt === 'string' ? request.prompt : '';
  const body: Record<string, unknown> = {
    prompt: [text, ...tags].join(' '),
    ...(request.negativePrompt !== undefined && { negative_prompt: request.negativePrompt }),
    ...(request.steps !== undefined && { steps: request.steps }),
    ...(request.cfg !== undefined && { cfg_scale: request.cfg }),
    ...(request.seed !== undefined && { seed: request.seed }),
    ...(request.sampler !== undefined && { sampler_name: request.sampler }),
    ...(request.model !== undefined && {
      override_settings: { sd_model_checkpoint: request.model },
    }),
    override_settings_restore_afterwards: true,
    ...size,
    force_task_id: taskId,
    send_images: true,
    save_images: false,
  };
  if (!input) return { path: '/sdapi/v1/txt2img', body, tracked: true };
  const strength = strengthOf(input.action);
  const range = SD_WEBUI_IMAGES_IN.edit?.strength;
  checkTakenValue('denoising_strength', range ?? {}, strength);
  return {
    path: '/sdapi/v1/img2img',
    body: {
      ...body,
      init_images: [image],
      denoising_strength: strength ?? range?.default,
      ...(input.mask && inpaintFields(input.mask)),
    },
    tracked: true,
  };
}

/** An image to describe in base64, checked against what the bot sends a WebUI (type, bytes, pixels). */
export function checkedInput(image: InputImage): Base64Bytes {
  checkImageTaken(SD_WEBUI_IMAGES_IN, image);
  return base64Of(image.bytes);
}
