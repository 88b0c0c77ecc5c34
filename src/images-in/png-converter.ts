const EMPTY = new Uint8Array(0);

/**
 * Converts input images of a type the backend does not take to PNG, one at a time: each holds a
 * decoded bitmap (up to 64 MiB at the classifier's pixel cap), so two members' conversions never
 * hold two. One per app, passed in `AppContext` (`inputConverter`); `@napi-rs/canvas` is loaded
 * on the first conversion.
 */
export class PngConverter {
  #queue: Promise<unknown> = Promise.resolve();

  /** `bytes` (a still image of `width`×`height`, read from its header) decoded and encoded as PNG. */
  convert(bytes: Buffer, width: number, height: number): Promise<Buffer> {
    const run = this.#queue.then(async () => {
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
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
