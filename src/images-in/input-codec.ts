import type { InputImage, InputImageType } from '../image-backend/images-in.js';
import { MAX_CHECKED_PIXELS } from '../safety/image-classifier.js';
import { headerOf, sharpInput } from '../safety/sharp-input.js';
import { inputThumbnail } from './input-thumbnail.js';

/** An input image as the backend gets it: its bytes, upright, and its size once turned. */
export interface NormalizedInput {
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
}

/** The quality of a lossy input encoded again (JPEG, WebP): nearly what the member gave. */
const LOSSY_QUALITY = 95;

/**
 * Decodes members' input images one at a time: an input encoded again (another type, or metadata
 * to leave out) and a card's thumbnail each hold libvips's rows and take a core while they run, so
 * two members' images are never decoded at once. One per app, passed in `AppContext`
 * (`inputCodec`).
 */
export class InputCodec {
  #queue: Promise<unknown> = Promise.resolve();

  /**
   * `bytes` (a still image within the pixel cap, read from its header) as the backend gets it:
   * turned upright by its EXIF orientation (as Discord shows it; backends ignore the tag), with
   * none of its metadata (EXIF and its GPS position, XMP, IPTC, text chunks: a member's photo
   * would tell a backend's workers where it was taken), in `type` (PNG lossless, JPEG and WebP at
   * quality 95, colours in sRGB). An image already in `type` that carries none of them (a colour
   * profile alone is no reason) is returned as it is, not encoded again. Read as it decodes
   * ({@link sharpInput}).
   * @throws what libvips throws on an image it cannot read.
   */
  normalize(bytes: Buffer, type: InputImageType): Promise<NormalizedInput> {
    return this.#serial(async () => {
      const header = await headerOf(bytes);
      const { width = 0, height = 0 } = header.autoOrient ?? header;
      const carries =
        (header.orientation ?? 1) > 1 ||
        [header.exif, header.xmp, header.iptc].some(Boolean) ||
        (header.comments?.length ?? 0) > 0;
      if (!carries && header.format === FORMAT_OF[type]) return { bytes, width, height };
      const upright = sharpInput(bytes, MAX_CHECKED_PIXELS).rotate();
      const encoded =
        type === 'image/png'
          ? upright.png()
          : type === 'image/jpeg'
            ? upright.jpeg({ quality: LOSSY_QUALITY })
            : upright.webp({ quality: LOSSY_QUALITY });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
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

/** libvips's name of each input type's format. */
const FORMAT_OF: Readonly<Record<InputImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};
