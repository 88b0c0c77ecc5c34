import type { InputImage } from '../image-backend/images-in.js';
import { inputThumbnail } from './input-thumbnail.js';

const EMPTY = new Uint8Array(0);

/**
 * Decodes members' input images one at a time: a conversion to PNG (a type the backend does not
 * take) holds a decoded bitmap (up to 64 MiB at the classifier's pixel cap), and a card's
 * thumbnail (shrunk by libvips as it is read) takes a core while it runs, so two members' images
 * are never decoded at once. One per app, passed in `AppContext` (`inputCodec`);
 * `@napi-rs/canvas` is loaded on the first conversion.
 */
export class InputCodec {
  #queue: Promise<unknown> = Promise.resolve();

  /** `bytes` (a still image of `width`×`height`, read from its header) decoded and encoded as PNG. */
  convert(bytes: Buffer, width: number, height: number): Promise<Buffer> {
    return this.#serial(async () => {
      const { createCanvas, loadImage } = await import('@napi-rs/canvas');
      const image = await loadImage(bytes);
      try {
        const canvas = createCanvas(width, height);
        canvas.getContext('2d').drawImage(image, 0, 0, width, height);
        return await canvas.encode('png');
      } finally {
        image.src = EMPTY;
      }
    });
  }

  /** The card's small WebP of a checked input ({@link inputThumbnail}), or undefined. */
  thumbnail(image: InputImage): Promise<Buffer | undefined> {
    return this.#serial(() => inputThumbnail(image));
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
