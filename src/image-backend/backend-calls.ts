import { NotOfferedError } from './backend-errors.js';
import type { ImageBackend } from './image-backend.js';

/** The calls a backend may leave out (see `BackendCapabilities`). */
type OptionalCall = 'generateApiKey' | 'getApiKey' | 'revokeApiKey' | 'cancel' | 'choices';

/**
 * `backend` with `call` present, for the features that need it; throws {@link NotOfferedError}
 * (a short message the member reads) when this backend does not offer it.
 */
export function offering<C extends OptionalCall>(
  backend: ImageBackend,
  call: C,
): ImageBackend & Required<Pick<ImageBackend, C>> {
  if (typeof backend[call] !== 'function') throw new NotOfferedError(call);
  return backend as ImageBackend & Required<Pick<ImageBackend, C>>;
}
