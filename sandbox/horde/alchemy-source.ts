import { createHash } from 'node:crypto';
import { loadImage } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import { imageTiles } from './alchemy-forms.js';
import { dominantColour } from './alchemy-results.js';
import { HordeError } from './horde-response.js';
import type { AlchemySource } from './interrogation.js';
import { imageValidationFailed as failed, MAX_SOURCE_PIXELS } from './source-image.js';

/** The largest source URL body the server reads (`_ensure_source_image_uploaded`: 5 chunks of 1 MiB). */
const MAX_URL_BYTES = 5 * 1024 * 1024;
/** Its `Content-Length` cap: `int(size) / 1024 > 5000`. */
const MAX_URL_LENGTH = 5000 * 1024;
/** `requests.get(…, timeout=2)`: to connect, and between two reads. */
const URL_TIMEOUT_MS = 2_000;
/** The most tiles an alchemy source may have (`Interrogate.post`). */
export const MAX_ALCHEMY_TILES = 255;

const TOO_BIG = () => failed('Provided image cannot be larger than 5Mb', 'SourceImageSizeExceeded');

/**
 * Reads a URL source as the server's `requests.get(stream=True, timeout=2)` does: 2 s for the
 * connection and between two reads (not for the whole download), capped at 5 MiB.
 */
async function fetchSource(url: string): Promise<Buffer> {
  const silent = new AbortController();
  let timer = setTimeout(() => silent.abort(), URL_TIMEOUT_MS);
  const heard = () => {
    clearTimeout(timer);
    timer = setTimeout(() => silent.abort(), URL_TIMEOUT_MS);
  };
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const response = await fetch(url, { signal: silent.signal });
    heard();
    if (Number(response.headers.get('content-length') ?? 0) > MAX_URL_LENGTH) throw TOO_BIG();
    for await (const chunk of response.body ?? []) {
      heard();
      size += chunk.length;
      if (size > MAX_URL_BYTES) throw TOO_BIG();
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    if (error instanceof HordeError) throw error;
    throw failed('Something went wrong when retrieving image url.');
  } finally {
    clearTimeout(timer);
  }
  // An empty body leaves the server's `img_data` unbound: a failure like any other.
  if (size === 0) throw failed('Something went wrong when retrieving image url.');
  return Buffer.concat(chunks);
}

function sizeOf(bytes: Buffer, notImage: () => HordeError): { width: number; height: number } {
  try {
    return imageSize(bytes);
  } catch {
    throw notImage();
  }
}

/**
 * Reads an alchemy request's `source_image` as `ensure_source_image_uploaded` does, then counts
 * its tiles:
 * - `http…`: fetched (2 s to connect and between reads); over 5 MB (by `Content-Length` or read) 400
 *   SourceImageSizeExceeded; not an image 400 SourceImageUrlInvalid; any other failure 400
 *   ImageValidationFailed. Opened by its header only, no pixel cap; handed to workers as is.
 * - base64 (a `data:` prefix is not stripped): not an image 400 ImageValidationFailed, over
 *   3072×3072 pixels 400 SourceImageResolutionExceeded, then decoded whole (the server's WebP
 *   re-encode for R2; undecodable 400 ImageValidationFailed).
 * Over {@link MAX_ALCHEMY_TILES} tiles: 400 SourceImageResolutionExceeded.
 */
export async function readAlchemySource(given: string): Promise<AlchemySource> {
  const url = given.startsWith('http');
  let bytes: Buffer;
  let size: { width: number; height: number };
  if (url) {
    bytes = await fetchSource(given);
    size = sizeOf(bytes, () =>
      failed('Url does not contain a valid image.', 'SourceImageUrlInvalid'),
    );
  } else {
    bytes = Buffer.from(given, 'base64');
    size = sizeOf(bytes, () => failed());
    if (size.width * size.height > MAX_SOURCE_PIXELS) {
      throw failed('Image size cannot exceed 3072*3072 pixels', 'SourceImageResolutionExceeded');
    }
    await loadImage(bytes).catch(() => {
      throw failed();
    });
  }
  const tiles = imageTiles(size.width, size.height);
  if (tiles > MAX_ALCHEMY_TILES) {
    throw failed(
      `Image is too large (${tiles} tiles) and would cause horde alchemists to run out of VRAM trying to process it.`,
      'SourceImageResolutionExceeded',
    );
  }
  return {
    bytes,
    digest: createHash('sha256').update(bytes).digest('hex'),
    width: size.width,
    height: size.height,
    tiles,
    r2stored: !url,
    colour: await dominantColour(bytes),
  };
}
