import { randomUUID } from 'node:crypto';

/** How many of an image's bytes are encoded at a time: 256 KiB of base64, a multiple of 3. */
const BYTES_A_PIECE = 3 * 65_536;

/**
 * An image's bytes that a JSON body carries in base64 (a WebUI's `init_images`, the Horde's
 * `source_image`), written piece by piece as the body is sent ({@link jsonBody}): never a base64
 * string of its own, nor a JSON text around it, each the size of the image and a third. Its bytes
 * never reach a socket themselves, only their encoding (a copy). `JSON.stringify` of it elsewhere
 * writes `{}`.
 */
export class Base64Bytes {
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }

  /** The length of its base64. */
  get encodedLength(): number {
    return 4 * Math.ceil(this.#bytes.byteLength / 3);
  }

  /** Its base64, a piece at a time (each a fresh buffer, dropped once written). */
  *pieces(): Generator<Buffer> {
    const bytes = this.#bytes;
    for (let at = 0; at < bytes.byteLength; at += BYTES_A_PIECE) {
      const end = Math.min(bytes.byteLength, at + BYTES_A_PIECE);
      const view = Buffer.from(bytes.buffer, bytes.byteOffset + at, end - at);
      yield Buffer.from(view.toString('base64'), 'latin1');
    }
  }

  /** Its whole base64, as one string (a test's or a caller's that needs it whole). */
  toBase64(): string {
    const { buffer, byteOffset, byteLength } = this.#bytes;
    return Buffer.from(buffer, byteOffset, byteLength).toString('base64');
  }
}

/** `bytes` as a JSON body carries them: base64, streamed ({@link Base64Bytes}). */
export const base64Of = (bytes: Uint8Array): Base64Bytes => new Base64Bytes(bytes);

/** A JSON body as it is sent: its text, or its length and its pieces where it carries images. */
export type JsonBody =
  | { readonly text: string }
  | { readonly length: number; readonly pieces: () => AsyncIterable<Uint8Array> };

/**
 * `value` as the JSON text `JSON.stringify` writes, each {@link Base64Bytes} in it a string of its
 * base64: one text where it carries none; else its exact length (the `Content-Length`) and its
 * pieces, the text around each image and the image's base64 a piece at a time, made afresh for
 * each sending.
 */
export function jsonBody(value: unknown): JsonBody {
  const images: Base64Bytes[] = [];
  const mark = `imagine-base64-${randomUUID()}-`;
  const text = JSON.stringify(value, function (this: Record<string, unknown>, key, shown) {
    const held = this[key];
    return held instanceof Base64Bytes ? `${mark}${images.push(held) - 1}` : shown;
  });
  if (images.length === 0) return { text };
  const texts = text.split(new RegExp(`"${mark}\\d+"`)).map((part) => Buffer.from(part, 'utf8'));
  const order = [...text.matchAll(new RegExp(`"${mark}(\\d+)"`, 'g'))].map(
    (found) => images[Number(found[1])] as Base64Bytes,
  );
  const quote = Buffer.from('"');
  const length =
    texts.reduce((sum, part) => sum + part.length, 0) +
    order.reduce((sum, image) => sum + 2 + image.encodedLength, 0);
  async function* pieces(): AsyncIterable<Uint8Array> {
    for (const [index, part] of texts.entries()) {
      if (part.length > 0) yield part;
      const image = order[index];
      if (!image) continue;
      yield quote;
      yield* image.pieces();
      yield quote;
    }
  }
  return { length, pieces };
}
