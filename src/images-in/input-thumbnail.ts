import type { InputImage } from '../image-backend/images-in.js';
import { MAX_CHECKED_PIXELS } from '../safety/image-classifier.js';
import { downscalePng } from '../safety/png-downscale.js';

/** The longest side of a card's source thumbnail, in pixels. */
export const THUMBNAIL_SIDE = 128;

/** The WebP quality of a thumbnail: a few KB, kept with its job. */
const QUALITY = 70;

/** A PNG larger than this many pixels is shrunk as it is read (`downscalePng`), never decoded whole. */
const SHRINK_PNG_OVER = 1024 * 1024;

/** The square a large PNG is first read at, before it is drawn in its own proportions. */
const SAMPLED_SIDE = 2 * THUMBNAIL_SIDE;

const EMPTY = new Uint8Array(0);

/** The thumbnail's size: `image`'s proportions, its longest side {@link THUMBNAIL_SIDE} at most. */
export function thumbnailSize({ width, height }: Pick<InputImage, 'width' | 'height'>) {
  const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A small WebP of a checked input image (issue 56: the card's "Edited from …" thumbnail), encoded
 * fresh from its pixels, so it carries none of the input's metadata. Bounded before decoding: an
 * image over the pixel cap is not read; a large PNG is shrunk as it is read (`InputCodec.thumbnail`
 * makes one at a time). Undefined when the image cannot be read.
 */
export async function inputThumbnail(image: InputImage): Promise<Buffer | undefined> {
  if (image.width * image.height > MAX_CHECKED_PIXELS) return undefined;
  return encode(image).catch(() => undefined);
}

async function encode(image: InputImage): Promise<Buffer> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const { width, height } = thumbnailSize(image);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const large = image.type === 'image/png' && image.width * image.height > SHRINK_PNG_OVER;
  const pixels = large ? await downscalePng(image.bytes, SAMPLED_SIDE) : undefined;
  if (pixels) {
    const sampled = createCanvas(SAMPLED_SIDE, SAMPLED_SIDE);
    const data = sampled.getContext('2d').createImageData(SAMPLED_SIDE, SAMPLED_SIDE);
    data.data.set(pixels);
    sampled.getContext('2d').putImageData(data, 0, 0);
    context.drawImage(sampled, 0, 0, width, height);
  } else {
    const decoded = await loadImage(image.bytes);
    try {
      context.drawImage(decoded, 0, 0, width, height);
    } finally {
      decoded.src = EMPTY;
    }
  }
  return canvas.encode('webp', QUALITY);
}
