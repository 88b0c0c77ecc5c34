import { headerOf, sharpInput } from '../core/sharp-input.js';
import type { PixelSize } from '../image-backend/images-in.js';
import { InputImageError } from '../image-intake/intake-errors.js';
import { MAX_CHECKED_PIXELS } from '../safety/image-classifier.js';
import { imageFormatOf } from '../safety/image-format.js';
import { type AlphaPlane, changedShare, encodeMask } from './mask-alpha.js';

/**
 * Whether a mask of `mask`'s size fits an image of `image`'s size: the same size, or the same
 * proportions (scaled, within a pixel's rounding), as a mask painted on a preview would be.
 */
export function maskFits(mask: PixelSize, image: PixelSize): boolean {
  if (mask.width === image.width && mask.height === image.height) return true;
  const height = (mask.width * image.height) / image.width;
  return Math.abs(height - mask.height) <= 1;
}

/**
 * A member's attached mask (`/imagine image: mask:`, the Edit form) checked against the image it
 * masks, read from its header before anything is decoded: a still PNG, within the pixel cap, of
 * the image's size or proportions (scaled to its size), whose alpha marks what may change
 * (transparent, OpenAI's and the Horde's convention) and what must stay (opaque), both present.
 * Returned in the bot's form (`encodeMask`: alpha and inverted colour) at the image's size.
 * `bytes` were bounded by the download (`IMAGE_INPUT_MAX_BYTES`).
 * @throws {InputImageError} `maskNotPng`, `animated`, `tooManyPixels`, `maskSize`, `maskOpaque`,
 * `maskWhole` or `unreadable`.
 */
export async function checkAttachedMask(bytes: Buffer, image: PixelSize): Promise<Buffer> {
  const format = imageFormatOf(bytes);
  if (!format.shown || format.format !== 'png') throw new InputImageError('maskNotPng');
  if (format.animated) throw new InputImageError('animated');
  const { width, height } = format;
  if (width * height > MAX_CHECKED_PIXELS) {
    const side = Math.floor(Math.sqrt(MAX_CHECKED_PIXELS));
    throw new InputImageError('tooManyPixels', { width, height, max: `${side}×${side}` });
  }
  if (!maskFits(format, image)) {
    const imageSize = `${image.width}×${image.height}`;
    throw new InputImageError('maskSize', { size: `${width}×${height}`, imageSize });
  }
  const plane = await alphaOf(bytes, image);
  const share = changedShare(plane);
  if (share === 0) throw new InputImageError('maskOpaque');
  if (share === 1) throw new InputImageError('maskWhole');
  return encodeMask(plane);
}

/** The alpha of the PNG `bytes` at `size`; an image without alpha is all opaque. */
async function alphaOf(bytes: Buffer, size: PixelSize): Promise<AlphaPlane> {
  try {
    const header = await headerOf(bytes);
    if (!header.hasAlpha) return { ...size, alpha: Buffer.alloc(size.width * size.height, 255) };
    const alpha = await sharpInput(bytes, MAX_CHECKED_PIXELS)
      .ensureAlpha()
      .extractChannel(3)
      .resize(size.width, size.height, { fit: 'fill' })
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    return { width: size.width, height: size.height, alpha };
  } catch (cause) {
    throw new InputImageError('unreadable', {}, { cause });
  }
}
