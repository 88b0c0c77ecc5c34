import type { ImageGenerateParamsStreaming } from 'openai/resources/images';
import { text } from '../../i18n/localized-text.js';
import { InvalidParameterError } from '../../image-backend/backend-errors.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';

/** What the operator configured for every generation (`OPENAI_IMAGES_*`). */
export interface OpenAiImageSettings {
  /** `OPENAI_IMAGES_MODEL`. */
  readonly model: string;
  /** `OPENAI_IMAGES_SIZES`: `WxH` or `auto`, the first the default. */
  readonly sizes: readonly string[];
  readonly quality: 'low' | 'medium' | 'high' | 'auto';
  readonly outputFormat: 'png' | 'jpeg' | 'webp';
  readonly background: 'auto' | 'opaque' | 'transparent';
  readonly moderation: 'auto' | 'low';
  /** Partial images streamed before the final one (0–3). */
  readonly partialImages: number;
}

const aspectOf = (size: string): number | undefined => {
  const match = /^(\d+)x(\d+)$/.exec(size);
  return match ? Number(match[1]) / Number(match[2]) : undefined;
};

/**
 * The configured size nearest the request's width:height (compared as logarithms of the aspect,
 * so 2:1 and 1:2 are as far from 1:1); the first configured when the request names neither.
 */
export function sizeFor(request: GenerationRequest, sizes: readonly string[]): string {
  const [first = 'auto'] = sizes;
  if (request.width === undefined && request.height === undefined) return first;
  const wanted = Math.log((request.width ?? 1024) / (request.height ?? 1024));
  let best = first;
  let distance = Number.POSITIVE_INFINITY;
  for (const size of sizes) {
    const aspect = aspectOf(size);
    if (aspect === undefined) continue;
    const off = Math.abs(Math.log(aspect) - wanted);
    if (off < distance) [best, distance] = [size, off];
  }
  return best;
}

/**
 * The streamed body of one image of `request` (the bot's count is its own jobs): a text prompt,
 * the configured model, quality, format, background and moderation, and the size chosen.
 */
export function toImagesBody(
  request: GenerationRequest,
  settings: OpenAiImageSettings,
): ImageGenerateParamsStreaming {
  if (typeof request.prompt !== 'string') {
    const problem = text('parameter.notText', { name: 'prompt', type: typeof request.prompt });
    throw new InvalidParameterError(problem, { parameter: 'prompt' });
  }
  return {
    model: settings.model,
    prompt: request.prompt,
    n: 1,
    size: sizeFor(request, settings.sizes) as ImageGenerateParamsStreaming['size'],
    quality: settings.quality,
    output_format: settings.outputFormat,
    background: settings.background,
    moderation: settings.moderation,
    stream: true,
    partial_images: settings.partialImages,
  };
}
