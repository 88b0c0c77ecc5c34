import { createRequire } from 'node:module';
import type Libvips from 'sharp';
import type { Metadata, Sharp } from 'sharp';

export type { Metadata, PngOptions, Sharp } from 'sharp';

const require = createRequire(import.meta.url);
let sharpModule: typeof Libvips | undefined;

/**
 * libvips, loaded when the first image is opened rather than at start (its library is 6 MiB of
 * resident memory a bot that only holds generations never needs), on every backend: nothing else
 * imports `sharp`. As the bot uses it, process-wide: no cache of decoded images (each is read
 * once), one thread an image (CPU time is what counts; two cores are shared by everything).
 */
const sharp = (): typeof Libvips => {
  if (!sharpModule) {
    sharpModule = require('sharp') as typeof Libvips;
    sharpModule.cache(false);
    sharpModule.concurrency(1);
  }
  return sharpModule;
};

/**
 * A member's or a backend's still image opened by libvips (`sharp`) to be shrunk, bounded before
 * it is decoded: refused over `maxPixels` (`limitInputPixels`, read from its header), read top to
 * bottom (`sequentialRead`: a few rows held, never the whole bitmap; a JPEG or WebP decoded
 * smaller already when it is shrunk, libvips's shrink-on-load). `bytes` is handed over as a view,
 * never copied (an input may be 20 MiB).
 */
export function sharpInput(bytes: Uint8Array, maxPixels: number): Sharp {
  return sharp()(viewOf(bytes), { sequentialRead: true, limitInputPixels: maxPixels });
}

/** What an image's header says it carries besides its pixels (read without decoding them). */
export async function headerOf(bytes: Uint8Array): Promise<Metadata> {
  return sharp()(viewOf(bytes)).metadata();
}

const viewOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** An image the bot made itself, from raw pixels (`width` × `height` × `channels` bytes). */
export function rawImage(
  pixels: Uint8Array,
  raw: { readonly width: number; readonly height: number; readonly channels: 1 | 2 | 3 | 4 },
): Sharp {
  return sharp()(viewOf(pixels), { raw });
}

/** A transparent canvas of `width` × `height` the bot places its own pictures on. */
export function blankImage(width: number, height: number): Sharp {
  return sharp()({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  });
}
