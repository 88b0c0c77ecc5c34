import { MAX_CHECKED_PIXELS } from '../../safety/image-classifier.js';
import { type ImageFormat, SHOWN_FORMATS } from '../../safety/image-format.js';

/** A still image Discord shows, as its header says (`imageFormatOf`). */
export type ShownImage = Extract<ImageFormat, { shown: true }>;

/** An image re-encoded to fit an upload limit: its bytes, format and the size it is posted at. */
export interface FittedImage {
  readonly data: Buffer;
  readonly format: 'webp';
  readonly width: number;
  readonly height: number;
}

/** The WebP qualities tried at each size, best first. */
const QUALITIES = [90, 75, 60] as const;

/** Sizes tried: the image's own, then each smaller than the last until one fits. */
const MAX_SIZES = 4;

/** Each smaller size is at most this share of the last one's sides. */
const MAX_SHRINK = 0.8;

const EMPTY = new Uint8Array(0);

/** One re-encode at a time: each holds the decoded bitmap (up to 64 MiB at the pixel cap). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * `data` (a still image, as `format` read its header) re-encoded as lossy WebP of at most
 * `maxBytes`: at its own size in falling qualities, then smaller, keeping its proportions. Nothing
 * is decoded for an animated image (its frames would be lost) or one over `maxPixels` (bounded
 * before decoding); undefined for those, and when no size tried fits. One re-encode runs at a time,
 * `@napi-rs/canvas` loaded on the first.
 */
export function fitUpload(
  data: Buffer,
  format: ShownImage,
  maxBytes: number,
  maxPixels = MAX_CHECKED_PIXELS,
): Promise<FittedImage | undefined> {
  if (format.animated || format.width * format.height > maxPixels) {
    return Promise.resolve(undefined);
  }
  const run = queue.then(() => reencode(data, format, maxBytes));
  queue = run.catch(() => undefined);
  return run;
}

async function reencode(
  data: Buffer,
  format: ShownImage,
  maxBytes: number,
): Promise<FittedImage | undefined> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(data);
  try {
    let { width, height } = format;
    for (let size = 0; size < MAX_SIZES; size += 1) {
      const canvas = createCanvas(width, height);
      canvas.getContext('2d').drawImage(image, 0, 0, width, height);
      let smallest = Number.POSITIVE_INFINITY;
      for (const quality of QUALITIES) {
        const encoded = await canvas.encode('webp', quality);
        if (encoded.length <= maxBytes) return { data: encoded, format: 'webp', width, height };
        smallest = Math.min(smallest, encoded.length);
      }
      const shrink = Math.min(MAX_SHRINK, Math.sqrt(maxBytes / smallest) * 0.95);
      width = Math.max(1, Math.floor(width * shrink));
      height = Math.max(1, Math.floor(height * shrink));
    }
    return undefined;
  } finally {
    image.src = EMPTY;
  }
}

/** The format a fitted image is posted in, with its extension and content type. */
export const FITTED_FORMAT = SHOWN_FORMATS.webp;
