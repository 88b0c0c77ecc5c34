import { imageSize } from 'image-size';

/** The formats Discord shows as an image, with the extension and content type each is posted under. */
export const SHOWN_FORMATS = {
  png: { extension: 'png', contentType: 'image/png' },
  jpg: { extension: 'jpg', contentType: 'image/jpeg' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;

/** One of {@link SHOWN_FORMATS}. */
export type ShownFormat = keyof typeof SHOWN_FORMATS;

/**
 * What a file is, read from its header only (nothing decoded): an image Discord shows, with its
 * size and whether it has several frames (animated GIF, APNG, animated WebP); or anything else
 * (SVG, HTML, an unknown or broken file), with the type `image-size` found, if any.
 */
export type ImageFormat =
  | {
      readonly shown: true;
      readonly format: ShownFormat;
      readonly width: number;
      readonly height: number;
      readonly animated: boolean;
    }
  | { readonly shown: false; readonly type: string | undefined };

const isShown = (type: string | undefined): type is ShownFormat =>
  type !== undefined && Object.hasOwn(SHOWN_FORMATS, type);

/** Reads `bytes`' format, size and animation from its header (PNG, JPEG, GIF, WebP). */
export function imageFormatOf(bytes: Uint8Array): ImageFormat {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { shown: false, type: undefined };
  }
  const { type, width, height } = size;
  if (!isShown(type) || !(width > 0 && height > 0)) return { shown: false, type };
  return { shown: true, format: type, width, height, animated: ANIMATED[type](bytes) };
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** An APNG has an `acTL` chunk before its first `IDAT`. */
function pngAnimated(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 8 <= bytes.length; at += 12 + view.getUint32(at)) {
    const type = ascii(bytes, at + 4, 4);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
  }
  return false;
}

/** A WebP's extended header (`VP8X`) has the animation flag. */
const webpAnimated = (bytes: Uint8Array): boolean =>
  ascii(bytes, 12, 4) === 'VP8X' && ((bytes[20] ?? 0) & 0x02) !== 0;

/** Skips a GIF's data sub-blocks from `at`; where the next block starts. */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  let next = at;
  while (next < bytes.length && bytes[next] !== 0) next += 1 + (bytes[next] ?? 0);
  return next + 1;
}

/**
 * A GIF with more than one image descriptor (frame), walked block by block; one whose walk does
 * not end at its trailer may hide frames, so it counts as animated (fail safe: not checked).
 */
function gifAnimated(bytes: Uint8Array): boolean {
  const screenFlags = bytes[10] ?? 0;
  let at = 13 + (screenFlags & 0x80 ? 3 << ((screenFlags & 7) + 1) : 0);
  let frames = 0;
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return false;
    if (block === 0x21) at = skipSubBlocks(bytes, at + 2);
    else if (block === 0x2c) {
      if (++frames > 1) return true;
      const flags = bytes[at + 9] ?? 0;
      at += 10 + (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0);
      at = skipSubBlocks(bytes, at + 1);
    } else return true;
  }
  return true;
}

const ANIMATED: Readonly<Record<ShownFormat, (bytes: Uint8Array) => boolean>> = {
  png: pngAnimated,
  jpg: () => false,
  gif: gifAnimated,
  webp: webpAnimated,
};
