/**
 * The answer side of OpenAI's published API description, transcribed as our own JSON Schema from
 * the same source as `request-schemas.ts` (openai/openai-openapi `openapi.yaml` @
 * f85dbe223d40e1a31cba812ab2d755c7e98a92a3): `ImagesResponse`, `Image`, `ImageGenUsage` (with
 * its input and output token details), `ImagesUsage`, `ImageGenPartialImageEvent`,
 * `ImageGenCompletedEvent`, `ImageGenStreamEvent`, their edit twins `ImageEditPartialImageEvent`,
 * `ImageEditCompletedEvent` and `ImageEditStreamEvent` (the same fields, `type` named
 * `image_edit.*`), `Error`, `ErrorResponse`,
 * `ListModelsResponse` and `Model`. Like the description, nothing sets `additionalProperties`.
 *
 * One correction, listed in {@link ANSWER_CORRECTIONS}: `size` also allows any `WIDTHxHEIGHT`.
 */

/** Where the transcription departs from the description, and why. */
export const ANSWER_CORRECTIONS = [
  '`size` of `ImagesResponse` and of the stream events also allows any `WIDTHxHEIGHT`: the description enumerates the three standard sizes, but `CreateImageRequest.size` takes free sizes for `gpt-image-2`, and openai-node types the answer `string`.',
] as const;

/** A `WIDTHxHEIGHT` size outside the enumerated ones. */
const freeSize = { type: 'string', pattern: '^[0-9]+x[0-9]+$' } as const;

const integer = { type: 'integer' } as const;

/** The size, quality and background an event may name (`auto` included). */
const eventSetting = {
  size: {
    anyOf: [{ type: 'string', enum: ['1024x1024', '1024x1536', '1536x1024', 'auto'] }, freeSize],
  },
  quality: { type: 'string', enum: ['low', 'medium', 'high', 'auto'] },
  background: { type: 'string', enum: ['transparent', 'opaque', 'auto'] },
  output_format: { type: 'string', enum: ['png', 'webp', 'jpeg'] },
} as const;

const eventRequired = [
  'type',
  'b64_json',
  'created_at',
  'size',
  'quality',
  'background',
  'output_format',
] as const;

const tokenDetails = {
  type: 'object',
  required: ['text_tokens', 'image_tokens'],
  properties: { text_tokens: integer, image_tokens: integer },
} as const;

/** A partial-image event (`ImageGenPartialImageEvent`, `ImageEditPartialImageEvent`). */
const partialEvent = <T extends string>(type: T) =>
  ({
    type: 'object',
    required: [...eventRequired, 'partial_image_index'],
    properties: {
      type: { type: 'string', enum: [type] },
      b64_json: { type: 'string' },
      created_at: integer,
      ...eventSetting,
      partial_image_index: integer,
    },
  }) as const;

/** A completed event (`ImageGenCompletedEvent`, `ImageEditCompletedEvent`): usage required. */
const completedEvent = <T extends string>(type: T) =>
  ({
    type: 'object',
    required: [...eventRequired, 'usage'],
    properties: {
      type: { type: 'string', enum: [type] },
      b64_json: { type: 'string' },
      created_at: integer,
      ...eventSetting,
      usage: { $ref: '#/definitions/ImagesUsage' },
    },
  }) as const;

/** Definitions of the answers, keyed as in the description's `components.schemas`. */
export const ANSWER_DEFINITIONS = {
  Image: {
    type: 'object',
    properties: {
      b64_json: { type: 'string' },
      url: { type: 'string', format: 'uri' },
      revised_prompt: { type: 'string' },
    },
  },
  ImageGenOutputTokensDetails: {
    type: 'object',
    required: ['image_tokens', 'text_tokens'],
    properties: { image_tokens: integer, text_tokens: integer },
  },
  ImageGenInputUsageDetails: tokenDetails,
  ImageGenUsage: {
    type: 'object',
    required: ['input_tokens', 'total_tokens', 'output_tokens', 'input_tokens_details'],
    properties: {
      input_tokens: integer,
      total_tokens: integer,
      output_tokens: integer,
      output_tokens_details: { $ref: '#/definitions/ImageGenOutputTokensDetails' },
      input_tokens_details: { $ref: '#/definitions/ImageGenInputUsageDetails' },
    },
  },
  ImagesUsage: {
    type: 'object',
    required: ['total_tokens', 'input_tokens', 'output_tokens', 'input_tokens_details'],
    properties: {
      total_tokens: integer,
      input_tokens: integer,
      output_tokens: integer,
      input_tokens_details: tokenDetails,
    },
  },
  ImagesResponse: {
    type: 'object',
    required: ['created'],
    properties: {
      created: integer,
      data: { type: 'array', items: { $ref: '#/definitions/Image' } },
      background: { type: 'string', enum: ['transparent', 'opaque'] },
      output_format: { type: 'string', enum: ['png', 'webp', 'jpeg'] },
      size: {
        anyOf: [{ type: 'string', enum: ['1024x1024', '1024x1536', '1536x1024'] }, freeSize],
      },
      quality: { type: 'string', enum: ['low', 'medium', 'high'] },
      usage: { $ref: '#/definitions/ImageGenUsage' },
    },
  },
  ImageGenPartialImageEvent: partialEvent('image_generation.partial_image'),
  ImageGenCompletedEvent: completedEvent('image_generation.completed'),
  ImageGenStreamEvent: {
    anyOf: [
      { $ref: '#/definitions/ImageGenPartialImageEvent' },
      { $ref: '#/definitions/ImageGenCompletedEvent' },
    ],
  },
  ImageEditPartialImageEvent: partialEvent('image_edit.partial_image'),
  ImageEditCompletedEvent: completedEvent('image_edit.completed'),
  ImageEditStreamEvent: {
    anyOf: [
      { $ref: '#/definitions/ImageEditPartialImageEvent' },
      { $ref: '#/definitions/ImageEditCompletedEvent' },
    ],
  },
  Error: {
    type: 'object',
    required: ['type', 'message', 'param', 'code'],
    properties: {
      code: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      message: { type: 'string' },
      param: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      type: { type: 'string' },
    },
  },
  ErrorResponse: {
    type: 'object',
    required: ['error'],
    properties: { error: { $ref: '#/definitions/Error' } },
  },
  Model: {
    type: 'object',
    required: ['id', 'object', 'created', 'owned_by'],
    properties: {
      id: { type: 'string' },
      created: integer,
      object: { type: 'string', enum: ['model'] },
      owned_by: { type: 'string' },
      shutdown_date: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
    },
  },
  ListModelsResponse: {
    type: 'object',
    required: ['object', 'data'],
    properties: {
      object: { type: 'string', enum: ['list'] },
      data: { type: 'array', items: { $ref: '#/definitions/Model' } },
    },
  },
} as const;
