import type { ByteLease } from '../core/byte-budget.js';
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
  /**
   * What its pixels take decoded (width × height × channels × bytes a sample): what libvips holds
   * while it reads them (the check's shrink, the card's thumbnail).
   */
  readonly decodedBytes: number;
}

/** The input budget's lease on an input, resized as its work holds more or less. */
export type InputHold = Pick<ByteLease, 'resize'>;

/** Room for an encoder's own headers and tables beside the pixels it is given. */
const ENCODER_ROOM = 65_536;

const SAMPLE_BYTES: Readonly<Record<string, number>> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** What `header`'s pixels take decoded, as libvips holds them (at least a byte a pixel). */
export function decodedBytesOf(header: Metadata): number {
  const { width = 0, height = 0, channels = 4, depth = 'uchar' } = header;
  return width * height * Math.max(1, channels) * (SAMPLE_BYTES[depth] ?? 1);
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
   * `held`, the input's lease, is resized before each step to what it holds: the file and its copy
   * without metadata (at most the file); or the file, its decoded pixels and its encoding (at most
   * the pixels), before it waits for its turn to be decoded; then the result and its decoded
   * pixels, which the check and the thumbnail read. Its header is read first, outside the turns.
   * @throws what libvips throws on an image it cannot read; the lease's refusal to grow (its
   *   signal, or the lease released).
   */
  async normalize(bytes: Buffer, type: InputImageType, held: InputHold): Promise<NormalizedInput> {
    const header = await headerOf(bytes);
    const { width = 0, height = 0 } = header.autoOrient ?? header;
    const decodedBytes = decodedBytesOf(header);
    const upright = (header.orientation ?? 1) <= 1;
    if (upright && header.format === FORMAT_OF[type]) {
      await held.resize(2 * bytes.length);
      const cleaned = withoutMetadata(bytes, SHOWN_OF[type]);
      if (cleaned) {
        await held.resize(cleaned.length + decodedBytes);
        return { bytes: cleaned, width, height, decodedBytes };
      }
    }
    await held.resize(bytes.length + 2 * decodedBytes + ENCODER_ROOM);
    const { data, info } = await this.#serial(() => {
      const turned = sharpInput(bytes, MAX_CHECKED_PIXELS).rotate();
      const encoded =
        type === 'image/png'
          ? turned.png(pngOptionsOf(header))
          : type === 'image/jpeg'
            ? turned.jpeg({ quality: LOSSY_QUALITY })
            : turned.webp({ quality: LOSSY_QUALITY });
      return encoded.toBuffer({ resolveWithObject: true });
    });
    await held.resize(data.length + decodedBytes);
    return { bytes: data, width: info.width, height: info.height, decodedBytes };
  }

  /**
   * The card's small WebP of a checked input and its references ({@link inputThumbnail}), or
   * undefined.
   */
  thumbnail(image: InputImage, references?: readonly InputImage[]): Promise<Buffer | undefined> {
    return this.#serial(() => inputThumbnail(image, references));
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
