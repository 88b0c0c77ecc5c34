import type { BackendCapabilities } from '../image-backend/capabilities.js';
import {
  type ImageAction,
  type ImagesInCapabilities,
  type PixelSize,
  upscaleFits,
} from '../image-backend/images-in.js';
import { InputImageError } from './errors.js';

/**
 * Refuses an upscale by `factor` of an image of `size` the backend cannot make (a source over its
 * tiles or pixels, a result over its `maxResultPixels`), before anything is sent.
 * @throws {InputImageError} `tooLargeToUpscale` (nothing was sent or charged).
 */
export function requireUpscaleFits(
  imagesIn: Pick<ImagesInCapabilities, 'upscale' | 'maxInput'>,
  size: PixelSize,
  factor: number,
): void {
  if (upscaleFits(imagesIn, size, factor)) return;
  const { width, height } = size;
  throw new InputImageError(
    'tooLargeToUpscale',
    { width, height, factor },
    { detail: `upscale ×${factor} of ${width}×${height} over the backend's limits` },
  );
}

/**
 * The backend's `imagesIn` when it offers `action` (an edit or a vary: `edit`; an upscale: its
 * factor among `upscale`, for an image of `size` where it is known).
 * @throws {InputImageError} `notOffered` when it does not, `tooLargeToUpscale` when the image is
 *   too large for the factor (nothing was sent or charged).
 */
export function requireOffered(
  capabilities: Pick<BackendCapabilities, 'imagesIn'>,
  action: ImageAction,
  size?: PixelSize,
) {
  const { imagesIn } = capabilities;
  const offered =
    action.kind === 'upscale'
      ? imagesIn?.upscale?.factors.includes(action.factor) === true
      : imagesIn?.edit !== undefined;
  if (!imagesIn || !offered) {
    throw new InputImageError('notOffered', {}, { detail: `${action.kind} not offered` });
  }
  if (action.kind === 'upscale' && size) requireUpscaleFits(imagesIn, size, action.factor);
  return imagesIn;
}
