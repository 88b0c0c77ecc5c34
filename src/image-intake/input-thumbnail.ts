import { sharpInput } from '../core/sharp-input.js';
import type { InputImage } from '../image-backend/images-in.js';
import { MAX_CHECKED_PIXELS } from '../safety/image-classifier.js';

/** The longest side of a card's source thumbnail, in pixels. */
export const THUMBNAIL_SIDE = 128;

/** The WebP quality of a thumbnail: a few KB, kept with its job. */
const QUALITY = 70;

/** The thumbnail's size: `image`'s proportions, its longest side {@link THUMBNAIL_SIDE} at most. */
export function thumbnailSize({ width, height }: Pick<InputImage, 'width' | 'height'>) {
  const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A small WebP of a checked input image (the card's "Edited from …" thumbnail), encoded
 * fresh from its pixels by libvips, so it carries none of the input's metadata. Bounded before
 * decoding: an image over the pixel cap is not read, and any other is shrunk as it is read
 * ({@link sharpInput}: never decoded whole; `InputCodec.thumbnail` makes one at a time). Undefined
 * when the image cannot be read.
 */
export async function inputThumbnail(image: InputImage): Promise<Buffer | undefined> {
  if (image.width * image.height > MAX_CHECKED_PIXELS) return undefined;
  const { width, height } = thumbnailSize(image);
  try {
    return await sharpInput(image.bytes, MAX_CHECKED_PIXELS)
      .resize(width, height, { fit: 'fill' })
      .webp({ quality: QUALITY })
      .toBuffer();
  } catch {
    return undefined;
  }
}
