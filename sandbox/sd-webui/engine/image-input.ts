import { createHash } from 'node:crypto';
import { Image } from '@napi-rs/canvas';
import { apiError, SdRefusal } from '../sd-response.js';

/** An input image as the WebUI decoded it: its size and a digest its results are drawn from. */
export interface DecodedImage {
  readonly width: number;
  readonly height: number;
  readonly digest: string;
}

/**
 * `decode_base64_to_image`: base64, or a `data:image/…;base64,` URL with its prefix stripped;
 * anything Pillow cannot open is 500 `Invalid encoded image` [A1 modules/api/api.py l.77-99].
 * (An `http(s)` URL, fetched by the real server, is refused here: the bot never sends one.)
 */
export function decodeImage(encoded: string): DecodedImage {
  const data = encoded.startsWith('data:image/')
    ? encoded.slice(encoded.indexOf(',') + 1)
    : encoded;
  const bytes = Buffer.from(data, 'base64');
  const image = new Image();
  try {
    image.src = bytes;
  } catch {
    throw invalid();
  }
  if (!image.width || !image.height) throw invalid();
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { width: image.width, height: image.height, digest };
}

const invalid = () =>
  new SdRefusal(apiError(500, 'HTTPException', 'Invalid encoded image', undefined));
