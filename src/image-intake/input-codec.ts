import { headerOf, type Metadata, type PngOptions, sharpInput } from '../core/sharp-input.js';
import type { InputImage, InputImageType } from '../image-backend/images-in.js';
import { MAX_CHECKED_PIXELS } from '../safety/image-classifier.js';
import type { ShownFormat } from '../safety/image-format.js';
import { withoutMetadata } from '../safety/image-metadata.js';
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
   * turned upright by its EXIF orientation (as Discord shows it; backends ignore the tag), holding
   * its pixels and nothing else (no EXIF and its GPS position, XMP, text, comments, C2PA, private
   * chunks, bytes after its end: a member's photo would tell a backend's workers where it was
   * taken), in `type`. An upright image already in `type` loses what it carries besides its pixels
   * and their colour from its file's structure, never encoded again, so never larger
   * ({@link withoutMetadata}); another (turned, converted, or one that cannot be walked) is
   * decoded as it is read ({@link sharpInput}) and encoded again: PNG losslessly no larger than it
   * must be ({@link pngOptionsOf}), JPEG and WebP at quality 95, colours in sRGB.
   * @throws what libvips throws on an image it cannot read.
   */
  normalize(bytes: Buffer, type: InputImageType): Promise<NormalizedInput> {
    return this.#serial(async () => {
      const header = await headerOf(bytes);
      const { width = 0, height = 0 } = header.autoOrient ?? header;
      const upright = (header.orientation ?? 1) <= 1;
      const kept = upright && header.format === FORMAT_OF[type];
      const cleaned = kept ? withoutMetadata(bytes, SHOWN_OF[type]) : undefined;
      if (cleaned) return { bytes: cleaned, width, height };
      const turned = sharpInput(bytes, MAX_CHECKED_PIXELS).rotate();
      const encoded =
        type === 'image/png'
          ? turned.png(pngOptionsOf(header))
          : type === 'image/jpeg'
            ? turned.jpeg({ quality: LOSSY_QUALITY })
            : turned.webp({ quality: LOSSY_QUALITY });
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

/**
 * How a PNG is encoded again: a palette image keeps its palette, every colour exactly (no
 * dithering, as many entries as its bit depth holds); another is filtered row by row (libpng's
 * adaptive filtering: a screenshot or a render shrinks to a fraction of the unfiltered size) at
 * zlib's default level 6 (level 9 costs twice the CPU on a photo for a percent or two).
 */
export function pngOptionsOf(header: Pick<Metadata, 'isPalette' | 'bitsPerSample'>): PngOptions {
  if (!header.isPalette) return { compressionLevel: 6, adaptiveFiltering: true };
  const colours = 2 ** Math.min(8, header.bitsPerSample ?? 8);
  return { compressionLevel: 9, palette: true, colours: Math.max(2, colours), dither: 0 };
}

/** libvips's name of each input type's format. */
const FORMAT_OF: Readonly<Record<InputImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** Each input type's format as its file's structure is walked. */
const SHOWN_OF: Readonly<Record<InputImageType, ShownFormat>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
