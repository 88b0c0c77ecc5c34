import { bytesText } from '../i18n/localized-text.js';
import type {
  ImagesInCapabilities,
  InputImage,
  InputImageType,
} from '../image-backend/images-in.js';
import { MAX_CHECKED_PIXELS } from '../safety/image-classifier.js';
import { imageFormatOf, SHOWN_FORMATS, type ShownFormat } from '../safety/image-format.js';
import { InputImageError } from './errors.js';
import type { InputCodec } from './input-codec.js';

/** The input type of a format read from a header; GIF is no backend's, so always converted. */
const TYPE_OF: Readonly<Record<ShownFormat, InputImageType | undefined>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: undefined,
};

/**
 * `bytes` as an input image `imagesIn` takes, read from its header before anything is decoded: a
 * still PNG, JPEG, WebP or GIF within the backend's pixels (and the classifier's 4096×4096), in
 * a type the backend takes (another is converted to PNG by `converter`: decoded, bounded by those pixels), at
 * most the backend's bytes once converted.
 * @throws {InputImageError} `notImage`, `animated`, `tooManyPixels`, `tooLarge` or `unreadable`.
 */
export async function checkInputImage(
  bytes: Buffer,
  imagesIn: Pick<ImagesInCapabilities, 'maxInput' | 'types'>,
  converter: Pick<InputCodec, 'convert'>,
): Promise<InputImage> {
  const format = imageFormatOf(bytes);
  if (!format.shown)
    throw new InputImageError('notImage', {}, { detail: format.type ?? 'unknown' });
  if (format.animated) throw new InputImageError('animated');
  const { width, height } = format;
  const maxPixels = Math.min(imagesIn.maxInput.pixels, MAX_CHECKED_PIXELS);
  if (width * height > maxPixels) {
    const side = Math.floor(Math.sqrt(maxPixels));
    throw new InputImageError('tooManyPixels', { width, height, max: `${side}×${side}` });
  }
  const own = TYPE_OF[format.format];
  const taken = own !== undefined && imagesIn.types.includes(own);
  let converted: Buffer;
  try {
    converted = taken ? bytes : await converter.convert(bytes, width, height);
  } catch (cause) {
    throw new InputImageError('unreadable', {}, { cause });
  }
  const type: InputImageType = taken ? own : 'image/png';
  if (!taken && !imagesIn.types.includes(type)) {
    const shown = SHOWN_FORMATS[format.format].contentType;
    throw new InputImageError('notImage', {}, { detail: `${shown}: no type the backend takes` });
  }
  const max = imagesIn.maxInput.bytes;
  if (converted.length > max) {
    throw new InputImageError('tooLarge', {
      size: bytesText(converted.length),
      max: bytesText(max),
    });
  }
  return { bytes: converted, type, width, height };
}
