import { freeBytes } from '../core/free-bytes.js';
import { bytesText } from '../i18n/localized-text.js';
import type { BackendCapabilities } from '../image-backend/capabilities.js';
import {
  fieldsOf,
  fitsSize,
  type ImageAction,
  offeredChoice,
  tokenOf,
} from '../image-backend/image-actions.js';
import type {
  ImagesInCapabilities,
  InputImage,
  InputImageType,
  PixelSize,
} from '../image-backend/images-in.js';
import { MAX_CHECKED_PIXELS } from '../safety/image-classifier.js';
import { imageFormatOf, SHOWN_FORMATS, type ShownFormat } from '../safety/image-format.js';
import type { InputCodec, InputHold, NormalizedInput } from './input-codec.js';
import { InputImageError } from './intake-errors.js';

/** The input type of a format read from a header; GIF is no backend's, so always converted. */
const TYPE_OF: Readonly<Record<ShownFormat, InputImageType | undefined>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: undefined,
};

/** A checked input image, and what its pixels take decoded (`NormalizedInput.decodedBytes`). */
export type CheckedInput = InputImage & Pick<NormalizedInput, 'decodedBytes'>;

/**
 * `bytes` (a member's file, the caller's own) as an input image `imagesIn` takes, read from its
 * header before anything is decoded: a still PNG, JPEG, WebP or GIF within the backend's pixels
 * (and the classifier's 4096×4096), in a type the backend takes (its own, else PNG), upright and
 * without its metadata (`InputCodec.normalize`: encoded again only when it must be, `held` resized
 * to each step's bytes), at most the backend's bytes. A file replaced by another is given back at
 * once (`freeBytes`): `held` then counts what is really held, the image and its decoded pixels.
 * @throws {InputImageError} `notImage`, `animated`, `tooManyPixels`, `tooLarge` or `unreadable`;
 *   the lease's refusal to grow.
 */
export async function checkInputImage(
  bytes: Buffer,
  imagesIn: Pick<ImagesInCapabilities, 'maxInput' | 'types'>,
  codec: Pick<InputCodec, 'normalize'>,
  held: InputHold,
): Promise<CheckedInput> {
  const format = imageFormatOf(bytes);
  if (!format.shown)
    throw new InputImageError('notImage', {}, { detail: format.type ?? 'unknown' });
  if (format.animated) throw new InputImageError('animated');
  const maxPixels = Math.min(imagesIn.maxInput.pixels, MAX_CHECKED_PIXELS);
  if (format.width * format.height > maxPixels) {
    const side = Math.floor(Math.sqrt(maxPixels));
    const { width, height } = format;
    throw new InputImageError('tooManyPixels', { width, height, max: `${side}×${side}` });
  }
  const own = TYPE_OF[format.format];
  const type: InputImageType = own && imagesIn.types.includes(own) ? own : 'image/png';
  if (!imagesIn.types.includes(type)) {
    const shown = SHOWN_FORMATS[format.format].contentType;
    throw new InputImageError('notImage', {}, { detail: `${shown}: no type the backend takes` });
  }
  let image: NormalizedInput;
  try {
    image = await codec.normalize(bytes, type, held);
  } catch (cause) {
    throw new InputImageError('unreadable', {}, { cause });
  }
  if (image.bytes !== bytes) freeBytes(bytes);
  const max = imagesIn.maxInput.bytes;
  if (image.bytes.length > max) {
    throw new InputImageError('tooLarge', {
      size: bytesText(image.bytes.length),
      max: bytesText(max),
    });
  }
  return { ...image, type };
}

/**
 * The backend's `imagesIn` when it offers `action` (one of its choices, `IMAGE_ACTIONS`), and can
 * do it on an image of `size` where that is known (an upscale: its factor's result and tiles).
 * @throws {InputImageError} `notOffered` when it does not, `tooLargeToUpscale` when the image is
 *   too large for it (nothing was sent or charged).
 */
export function requireOffered(
  capabilities: Pick<BackendCapabilities, 'imagesIn'>,
  action: ImageAction,
  size?: PixelSize,
) {
  const { imagesIn } = capabilities;
  if (!imagesIn || !offeredChoice(imagesIn, tokenOf(action))) {
    throw new InputImageError('notOffered', {}, { detail: `${action.kind} not offered` });
  }
  if (!size || fitsSize(imagesIn, action, size)) return imagesIn;
  const { width, height } = size;
  throw new InputImageError(
    'tooLargeToUpscale',
    { width, height, factor: 0, ...fieldsOf(action) },
    { detail: `${tokenOf(action)} of ${width}×${height} over the backend's limits` },
  );
}
