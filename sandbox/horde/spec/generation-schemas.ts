/**
 * The request side of the AI Horde's published API description, transcribed as our own JSON
 * Schema: the models `POST /v2/generate/async` takes. Source (read, not copied):
 * `codegen/ai_horde/swagger.json` of Haidra-Org/horde-sdk at commit
 * 534826bf221e15ac3c6bf4d8848c1af62b9c0cf7 (Swagger 2.0, `basePath: /api`), whose definitions
 * flask-restx builds from `horde/apis/models/stable_v2.py` of Haidra-Org/AI-Horde. Types,
 * ranges, enums and required fields are the description's; descriptions are left out. Like
 * flask-restx, nothing sets `additionalProperties: false`, so fields newer than the snapshot
 * (`validated_backends`, `extra_slow_workers`, `style`, `transparent`, …) pass.
 *
 * `default` is the **documented** default. Where the server applies another when a field is
 * omitted (its reqparse parser), the effective one is in {@link EFFECTIVE_DEFAULTS}.
 */

/** `ModelPayloadRootStable.sampler_name` as the snapshot enumerates it. */
export const SAMPLERS = [
  'k_euler',
  'lcm',
  'k_euler_a',
  'k_dpmpp_2s_a',
  'DDIM',
  'dpmsolver',
  'k_lms',
  'k_dpm_fast',
  'k_dpmpp_sde',
  'k_dpm_2',
  'k_dpm_2_a',
  'k_dpm_adaptive',
  'k_heun',
  'k_dpmpp_2m',
] as const;

/** `ModelPayloadRootStable.post_processing[]` as the snapshot enumerates it. */
export const POST_PROCESSORS = [
  'GFPGAN',
  'RealESRGAN_x4plus',
  'RealESRGAN_x2plus',
  'RealESRGAN_x4plus_anime_6B',
  'NMKD_Siax',
  '4x_AnimeSharp',
  'CodeFormers',
  'strip_background',
] as const;

const size = { type: 'integer', default: 512, minimum: 64, maximum: 3072, multipleOf: 64 };
const strength = { type: 'number', default: 1, minimum: -5, maximum: 5 };

/** Definitions of the generation request, keyed as in the swagger's `definitions`. */
export const GENERATION_DEFINITIONS = {
  ModelPayloadLorasStable: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 255 },
      model: strength,
      clip: strength,
      inject_trigger: { type: 'string', minLength: 1, maxLength: 30 },
      is_version: { type: 'boolean', default: false },
    },
  },
  ModelPayloadTextualInversionsStable: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 255 },
      inject_ti: { type: 'string', enum: ['prompt', 'negprompt'] },
      strength,
    },
  },
  ModelPayloadRootStable: {
    type: 'object',
    properties: {
      sampler_name: { type: 'string', default: 'k_euler_a', enum: SAMPLERS },
      cfg_scale: { type: 'number', default: 7.5, minimum: 0, maximum: 100 },
      denoising_strength: { type: 'number', minimum: 0.01, maximum: 1 },
      seed: { type: 'string' },
      height: size,
      width: size,
      seed_variation: { type: 'integer', minimum: 1, maximum: 1000 },
      post_processing: {
        type: 'array',
        uniqueItems: true,
        items: { type: 'string', enum: POST_PROCESSORS },
      },
      karras: { type: 'boolean', default: false },
      tiling: { type: 'boolean', default: false },
      hires_fix: { type: 'boolean', default: false },
      clip_skip: { type: 'integer', minimum: 1, maximum: 12 },
      control_type: {
        type: 'string',
        enum: [
          'canny',
          'hed',
          'depth',
          'normal',
          'openpose',
          'seg',
          'scribble',
          'fakescribbles',
          'hough',
        ],
      },
      image_is_control: { type: 'boolean', default: false },
      return_control_map: { type: 'boolean', default: false },
      facefixer_strength: { type: 'number', minimum: 0, maximum: 1 },
      loras: { type: 'array', items: { $ref: '#/definitions/ModelPayloadLorasStable' } },
      tis: { type: 'array', items: { $ref: '#/definitions/ModelPayloadTextualInversionsStable' } },
      special: { type: 'object' },
    },
  },
  ModelGenerationInputStable: {
    allOf: [
      { $ref: '#/definitions/ModelPayloadRootStable' },
      {
        type: 'object',
        properties: {
          steps: { type: 'integer', default: 30, minimum: 1, maximum: 500 },
          n: { type: 'integer', default: 1, minimum: 1, maximum: 20 },
        },
      },
    ],
  },
  ExtraSourceImage: {
    type: 'object',
    properties: { image: { type: 'string' }, strength: { type: 'number', default: 1 } },
  },
  GenerationInputStable: {
    type: 'object',
    required: ['prompt'],
    properties: {
      prompt: { type: 'string', minLength: 1 },
      params: { $ref: '#/definitions/ModelGenerationInputStable' },
      nsfw: { type: 'boolean', default: false },
      trusted_workers: { type: 'boolean', default: false },
      slow_workers: { type: 'boolean', default: true },
      censor_nsfw: { type: 'boolean', default: false },
      workers: { type: 'array', items: { type: 'string' } },
      worker_blacklist: { type: 'boolean', default: false },
      models: { type: 'array', items: { type: 'string' } },
      source_image: { type: 'string' },
      source_processing: {
        type: 'string',
        default: 'img2img',
        enum: ['img2img', 'inpainting', 'outpainting', 'remix'],
      },
      source_mask: { type: 'string' },
      extra_source_images: { type: 'array', items: { $ref: '#/definitions/ExtraSourceImage' } },
      r2: { type: 'boolean', default: true },
      shared: { type: 'boolean', default: false },
      replacement_filter: { type: 'boolean', default: true },
      dry_run: { type: 'boolean', default: false },
      proxied_account: { type: 'string' },
      disable_batching: { type: 'boolean', default: false },
      allow_downgrade: { type: 'boolean', default: false },
      webhook: { type: 'string', minLength: 10, maxLength: 1024 },
    },
  },
} as const;

/**
 * What the server applies when a field is omitted, where it differs from the documented
 * `default` (its reqparse parser in `horde/apis/models/v2.py`, AI-Horde commit
 * fbd5ed465e5daadec3d3e9997957af047cee9d73): `nsfw` and `censor_nsfw` default to true,
 * `validated_backends` to false (documented true in newer descriptions), `models` to
 * `["stable_diffusion"]`.
 */
export const EFFECTIVE_DEFAULTS = {
  nsfw: true,
  censor_nsfw: true,
  validated_backends: false,
  models: ['stable_diffusion'],
} as const;
