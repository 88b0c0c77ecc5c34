/**
 * The fields of the WebUI's two generation requests, as `modules/api/models.py` generates them from
 * `StableDiffusionProcessingTxt2Img`/`Img2Img`'s `__init__` in `modules/processing.py`: every field
 * `Optional` (a JSON `null` taken). The definitions that use them: `sdapi-spec.ts`.
 */

/** A JSON Schema fragment. */
export type Json = Record<string, unknown>;

const opt = (type: string | string[]): Json => ({
  type: [...(Array.isArray(type) ? type : [type]), 'null'],
});
export const int = opt('integer');
export const num = opt('number');
export const str = opt('string');
export const bool = opt('boolean');
export const list = opt('array');
export const dict = opt('object');

/** `StableDiffusionProcessing` fields both generation routes take [processing.py l.140-200]. */
const PROCESSING_FIELDS: Json = {
  prompt: str,
  negative_prompt: str,
  styles: { type: ['array', 'null'], items: { type: 'string' } },
  seed: int,
  subseed: int,
  subseed_strength: num,
  seed_resize_from_h: int,
  seed_resize_from_w: int,
  sampler_name: str,
  scheduler: str,
  batch_size: int,
  n_iter: int,
  steps: int,
  cfg_scale: num,
  width: int,
  height: int,
  restore_faces: bool,
  tiling: bool,
  do_not_save_samples: bool,
  do_not_save_grid: bool,
  eta: num,
  denoising_strength: num,
  s_min_uncond: num,
  s_churn: num,
  s_tmax: num,
  s_tmin: num,
  s_noise: num,
  override_settings: dict,
  override_settings_restore_afterwards: bool,
  refiner_checkpoint: str,
  refiner_switch_at: num,
  disable_extra_networks: bool,
  firstpass_image: str,
  comments: dict,
  // The API-only fields `PydanticModelGenerator` adds [models.py].
  sampler_index: { type: 'string' },
  script_name: str,
  script_args: { type: 'array' },
  send_images: { type: 'boolean' },
  save_images: { type: 'boolean' },
  alwayson_scripts: { type: 'object' },
  force_task_id: str,
  infotext: str,
};

/** `txt2img`'s request fields (`StableDiffusionProcessingTxt2Img`). */
export const TXT2IMG_FIELDS: Json = {
  ...PROCESSING_FIELDS,
  enable_hr: bool,
  firstphase_width: int,
  firstphase_height: int,
  hr_scale: num,
  hr_upscaler: str,
  hr_second_pass_steps: int,
  hr_resize_x: int,
  hr_resize_y: int,
  hr_checkpoint_name: str,
  hr_sampler_name: str,
  hr_scheduler: str,
  hr_prompt: str,
  hr_negative_prompt: str,
};

/** `img2img`'s request fields (`StableDiffusionProcessingImg2Img`). */
export const IMG2IMG_FIELDS: Json = {
  ...PROCESSING_FIELDS,
  init_images: list,
  resize_mode: int,
  image_cfg_scale: num,
  mask: str,
  mask_blur_x: int,
  mask_blur_y: int,
  mask_blur: int,
  mask_round: bool,
  inpainting_fill: int,
  inpaint_full_res: bool,
  inpaint_full_res_padding: int,
  inpainting_mask_invert: int,
  initial_noise_multiplier: num,
  latent_mask: str,
  include_init_images: { type: 'boolean' },
  denoising_strength: { type: 'number' },
};
