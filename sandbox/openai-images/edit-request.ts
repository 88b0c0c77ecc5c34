import { createHash } from 'node:crypto';
import { type Image, loadImage } from '@napi-rs/canvas';
import type { EditForm, UploadedFile } from './edit-form.js';
import { type GenerationRequest, readGenerationRequest } from './generation-request.js';
import { checkMaskMode, invalidImageFile } from './masked-edit.js';
import { OpenAiError } from './openai-response.js';
import { inputImageTokens } from './token-usage.js';

/** The model of an edit that names none (the description's default for `/images/edits`). */
export const EDIT_DEFAULT_MODEL = 'gpt-image-1.5';

/** An input image of an edit, decoded. */
export interface EditInput {
  readonly type: string;
  readonly bytes: number;
  /** The SHA-256 of its bytes, hex: which image a client sent. */
  readonly sha256: string;
  readonly width: number;
  readonly height: number;
  /** Its picture, drawn under the edit's result. */
  readonly picture: Image;
}

/** An edit once checked: a generation of its prompt drawn over its first input. */
export interface EditRequest extends GenerationRequest {
  readonly inputs: readonly EditInput[];
  readonly mask: boolean;
  /** As sent (`undefined` when left out: the model's default, `low`). */
  readonly inputFidelity: 'high' | 'low' | undefined;
}

/** The input limits of the GPT image models (image-backends.md §5.3) and of dall-e-2. */
const GPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const GPT_MAX_BYTES = 50_000_000;
const PNG_MAX_BYTES = 4_000_000;
const DALL_E_2_SIZES = ['256x256', '512x512', '1024x1024'];

const invalid = (param: string | null, message: string, code = 'invalid_value') =>
  new OpenAiError(400, message, 'invalid_request_error', param, code);

/** What a part is called in OpenAI's messages: `image`, `image[1]` in an array, `mask`. */
const partName = (param: string, index: number, array: boolean) =>
  array ? `${param}[${index}]` : param;

function checkFile(
  file: UploadedFile,
  name: string,
  types: readonly string[],
  maxBytes: number,
): void {
  if (!types.includes(file.type)) {
    const supported = types.map((type) => `'${type}'`);
    const listed =
      supported.length > 1
        ? `${supported.slice(0, -1).join(', ')}, and ${supported.at(-1)}`
        : supported[0];
    throw invalid(
      name.replace(/\[\d+\]$/, ''),
      `Invalid file '${name}': unsupported mimetype ('${file.type}'). Supported file formats are ${listed}.`,
      'unsupported_file_mimetype',
    );
  }
  if (file.size >= maxBytes) {
    throw invalid(
      name.replace(/\[\d+\]$/, ''),
      `Invalid file '${name}': the file is ${file.size} bytes; it must be under ${maxBytes / 1_000_000} MB.`,
      'file_too_large',
    );
  }
}

/** Decodes an input: OpenAI's `invalid_image_file` (1-based) when it does not open. */
async function decode(bytes: Buffer, number: number): Promise<Image> {
  try {
    return await loadImage(bytes);
  } catch {
    throw invalidImageFile(number);
  }
}

/** Whether `model` takes `input_fidelity`, and which values (ON 7.57.0 `ImageEditParamsBase`). */
function fidelitiesOf(model: string): readonly string[] {
  if (/^gpt-image-1-mini/.test(model)) return ['low'];
  if (/^gpt-image-([2-9]|\d\d)/.test(model)) return [];
  return ['high', 'low'];
}

/**
 * Reads an edit the description accepts: its inputs' types (the parts' `Content-Type`, as
 * OpenAI judges them), sizes and pictures, the mask's, `input_fidelity` for the model, then the
 * generation rules of the GPT image models (`readGenerationRequest`); dall-e-2 takes one square
 * PNG under 4 MB and a prompt of at most 1000 characters.
 */
export async function readEditRequest(form: EditForm): Promise<EditRequest> {
  const body = form.fields;
  const model = (body.model as string | null | undefined) ?? EDIT_DEFAULT_MODEL;
  const dallE2 = model === 'dall-e-2';
  const array = Array.isArray(body.image);
  if (dallE2 && form.images.length > 1) {
    throw invalid('image', 'dall-e-2 takes one image; use a GPT image model to edit several.');
  }
  const inputs: EditInput[] = [];
  for (const [index, { file, bytes }] of form.images.entries()) {
    const name = partName('image', index, array);
    checkFile(
      file,
      name,
      dallE2 ? ['image/png'] : GPT_TYPES,
      dallE2 ? PNG_MAX_BYTES : GPT_MAX_BYTES,
    );
    const picture = await decode(bytes, index + 1);
    inputs.push({
      type: file.type,
      bytes: file.size,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      width: picture.width,
      height: picture.height,
      picture,
    });
  }
  const [first] = inputs;
  if (!first)
    throw invalid('image', "Missing required parameter: 'image'.", 'missing_required_parameter');
  if (dallE2 && first.width !== first.height) {
    throw invalid('image', 'Invalid input image - image must be square.');
  }
  if (form.mask) {
    checkFile(form.mask.file, 'mask', ['image/png'], PNG_MAX_BYTES);
    const mask = await decode(form.mask.bytes, inputs.length + 1);
    if (mask.width !== first.width || mask.height !== first.height) {
      throw invalid('mask', 'Invalid mask image - mask size does not match image size.');
    }
    await checkMaskMode(form.mask.bytes, inputs.length + 1);
  }
  const fidelity = body.input_fidelity as 'high' | 'low' | null | undefined;
  if (fidelity != null && !fidelitiesOf(model).includes(fidelity)) {
    throw invalid(
      'input_fidelity',
      `Invalid value: '${fidelity}'. input_fidelity ${fidelitiesOf(model).length ? `supports only 'low'` : 'is not supported'} for model '${model}'.`,
    );
  }
  const prompt = body.prompt as string;
  if (dallE2 && prompt.length > 1000) {
    throw invalid(
      'prompt',
      `Invalid 'prompt': string too long. Expected a string with maximum length 1000, but got a string with length ${prompt.length} instead.`,
      'string_above_max_length',
    );
  }
  const size = (body.size as string | null | undefined) ?? '1024x1024';
  if (dallE2 && !DALL_E_2_SIZES.includes(size)) {
    throw invalid(
      'size',
      `Invalid value: '${size}'. Supported values are: '256x256', '512x512', and '1024x1024'.`,
    );
  }
  const { input_fidelity: _fidelity, image: _image, mask: _mask, ...rest } = body;
  const generation = dallE2
    ? dallE2Generation(prompt, size, body)
    : readGenerationRequest({ ...rest, model, size }, EDIT_DEFAULT_MODEL);
  const inputFidelity = fidelity ?? undefined;
  const imageTokens = inputs.reduce(
    (sum, input) => sum + inputImageTokens(input.width, input.height, inputFidelity === 'high'),
    0,
  );
  return {
    ...generation,
    inputImageTokens: imageTokens,
    source: first.picture,
    references: inputs.slice(1).map((input) => input.picture),
    inputs,
    mask: form.mask !== undefined,
    ...(form.mask && {
      masked: { image: firstBytes(form), mask: form.mask.bytes, exact: dallE2 },
    }),
    inputFidelity,
  };
}

/** The bytes of an edit's first image (the one a mask applies to). */
const firstBytes = (form: EditForm): Buffer => (form.images[0] as { bytes: Buffer }).bytes;

/** A dall-e-2 edit as a generation: its square size, PNG, no streaming. */
function dallE2Generation(
  prompt: string,
  size: string,
  body: Record<string, unknown>,
): GenerationRequest {
  const side = Number(size.split('x')[0]);
  return {
    model: 'dall-e-2',
    prompt,
    n: (body.n as number | null | undefined) ?? 1,
    width: side,
    height: side,
    size,
    quality: 'medium',
    background: 'opaque',
    outputFormat: 'png',
    compression: 100,
    stream: false,
    partialImages: 0,
  };
}
