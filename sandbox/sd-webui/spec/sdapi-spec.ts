/**
 * The part of the Stable Diffusion WebUI's `/openapi.json` the bot uses, transcribed from the
 * pydantic models FastAPI builds it from (sources in ../README.md):
 * AUTOMATIC1111/stable-diffusion-webui `modules/api/models.py` (the request models are generated
 * from `StableDiffusionProcessingTxt2Img`/`Img2Img`'s `__init__` in `modules/processing.py`, every
 * field `Optional`), `modules/progress.py` (`ProgressRequest`, `ProgressResponse` of
 * `/internal/progress`) and `modules/api/api.py` (routes, `api_middleware`'s error body).
 * pydantic coerces (`"20"` for an int); the bot sends proper JSON types, so these are strict.
 */

import { LORA_DEFINITIONS, LORA_OPERATIONS, LORA_ROUTES } from './lora-spec.js';
import { SDNEXT_DEFINITIONS } from './sdnext-spec.js';

type Json = Record<string, unknown>;

const opt = (type: string | string[]): Json => ({
  type: [...(Array.isArray(type) ? type : [type]), 'null'],
});
const int = opt('integer');
const num = opt('number');
const str = opt('string');
const bool = opt('boolean');
const list = opt('array');
const dict = opt('object');

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

const TXT2IMG_FIELDS: Json = {
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

const IMG2IMG_FIELDS: Json = {
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

const IMAGES_ANSWER: Json = {
  type: 'object',
  required: ['parameters', 'info'],
  properties: {
    images: { type: ['array', 'null'], items: { type: 'string' } },
    parameters: { type: 'object' },
    info: { type: 'string' },
  },
};

const ITEMS = (properties: Json, required: string[]): Json => ({
  type: 'array',
  items: { type: 'object', required, properties },
});

/** The definitions, by the names FastAPI gives them in `components.schemas`. */
export const SDAPI_SCHEMA_DOCUMENT = {
  $id: 'https://emulator.invalid/sd-webui/openapi.json',
  definitions: {
    StableDiffusionProcessingTxt2Img: {
      type: 'object',
      properties: TXT2IMG_FIELDS,
    },
    StableDiffusionProcessingImg2Img: {
      type: 'object',
      properties: IMG2IMG_FIELDS,
    },
    TextToImageResponse: IMAGES_ANSWER,
    ImageToImageResponse: IMAGES_ANSWER,
    ProgressResponse: {
      type: 'object',
      required: ['progress', 'eta_relative', 'state'],
      properties: {
        progress: { type: 'number' },
        eta_relative: { type: 'number' },
        state: { type: 'object' },
        current_image: str,
        textinfo: str,
      },
    },
    /** `/internal/progress`'s body [progress.py ProgressRequest]. */
    ProgressRequest: {
      type: 'object',
      properties: { id_task: str, id_live_preview: { type: 'integer' }, live_preview: bool },
    },
    /** `/internal/progress`'s answer [progress.py ProgressResponse]. */
    InternalProgressResponse: {
      type: 'object',
      required: ['active', 'queued', 'completed'],
      properties: {
        active: { type: 'boolean' },
        queued: { type: 'boolean' },
        completed: { type: 'boolean' },
        progress: num,
        eta: num,
        live_preview: str,
        id_live_preview: int,
        textinfo: str,
      },
    },
    ExtrasSingleImageRequest: {
      type: 'object',
      properties: {
        resize_mode: { enum: [0, 1] },
        show_extras_results: { type: 'boolean' },
        gfpgan_visibility: { type: 'number', minimum: 0, maximum: 1 },
        codeformer_visibility: { type: 'number', minimum: 0, maximum: 1 },
        codeformer_weight: { type: 'number', minimum: 0, maximum: 1 },
        upscaling_resize: { type: 'number', exclusiveMinimum: 0 },
        upscaling_resize_w: { type: 'integer', minimum: 1 },
        upscaling_resize_h: { type: 'integer', minimum: 1 },
        upscaling_crop: { type: 'boolean' },
        upscaler_1: { type: 'string' },
        upscaler_2: { type: 'string' },
        extras_upscaler_2_visibility: { type: 'number', minimum: 0, maximum: 1 },
        upscale_first: { type: 'boolean' },
        image: { type: 'string' },
      },
    },
    ExtrasSingleImageResponse: {
      type: 'object',
      required: ['html_info'],
      properties: { html_info: { type: 'string' }, image: str },
    },
    InterrogateRequest: {
      type: 'object',
      properties: { image: { type: 'string' }, model: { type: 'string' } },
    },
    InterrogateResponse: { type: 'object', properties: { caption: str } },
    SDModelItemList: ITEMS(
      {
        title: { type: 'string' },
        model_name: { type: 'string' },
        hash: str,
        sha256: str,
        filename: { type: 'string' },
        config: str,
      },
      ['title', 'model_name', 'filename'],
    ),
    SamplerItemList: ITEMS(
      {
        name: { type: 'string' },
        aliases: { type: 'array', items: { type: 'string' } },
        options: { type: 'object' },
      },
      ['name', 'aliases', 'options'],
    ),
    SchedulerItemList: ITEMS(
      {
        name: { type: 'string' },
        label: { type: 'string' },
        aliases: { type: ['array', 'null'] },
        default_rho: num,
        need_inner_model: bool,
      },
      ['name', 'label'],
    ),
    UpscalerItemList: ITEMS(
      { name: { type: 'string' }, model_name: str, model_path: str, model_url: str, scale: num },
      ['name'],
    ),
    Options: { type: 'object' },
    Empty: { type: 'object', maxProperties: 0 },
    Null: { type: 'null' },
    /** FastAPI's 422 with pydantic v1 items (A1111 1.x pins fastapi 0.94). */
    HTTPValidationError: {
      type: 'object',
      required: ['detail'],
      properties: {
        detail: ITEMS(
          { loc: { type: 'array' }, msg: { type: 'string' }, type: { type: 'string' } },
          ['loc', 'msg', 'type'],
        ),
      },
    },
    /** What `api_middleware`'s `handle_exception` answers for any exception [api.py l.135-197]. */
    ApiError: {
      type: 'object',
      required: ['error', 'detail', 'body', 'errors'],
      properties: {
        error: { type: 'string' },
        detail: { type: 'string' },
        body: { type: 'string' },
        errors: { type: 'string' },
      },
    },
    /** FastAPI's own `{"detail": "Not Found"}`. */
    Detail: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } },
    ...SDNEXT_DEFINITIONS,
    ...LORA_DEFINITIONS,
  },
} as const;

/** A definition of the transcription. */
export type DefinitionName = keyof typeof SDAPI_SCHEMA_DOCUMENT.definitions;

/** Every route the emulator answers, and `other` for any other path or method. */
export const SDAPI_ROUTES = [
  'txt2img',
  'img2img',
  'progress',
  'internal_progress',
  'ping',
  'interrupt',
  'skip',
  'sd_models',
  'samplers',
  'schedulers',
  'upscalers',
  'options_get',
  'options_post',
  'extra_single_image',
  'interrogate',
  'caption',
  'pending_tasks',
  ...LORA_ROUTES,
  'other',
] as const;

/** A route of the emulator. */
export type SdRoute = (typeof SDAPI_ROUTES)[number];

/** What a route takes and answers: its method, path, body definition and answers by status. */
export interface Operation {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: DefinitionName;
  /** Status → definition of its body. */
  readonly answers: Readonly<Record<number, DefinitionName>>;
  /** Registered on the app, outside `/sdapi/v1`: `--api-auth` does not cover it [progress.py]. */
  readonly open?: boolean;
}

const FAILS = {
  401: 'ApiError',
  404: 'ApiError',
  422: 'HTTPValidationError',
  500: 'ApiError',
} as const;

/** The routes, as `api.py`'s `add_api_route` calls register them [api.py l.211-250]. */
export const OPERATIONS: Readonly<Record<Exclude<SdRoute, 'other'>, Operation>> = {
  txt2img: {
    method: 'POST',
    path: '/sdapi/v1/txt2img',
    body: 'StableDiffusionProcessingTxt2Img',
    answers: { 200: 'TextToImageResponse', ...FAILS },
  },
  img2img: {
    method: 'POST',
    path: '/sdapi/v1/img2img',
    body: 'StableDiffusionProcessingImg2Img',
    answers: { 200: 'ImageToImageResponse', ...FAILS },
  },
  progress: {
    method: 'GET',
    path: '/sdapi/v1/progress',
    answers: { 200: 'ProgressResponse', ...FAILS },
  },
  internal_progress: {
    method: 'POST',
    path: '/internal/progress',
    body: 'ProgressRequest',
    answers: { 200: 'InternalProgressResponse', ...FAILS },
    open: true,
  },
  ping: { method: 'GET', path: '/internal/ping', answers: { 200: 'Empty' }, open: true },
  interrupt: { method: 'POST', path: '/sdapi/v1/interrupt', answers: { 200: 'Empty', ...FAILS } },
  skip: { method: 'POST', path: '/sdapi/v1/skip', answers: { 200: 'Null', ...FAILS } },
  sd_models: {
    method: 'GET',
    path: '/sdapi/v1/sd-models',
    answers: { 200: 'SDModelItemList', ...FAILS },
  },
  samplers: {
    method: 'GET',
    path: '/sdapi/v1/samplers',
    answers: { 200: 'SamplerItemList', ...FAILS },
  },
  schedulers: {
    method: 'GET',
    path: '/sdapi/v1/schedulers',
    answers: { 200: 'SchedulerItemList', ...FAILS },
  },
  upscalers: {
    method: 'GET',
    path: '/sdapi/v1/upscalers',
    answers: { 200: 'UpscalerItemList', ...FAILS },
  },
  options_get: { method: 'GET', path: '/sdapi/v1/options', answers: { 200: 'Options', ...FAILS } },
  options_post: {
    method: 'POST',
    path: '/sdapi/v1/options',
    body: 'Options',
    answers: { 200: 'Null', ...FAILS },
  },
  extra_single_image: {
    method: 'POST',
    path: '/sdapi/v1/extra-single-image',
    body: 'ExtrasSingleImageRequest',
    answers: { 200: 'ExtrasSingleImageResponse', ...FAILS },
  },
  interrogate: {
    method: 'POST',
    path: '/sdapi/v1/interrogate',
    body: 'InterrogateRequest',
    answers: { 200: 'InterrogateResponse', ...FAILS },
  },
  caption: {
    method: 'POST',
    path: '/sdapi/v1/caption',
    body: 'CaptionRequest',
    answers: { 200: 'CaptionResponse', 400: 'ApiError', ...FAILS },
  },
  pending_tasks: {
    method: 'GET',
    path: '/internal/pending-tasks',
    answers: { 200: 'PendingTasksResponse', ...FAILS },
    open: true,
  },
  ...LORA_OPERATIONS,
};
