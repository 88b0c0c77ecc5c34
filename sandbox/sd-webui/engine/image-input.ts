import { createHash } from 'node:crypto';
import { Image, loadImage } from '@napi-rs/canvas';
import { apiError, SdRefusal } from '../sd-response.js';

/** An input image as the WebUI decoded it: its size and a digest its results are drawn from. */
export interface DecodedImage {
  readonly width: number;
  readonly height: number;
  readonly digest: string;
}

/** The bytes of an image sent as base64, or as a `data:image/…;base64,` URL (its prefix stripped). */
export function bytesOf(encoded: string): Buffer {
  const data = encoded.startsWith('data:image/')
    ? encoded.slice(encoded.indexOf(',') + 1)
    : encoded;
  return Buffer.from(data, 'base64');
}

/** `bytes` opened as a picture; anything Pillow cannot open is 500 `Invalid encoded image`. */
function opened(bytes: Buffer): Image {
  const image = new Image();
  try {
    image.src = bytes;
  } catch {
    throw invalid();
  }
  if (!image.width || !image.height) throw invalid();
  return image;
}

/**
 * `decode_base64_to_image`: base64, or a `data:image/…;base64,` URL with its prefix stripped;
 * anything Pillow cannot open is 500 `Invalid encoded image` [A1 modules/api/api.py l.77-99].
 * (An `http(s)` URL, fetched by the real server, is refused here: the bot never sends one.)
 */
export function decodeImage(encoded: string): DecodedImage {
  const bytes = bytesOf(encoded);
  const image = opened(bytes);
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { width: image.width, height: image.height, digest };
}

/**
 * An image sent as base64 decoded whole as a picture to draw from (an img2img's init image): a
 * picture's pixels are ready only once `loadImage` settles, not when its `src` is set.
 */
export const pictureOf = (encoded: string): Promise<Image> => loadImage(bytesOf(encoded));

const invalid = () =>
  new SdRefusal(apiError(500, 'HTTPException', 'Invalid encoded image', undefined));
