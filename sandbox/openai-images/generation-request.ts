import type { Image } from '@napi-rs/canvas';
import type { MaskedEdit } from './masked-edit.js';
import { OpenAiError } from './openai-response.js';
import type { OutputFormat } from './spec/request-schemas.js';
import type { Quality } from './token-usage.js';

/** A generation request once checked and its `auto`s resolved. */
export interface GenerationRequest {
  readonly model: string;
  readonly prompt: string;
  readonly n: number;
  readonly width: number;
  readonly height: number;
  /** `WIDTHxHEIGHT` as answers report it (`auto` resolved to `1024x1024`). */
  readonly size: string;
  readonly quality: Quality;
  readonly background: 'transparent' | 'opaque';
  readonly outputFormat: OutputFormat;
  /** 0–100, for JPEG and WebP. */
  readonly compression: number;
  readonly stream: boolean;
  readonly partialImages: number;
  /** An edit's input images in tokens (`usage.input_tokens_details.image_tokens`). @default 0 */
  readonly inputImageTokens?: number;
  /** An edit's first input image: its results are drawn over it. */
  readonly source?: Image;
  /** An edit's further inputs (`image[]` after the first): drawn as insets, the references it follows. */
  readonly references?: readonly Image[];
  /** An edit's mask and first image: its final images are painted only where the mask lets them. */
  readonly masked?: MaskedEdit;
}

/** The sizes every GPT image model takes. */
export const STANDARD_SIZES = ['1024x1024', '1536x1024', '1024x1536', 'auto'] as const;

const MAX_PROMPT = 32_000;
const MAX_EDGE = 3840;
const MAX_PIXELS = 3840 * 2160;

/** Whether `model` takes any `WxH` size (`gpt-image-2` and later, `chatgpt-image-latest`). */
export function takesFreeSizes(model: string): boolean {
  return /^gpt-image-([2-9]|\d\d)/.test(model) || model.startsWith('chatgpt-image');
}

function invalid(param: string, message: string, code = 'invalid_value'): OpenAiError {
  return new OpenAiError(400, message, 'invalid_request_error', param, code);
}

function sizeOf(model: string, size: string): [number, number] {
  if (size === 'auto') return [1024, 1024];
  if ((STANDARD_SIZES as readonly string[]).includes(size)) {
    const [w, h] = size.split('x').map(Number);
    return [w ?? 1024, h ?? 1024];
  }
  const free = /^(\d{2,5})x(\d{2,5})$/.exec(size);
  const [w, h] = [Number(free?.[1]), Number(free?.[2])];
  if (
    takesFreeSizes(model) &&
    free &&
    w % 16 === 0 &&
    h % 16 === 0 &&
    Math.max(w, h) <= MAX_EDGE &&
    w * h <= MAX_PIXELS &&
    Math.max(w / h, h / w) <= 3
  ) {
    return [w, h];
  }
  const supported = "'1024x1024', '1024x1536', '1536x1024', and 'auto'";
  const more = takesFreeSizes(model)
    ? ', or WIDTHxHEIGHT with both multiples of 16, an aspect ratio between 1:3 and 3:1 and at most 3840x2160'
    : '';
  throw invalid('size', `Invalid value: '${size}'. Supported values are: ${supported}${more}.`);
}

/**
 * Reads a body the description accepts: the rules of the GPT image models the schema cannot
 * say (sizes per model, quality, compression range, transparency, DALL·E-only fields).
 */
export function readGenerationRequest(
  body: Record<string, unknown>,
  defaultModel: string,
): GenerationRequest {
  const model = (body.model as string | null | undefined) ?? defaultModel;
  const prompt = body.prompt as string;
  if (prompt.length > MAX_PROMPT) {
    throw invalid(
      'prompt',
      `Invalid 'prompt': string too long. Expected a string with maximum length ${MAX_PROMPT}, but got a string with length ${prompt.length} instead.`,
      'string_above_max_length',
    );
  }
  for (const field of ['response_format', 'style'] as const) {
    if (body[field] != null) {
      throw invalid(field, `Unknown parameter: '${field}'.`, 'unknown_parameter');
    }
  }
  const asked = (body.quality as string | null | undefined) ?? 'auto';
  if (asked === 'standard' || asked === 'hd') {
    throw invalid(
      'quality',
      `Invalid value: '${asked}'. Supported values are: 'low', 'medium', 'high', and 'auto'.`,
    );
  }
  const size = (body.size as string | null | undefined) ?? 'auto';
  const [width, height] = sizeOf(model, size);
  const outputFormat = (body.output_format as OutputFormat | null | undefined) ?? 'png';
  const background = (body.background as string | null | undefined) ?? 'auto';
  if (background === 'transparent' && outputFormat === 'jpeg') {
    throw invalid(
      'background',
      "Transparent background is not supported with output_format 'jpeg'; use 'png' or 'webp'.",
    );
  }
  const compression = (body.output_compression as number | null | undefined) ?? 100;
  if (compression < 0 || compression > 100) {
    const below = compression < 0;
    throw invalid(
      'output_compression',
      `Invalid 'output_compression': integer ${below ? 'below minimum' : 'above maximum'} value. Expected a value ${below ? '>= 0' : '<= 100'}, but got ${compression} instead.`,
      below ? 'integer_below_min_value' : 'integer_above_max_value',
    );
  }
  return {
    model,
    prompt,
    n: (body.n as number | null | undefined) ?? 1,
    width,
    height,
    size: `${width}x${height}`,
    quality: asked === 'auto' ? 'medium' : (asked as Quality),
    background: background === 'transparent' ? 'transparent' : 'opaque',
    outputFormat,
    compression,
    stream: body.stream === true,
    partialImages: (body.partial_images as number | null | undefined) ?? 0,
  };
}

/** Whether `prompt` contains a moderation test word (case-insensitive). */
export function isBlocked(prompt: string, words: readonly string[]): boolean {
  const lower = prompt.toLowerCase();
  return words.some((word) => lower.includes(word.toLowerCase()));
}

/**
 * 400 `moderation_blocked`, as GPT image models refuse a prompt (image-backends.md §3.6); a
 * compatible relay may answer 451 (§3.10).
 */
export function moderationBlocked(status: 400 | 451 = 400): OpenAiError {
  return new OpenAiError(
    status,
    'Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID. safety_violations=[sexual].',
    'image_generation_user_error',
    null,
    'moderation_blocked',
  );
}
