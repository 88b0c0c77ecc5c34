/**
 * The answer side of the AI Horde's published API description, transcribed as our own JSON
 * Schema from the same source as `generation-schemas.ts` (horde-sdk
 * `codegen/ai_horde/swagger.json` @ 534826bf221e15ac3c6bf4d8848c1af62b9c0cf7). Only the models
 * of the routes the bot uses; `UserDetails` keeps the public fields (privileged ones, `usage`,
 * `contributions`, `records` and `monthly_kudos` are left out: the emulator never sends them).
 *
 * Corrections where the server (AI-Horde @ fbd5ed465e5daadec3d3e9997957af047cee9d73) answers
 * otherwise than the snapshot says, each listed in {@link SPEC_CORRECTIONS}.
 */

/** `RequestError.rc` values the emulator sends (the snapshot lists 150; these are the ones used). */
export const RETURN_CODES = [
  'MissingPrompt',
  'BadCFGDecimals',
  'TooManyLoras',
  'BadLoraVersion',
  'InvalidAPIKey',
  'RequestNotFound',
  'UserNotFound',
  'TooManyPrompts',
  'KudosUpfront',
  'BadRequest',
  'Forbidden',
  'MaintenanceMode',
  'TimeoutIP',
  'ImageValidationFailed',
  'SourceImageResolutionExceeded',
  'SourceImageSizeExceeded',
  'SourceImageUrlInvalid',
  'SourceImageUnreadable',
  'SourceMaskUnnecessary',
  'InvalidRemix',
  'InpaintingMissingMask',
  // Not in the snapshot's enum; raised by horde/apis/v2/stable.py and base.py today.
  'BannedClientAgent',
  'DeletedUser',
  'ControlNetInpaintingMismatch',
] as const;

/** A return code the emulator answers with. */
export type ReturnCode = (typeof RETURN_CODES)[number];

/** Where the transcription departs from the snapshot, and why. */
export const SPEC_CORRECTIONS = [
  '`RequestError.rc` also allows BannedClientAgent and DeletedUser (raised by the server, absent from the 2024 enum).',
  "A 400 from payload validation is flask-restx's own `{errors, message}` with no `rc` (`ValidationErrorBody`); the snapshot types it `RequestValidationError`, which requires `rc`.",
  'A 429 from the rate limiter, and a 400 for a body that is not JSON, are werkzeug errors: `{message}` with no `rc` (`MessageBody`); the snapshot gives no schema for them.',
] as const;

/** Definitions of the answers, keyed as in the swagger's `definitions` (plus the corrections). */
export const ANSWER_DEFINITIONS = {
  RequestSingleWarning: {
    type: 'object',
    properties: {
      code: {
        type: 'string',
        enum: [
          'NoAvailableWorker',
          'ClipSkipMismatch',
          'StepsTooFew',
          'StepsTooMany',
          'CfgScaleMismatch',
          'CfgScaleTooSmall',
          'CfgScaleTooLarge',
          'SamplerMismatch',
          'SchedulerMismatch',
        ],
      },
      message: { type: 'string', minLength: 1 },
    },
  },
  RequestAsync: {
    type: 'object',
    properties: {
      id: { type: 'string' },
      kudos: { type: 'number' },
      message: { type: 'string' },
      warnings: { type: 'array', items: { $ref: '#/definitions/RequestSingleWarning' } },
    },
  },
  RequestStatusCheck: {
    type: 'object',
    properties: {
      finished: { type: 'integer' },
      processing: { type: 'integer' },
      restarted: { type: 'integer' },
      waiting: { type: 'integer' },
      done: { type: 'boolean' },
      faulted: { type: 'boolean', default: false },
      wait_time: { type: 'integer' },
      queue_position: { type: 'integer' },
      kudos: { type: 'number' },
      is_possible: { type: 'boolean', default: true },
    },
  },
  GenerationMetadataStable: {
    type: 'object',
    required: ['type', 'value'],
    properties: {
      type: {
        type: 'string',
        enum: [
          'lora',
          'ti',
          'censorship',
          'source_image',
          'source_mask',
          'extra_source_images',
          'batch_index',
          'information',
        ],
      },
      value: {
        type: 'string',
        enum: ['download_failed', 'parse_failed', 'baseline_mismatch', 'csam', 'nsfw', 'see_ref'],
      },
      ref: { type: 'string', maxLength: 255 },
    },
  },
  Generation: {
    type: 'object',
    required: ['state'],
    properties: {
      worker_id: { type: 'string' },
      worker_name: { type: 'string' },
      model: { type: 'string' },
      state: { type: 'string', default: 'ok', enum: ['ok', 'censored'] },
    },
  },
  GenerationStable: {
    allOf: [
      { $ref: '#/definitions/Generation' },
      {
        type: 'object',
        properties: {
          img: { type: 'string' },
          seed: { type: 'string' },
          id: { type: 'string' },
          censored: { type: 'boolean' },
          gen_metadata: {
            type: 'array',
            items: { $ref: '#/definitions/GenerationMetadataStable' },
          },
        },
      },
    ],
  },
  RequestStatusStable: {
    allOf: [
      { $ref: '#/definitions/RequestStatusCheck' },
      {
        type: 'object',
        properties: {
          generations: { type: 'array', items: { $ref: '#/definitions/GenerationStable' } },
          shared: { type: 'boolean' },
        },
      },
    ],
  },
  UserKudosDetails: {
    type: 'object',
    properties: Object.fromEntries(
      ['accumulated', 'gifted', 'donated', 'admin', 'received', 'recurring', 'awarded'].map(
        (key) => [key, { type: 'number', default: 0 }],
      ),
    ),
  },
  UserDetails: {
    type: 'object',
    properties: {
      username: { type: 'string' },
      id: { type: 'integer' },
      kudos: { type: 'number' },
      concurrency: { type: 'integer' },
      worker_invited: { type: 'integer' },
      moderator: { type: 'boolean' },
      kudos_details: { $ref: '#/definitions/UserKudosDetails' },
      worker_count: { type: 'integer' },
      worker_ids: { type: 'array', items: { type: 'string' } },
      trusted: { type: 'boolean' },
      service: { type: 'boolean' },
      education: { type: 'boolean' },
      pseudonymous: { type: 'boolean' },
      account_age: { type: 'integer' },
    },
  },
  ActiveModel: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      count: { type: 'integer' },
      performance: { type: 'number' },
      queued: { type: 'number' },
      jobs: { type: 'number' },
      eta: { type: 'integer' },
      type: { type: 'string', enum: ['image', 'text'] },
    },
  },
  ActiveModelList: { type: 'array', items: { $ref: '#/definitions/ActiveModel' } },
  RequestError: {
    type: 'object',
    required: ['rc'],
    properties: { message: { type: 'string' }, rc: { type: 'string', enum: RETURN_CODES } },
  },
  ValidationErrorBody: {
    type: 'object',
    required: ['errors', 'message'],
    properties: {
      message: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'string' } },
    },
  },
  MessageBody: {
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string' } },
  },
} as const;
