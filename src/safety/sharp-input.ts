import sharp, { type Metadata, type Sharp } from 'sharp';

/**
 * A member's or a backend's still image opened by libvips (`sharp`) to be shrunk, bounded before
 * it is decoded: refused over `maxPixels` (`limitInputPixels`, read from its header), read top to
 * bottom (`sequentialRead`: a few rows held, never the whole bitmap; a JPEG or WebP decoded
 * smaller already when it is shrunk, libvips's shrink-on-load). `bytes` is handed over as a view,
 * never copied (an input may be 20 MiB). libvips as the bot uses it, process-wide: no cache of
 * decoded images (each is read once), one thread an image (CPU time is what counts; two cores are
 * shared by everything).
 */
export function sharpInput(bytes: Uint8Array, maxPixels: number): Sharp {
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp(viewOf(bytes), { sequentialRead: true, limitInputPixels: maxPixels });
}

/** What an image's header says it carries besides its pixels (read without decoding them). */
export async function headerOf(bytes: Uint8Array): Promise<Metadata> {
  return sharp(viewOf(bytes)).metadata();
}

const viewOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
