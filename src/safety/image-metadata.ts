import type { ImageMetadataMode } from '../core/image-variables.js';
import type { ShownFormat } from './image-format.js';
import { jpegComment, jpegWithoutMetadata } from './jpeg-metadata.js';
import { pngTextChunk, pngWithoutMetadata } from './png-metadata.js';
import { webpWithoutMetadata } from './webp-metadata.js';

/** The keyword of the text the `parameters` mode writes, as the Stable Diffusion WebUI names it. */
const PARAMETERS_KEYWORD = 'parameters';

/**
 * `data`, an image of `format`, holding its pixels and their colour only: its file's structure
 * walked (PNG chunks, JPEG segments, WebP chunks), every kept byte as it was, nothing decoded (see
 * `pngWithoutMetadata`, `jpegWithoutMetadata`, `webpWithoutMetadata`); `added` (a PNG chunk or a
 * JPEG segment) written in. `data` itself when it holds nothing else; undefined when its structure
 * cannot be walked, or for a GIF. A posted image and a member's input go through the same walk.
 */
export function withoutMetadata(
  data: Buffer,
  format: ShownFormat,
  added: readonly Buffer[] = [],
): Buffer | undefined {
  switch (format) {
    case 'png':
      return pngWithoutMetadata(data, added);
    case 'jpg':
      return jpegWithoutMetadata(data, added);
    case 'webp':
      return webpWithoutMetadata(data);
    case 'gif':
      return undefined;
  }
}

/**
 * `data`, an image of `format`, as it is posted under `mode` (`IMAGE_METADATA`): `keep` as is;
 * `strip` without the backend's metadata ({@link withoutMetadata}); `parameters` the same with
 * `parameters()` written instead (a PNG `parameters` text chunk, a JPEG comment; a WebP carries
 * none). A file that cannot be walked, and a GIF, which no backend makes, are posted as they are.
 */
export function imageWithMetadata(
  data: Buffer,
  format: ShownFormat,
  mode: ImageMetadataMode,
  parameters: () => string,
): Buffer {
  if (mode === 'keep') return data;
  const own = mode === 'parameters';
  const added =
    own && format === 'png'
      ? [pngTextChunk(PARAMETERS_KEYWORD, parameters())]
      : own && format === 'jpg'
        ? [jpegComment(parameters())]
        : [];
  return withoutMetadata(data, format, added) ?? data;
}
