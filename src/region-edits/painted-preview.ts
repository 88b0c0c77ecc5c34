import { rawImage, sharpInput } from '../core/sharp-input.js';
import type { InputImage, PixelSize } from '../image-backend/images-in.js';
import { MAX_CHECKED_PIXELS } from '../safety/image-classifier.js';
import { pickerSize } from './picker-image.js';

/** The tint over the painted area: the painter's brush colour, half covering. */
const TINT = { r: 255, g: 64, b: 160 } as const;
const TINT_ALPHA = 0.5;

/** The WebP quality of the preview (shown once to its member, never sent to a backend). */
const QUALITY = 82;

/**
 * What a member painted, shown back before anything runs: `image` at the picker's size with the
 * area `mask` frees (alpha 0, the region edits' form) tinted as the painter's brush showed it; a
 * WebP encoded fresh from the pixels, so it carries none of the input's metadata. Both bounded
 * before decoding ({@link sharpInput}); `mask` is the checked mask of `image`'s size.
 * @throws what libvips throws on an image it cannot read.
 */
export async function paintedPreview(
  image: Pick<InputImage, 'bytes'> & PixelSize,
  mask: Buffer,
): Promise<Buffer> {
  const size = pickerSize(image);
  const kept = await sharpInput(mask, MAX_CHECKED_PIXELS)
    .resize(size.width, size.height, { fit: 'fill' })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer();
  const tint = Buffer.alloc(kept.length * 4);
  for (let pixel = 0; pixel < kept.length; pixel += 1) {
    const alpha = Math.round((255 - (kept[pixel] as number)) * TINT_ALPHA);
    tint.set([TINT.r, TINT.g, TINT.b, alpha], pixel * 4);
  }
  const overlay = await rawImage(tint, { ...size, channels: 4 })
    .png()
    .toBuffer();
  return sharpInput(image.bytes, MAX_CHECKED_PIXELS)
    .resize(size.width, size.height, { fit: 'fill' })
    .composite([{ input: overlay, left: 0, top: 0 }])
    .webp({ quality: QUALITY })
    .toBuffer();
}
