import { createHash } from 'node:crypto';
import { loadImage } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import { HordeError } from './horde-response.js';
import type { ReturnCode } from './spec/answer-schemas.js';

/** The most pixels a base64 source may have (`convert_source_image_to_pil`: 3072×3072). */
export const MAX_SOURCE_PIXELS = 3072 * 3072;

/** A request's source image as the emulator read it (what a test checks was sent). */
export interface SourceImage {
  /** SHA-256 of the decoded bytes, hex. */
  readonly digest: string;
  readonly width: number;
  readonly height: number;
  /** `source_processing` (the server's default: `img2img`). */
  readonly processing: string;
  /** `params.denoising_strength` as sent (the server has no default of its own). */
  readonly strength: number | undefined;
  /** The `source_mask` of an inpainting or outpainting request, if sent: its digest and size. */
  readonly mask?: { readonly digest: string; readonly width: number; readonly height: number };
}

type Json = Record<string, unknown>;

/**
 * `e.ImageValidationFailed` (400): its text always starts "Image validation failed. ", by default
 * followed by the server's plea for a URL or valid base64.
 */
export const imageValidationFailed = (
  message = 'Please ensure the source image payload is either a URL containing an image or a valid base64 encoded image.',
  rc: ReturnCode = 'ImageValidationFailed',
) => new HordeError(400, `Image validation failed. ${message}`, rc);

/**
 * The source checks of `ImageAsyncGenerate.validate`: a `source_mask` without a `source_image`
 * (400 SourceMaskUnnecessary), `remix` on a model that is not Stable Cascade (400 InvalidRemix).
 */
export function checkSourceFields(body: Json, models: readonly string[]): void {
  if (typeof body.source_mask === 'string' && typeof body.source_image !== 'string') {
    throw new HordeError(
      400,
      'Please do not pass a source_mask unless you are sending a source_image as well',
      'SourceMaskUnnecessary',
    );
  }
  if (
    typeof body.source_image === 'string' &&
    body.source_processing === 'remix' &&
    !models.every((model) => /stable.?cascade/i.test(model))
  ) {
    throw new HordeError(
      400,
      'Image Remix is only available for Stable Cascade models.',
      'InvalidRemix',
    );
  }
}

/**
 * The size of an image sent in base64 (a source or a mask), as the Horde checks it: readable
 * (`decode` succeeds), at most 3072×3072. @throws HordeError 400 ImageValidationFailed otherwise.
 */
export async function checkedImage(
  bytes: Buffer,
  decode: (bytes: Buffer) => Promise<unknown>,
): Promise<{ width: number; height: number }> {
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw imageValidationFailed();
  }
  if (size.width * size.height > MAX_SOURCE_PIXELS) {
    throw imageValidationFailed(
      'Image size cannot exceed 3072*3072 pixels',
      'SourceImageResolutionExceeded',
    );
  }
  await decode(bytes).catch(() => {
    throw imageValidationFailed();
  });
  return size;
}

/**
 * Reads `source_image` as `ensure_source_image_uploaded` does when a request is activated (after
 * the dry run's answer): base64 (a `data:` prefix is not stripped), opened by its header (not an
 * image: 400 ImageValidationFailed), over 3072×3072 pixels 400 SourceImageResolutionExceeded, then
 * decoded whole as the server's re-encode to WebP does (undecodable: 400 ImageValidationFailed).
 * An `http…` source would be fetched by the server: the emulator fetches nothing and answers as a
 * failed fetch. Undefined without a source.
 */
export async function readSourceImage(body: Json): Promise<SourceImage | undefined> {
  const given = body.source_image;
  if (typeof given !== 'string') return undefined;
  if (given.startsWith('http'))
    throw imageValidationFailed('Something went wrong when retrieving image url.');
  const bytes = Buffer.from(given, 'base64');
  const size = await checkedImage(bytes, loadImage);
  const params = (body.params ?? {}) as Json;
  return {
    digest: createHash('sha256').update(bytes).digest('hex'),
    width: size.width,
    height: size.height,
    processing: typeof body.source_processing === 'string' ? body.source_processing : 'img2img',
    strength: typeof params.denoising_strength === 'number' ? params.denoising_strength : undefined,
  };
}
