/**
 * The request side of OpenAI's published API description, transcribed as our own JSON Schema:
 * `CreateImageRequest` (with `PartialImages`), the body of `POST /images/generations`, and
 * `CreateImageEditRequest` (with `InputFidelity`), the multipart body of `POST /images/edits`. Source
 * (read, not copied): `openapi.yaml` of openai/openai-openapi at commit
 * f85dbe223d40e1a31cba812ab2d755c7e98a92a3 (OpenAPI 3.1.0, info.version 2.3.0, MIT). Types,
 * ranges, enums, defaults and required fields are the description's; descriptions are left out.
 * The description's `nullable: true` is written as a `null` type.
 *
 * One correction, listed in {@link REQUEST_CORRECTIONS}: the description sets no
 * `additionalProperties`, the emulator refuses unknown fields as OpenAI's API does.
 */

/** `CreateImageRequest.quality` as the description enumerates it (DALL·E's and GPT image's). */
export const QUALITIES = ['standard', 'hd', 'low', 'medium', 'high', 'auto'] as const;

/** `CreateImageRequest.output_format`. */
export const OUTPUT_FORMATS = ['png', 'jpeg', 'webp'] as const;

/** An output format the emulator encodes. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** `CreateImageRequest.background`. */
export const BACKGROUNDS = ['transparent', 'opaque', 'auto'] as const;

/** Where the transcription departs from the description, and why. */
export const REQUEST_CORRECTIONS = [
  'CreateImageRequest: `additionalProperties: false`. The description leaves it open; the API answers an unknown field with 400 `unknown_parameter` (as its other endpoints do; assumed for images).',
  'CreateImageEditRequest: `additionalProperties: false`, as for CreateImageRequest. So `moderation` is refused: the multipart schema and openai-node 7.55 `ImageEditParamsBase` lack it, though the JSON variant (`EditImageBodyJsonParam`) lists it; whether the live API takes it in a form is unknown, and the stricter reading keeps a client from relying on it.',
  'CreateImageEditRequest: a multipart body is checked as the object its parts make: a text part is a string, or a number or boolean where it reads as one (`n=2`, `stream=true`, as the API coerces form values); a file part is an `UploadedFile` object (`{filename, type, size}`) where the description says `type: string, format: binary`; the parts `image[]` (as the SDKs name an array) are the array `image`.',
] as const;

/** A file part of a multipart body, as the emulator checks it (`format: binary` in the description). */
const uploadedFile = { $ref: '#/definitions/UploadedFile' } as const;

const nullable = (schema: Record<string, unknown>) => ({
  ...schema,
  type: [schema.type as string, 'null'],
});

/** Definitions of the request, keyed as in the description's `components.schemas`. */
export const REQUEST_DEFINITIONS = {
  PartialImages: {
    anyOf: [{ type: 'integer', minimum: 0, maximum: 3, default: 0 }, { type: 'null' }],
  },
  CreateImageRequest: {
    type: 'object',
    required: ['prompt'],
    additionalProperties: false,
    properties: {
      prompt: { type: 'string' },
      model: {
        anyOf: [{ type: 'string' }, { type: 'null' }],
        default: 'dall-e-2',
      },
      n: nullable({ type: 'integer', minimum: 1, maximum: 10, default: 1 }),
      quality: { ...nullable({ type: 'string', default: 'auto' }), enum: [...QUALITIES, null] },
      response_format: {
        ...nullable({ type: 'string', default: 'url' }),
        enum: ['url', 'b64_json', null],
      },
      output_format: {
        ...nullable({ type: 'string', default: 'png' }),
        enum: [...OUTPUT_FORMATS, null],
      },
      output_compression: nullable({ type: 'integer', default: 100 }),
      stream: nullable({ type: 'boolean', default: false }),
      partial_images: { $ref: '#/definitions/PartialImages' },
      size: { anyOf: [{ type: 'string' }, { type: 'null' }], default: 'auto' },
      moderation: { ...nullable({ type: 'string', default: 'auto' }), enum: ['low', 'auto', null] },
      background: {
        ...nullable({ type: 'string', default: 'auto' }),
        enum: [...BACKGROUNDS, null],
      },
      style: {
        ...nullable({ type: 'string', default: 'vivid' }),
        enum: ['vivid', 'natural', null],
      },
      user: { type: 'string' },
    },
  },
  UploadedFile: {
    type: 'object',
    required: ['filename', 'type', 'size'],
    properties: {
      filename: { type: 'string' },
      type: { type: 'string' },
      size: { type: 'integer', minimum: 0 },
    },
  },
  InputFidelity: { type: 'string', enum: ['high', 'low'] },
  CreateImageEditRequest: {
    type: 'object',
    required: ['prompt', 'image'],
    additionalProperties: false,
    properties: {
      image: { anyOf: [uploadedFile, { type: 'array', maxItems: 16, items: uploadedFile }] },
      prompt: { type: 'string' },
      mask: uploadedFile,
      background: {
        ...nullable({ type: 'string', default: 'auto' }),
        enum: [...BACKGROUNDS, null],
      },
      model: { anyOf: [{ type: 'string' }, { type: 'null' }], default: 'gpt-image-1.5' },
      n: nullable({ type: 'integer', minimum: 1, maximum: 10, default: 1 }),
      size: { anyOf: [{ type: 'string' }, { type: 'null' }], default: '1024x1024' },
      response_format: { ...nullable({ type: 'string' }), enum: ['url', 'b64_json', null] },
      output_format: {
        ...nullable({ type: 'string', default: 'png' }),
        enum: [...OUTPUT_FORMATS, null],
      },
      output_compression: nullable({ type: 'integer', default: 100 }),
      user: { type: 'string' },
      input_fidelity: { anyOf: [{ $ref: '#/definitions/InputFidelity' }, { type: 'null' }] },
      stream: nullable({ type: 'boolean', default: false }),
      partial_images: { $ref: '#/definitions/PartialImages' },
      quality: {
        ...nullable({ type: 'string', default: 'auto' }),
        enum: ['standard', 'low', 'medium', 'high', 'auto', null],
      },
    },
  },
} as const;
