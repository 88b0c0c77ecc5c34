import { blankImage, sharpInput } from '../core/sharp-input.js';
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

/** The room between the pictures of a thumbnail with references, in pixels. */
const GAP = 4;

/** `image` shrunk to its thumbnail's size as raw RGBA, or undefined when it cannot be read. */
async function shrunk(image: InputImage) {
  if (image.width * image.height > MAX_CHECKED_PIXELS) return undefined;
  const { width, height } = thumbnailSize(image);
  try {
    const data = await sharpInput(image.bytes, MAX_CHECKED_PIXELS)
      .resize(width, height, { fit: 'fill' })
      .ensureAlpha()
      .raw()
      .toBuffer();
    return { data, width, height };
  } catch {
    return undefined;
  }
}

/**
 * A small WebP of a checked input image (the card's "Edited from …" thumbnail), with its
 * `references` beside it, left to right, where it has any: encoded fresh from their pixels by
 * libvips, so it carries none of their metadata. Bounded before decoding: an image over the pixel
 * cap is not read, and any other is shrunk as it is read ({@link sharpInput}: never decoded whole;
 * `InputCodec.thumbnail` makes one at a time). Undefined when an image cannot be read.
 */
export async function inputThumbnail(
  image: InputImage,
  references: readonly InputImage[] = [],
): Promise<Buffer | undefined> {
  const pictures = [];
  for (const each of [image, ...references]) {
    const picture = await shrunk(each);
    if (!picture) return undefined;
    pictures.push(picture);
  }
  const width = pictures.reduce((sum, p) => sum + p.width, 0) + GAP * (pictures.length - 1);
  const height = Math.max(...pictures.map((p) => p.height));
  let left = 0;
  const placed = pictures.map(({ data, width: w, height: h }) => {
    const at = { input: data, raw: { width: w, height: h, channels: 4 as const }, left, top: 0 };
    left += w + GAP;
    return at;
  });
  try {
    return await blankImage(width, height).composite(placed).webp({ quality: QUALITY }).toBuffer();
  } catch {
    return undefined;
  }
}
