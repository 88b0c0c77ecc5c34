import type { BackendCapabilities } from '../image-backend/capabilities.js';
import type { ImageAction } from '../image-backend/images-in.js';
import { InputImageError } from './errors.js';

/**
 * The backend's `imagesIn` when it offers `action` (an edit or a vary: `edit`; an upscale: its
 * factor among `upscale`).
 * @throws {InputImageError} `notOffered` when it does not (nothing was sent or charged).
 */
export function requireOffered(
  capabilities: Pick<BackendCapabilities, 'imagesIn'>,
  action: ImageAction,
) {
  const { imagesIn } = capabilities;
  const offered =
    action.kind === 'upscale'
      ? imagesIn?.upscale?.includes(action.factor) === true
      : imagesIn?.edit !== undefined;
  if (!imagesIn || !offered) {
    throw new InputImageError('notOffered', {}, { detail: `${action.kind} not offered` });
  }
  return imagesIn;
}
