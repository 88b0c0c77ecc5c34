import type { ImageMetadataMode } from '../core/config.js';
import type { ShownFormat } from './image-format.js';
import { jpegComment, rewriteJpegMetadata } from './jpeg-metadata.js';
import { pngTextChunk, rewritePngMetadata } from './png-metadata.js';
import { rewriteWebpMetadata } from './webp-metadata.js';

/** The keyword of the text the `parameters` mode writes, as the Stable Diffusion WebUI names it. */
const PARAMETERS_KEYWORD = 'parameters';

/**
 * `data`, an image of `format`, as it is posted under `mode` (`IMAGE_METADATA`): `keep` as is;
 * `strip` without the backend's metadata (PNG text, EXIF and XMP chunks; JPEG APP1, APP13 and
 * comments; WebP EXIF and XMP), every other byte as it was, nothing decoded; `parameters` the
 * same with `parameters()` written instead (a PNG `parameters` text chunk, a JPEG comment; a WebP
 * carries none). A GIF, which no backend makes, is posted as is.
 */
export function imageWithMetadata(
  data: Buffer,
  format: ShownFormat,
  mode: ImageMetadataMode,
  parameters: () => string,
): Buffer {
  if (mode === 'keep') return data;
  const own = mode === 'parameters';
  switch (format) {
    case 'png':
      return rewritePngMetadata(data, own ? [pngTextChunk(PARAMETERS_KEYWORD, parameters())] : []);
    case 'jpg':
      return rewriteJpegMetadata(data, own ? [jpegComment(parameters())] : []);
    case 'webp':
      return rewriteWebpMetadata(data);
    case 'gif':
      return data;
  }
}
