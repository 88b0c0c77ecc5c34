/**
 * The part of the Stable Diffusion WebUI's `/openapi.json` the bot uses, transcribed from the
 * pydantic models FastAPI builds it from (sources in ../README.md):
 * AUTOMATIC1111/stable-diffusion-webui `modules/api/models.py` (the request models are generated
 * from `StableDiffusionProcessingTxt2Img`/`Img2Img`'s `__init__` in `modules/processing.py`, every
 * field `Optional`), `modules/progress.py` (`ProgressRequest`, `ProgressResponse` of
 * `/internal/progress`) and `modules/api/api.py` (routes, `api_middleware`'s error body).
 * pydantic coerces (`"20"` for an int); the bot sends proper JSON types, so these are strict.
 */

import { LORA_DEFINITIONS } from './lora-spec.js';
import { bool, IMG2IMG_FIELDS, int, type Json, num, str, TXT2IMG_FIELDS } from './sdapi-fields.js';
import { SDNEXT_DEFINITIONS } from './sdnext-spec.js';

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
