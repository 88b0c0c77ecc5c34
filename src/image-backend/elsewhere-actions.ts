import type { BackendRegistry, RegisteredBackend } from './backend-registry.js';
import { declarationOf, IMAGE_ACTION_KINDS, type ImageAction } from './image-actions.js';
import type { ImagesInCapabilities } from './images-in.js';

type Kind = ImageAction['kind'];

/** Whether `imagesIn` offers some choice of `kind`. */
const offers = (imagesIn: ImagesInCapabilities | undefined, kind: Kind): boolean =>
  imagesIn !== undefined && declarationOf({ kind }).choices(imagesIn).length > 0;

/** The first configured backend that offers `kind`, for a kind declared `elsewhere`. */
function elsewhereFor(registry: BackendRegistry, kind: Kind): RegisteredBackend | undefined {
  if (!declarationOf({ kind }).elsewhere) return undefined;
  return registry.list().find(({ backend }) => offers(backend.capabilities.imagesIn, kind));
}

/**
 * The backend an image action of `kind` runs on where `own` is the server's: `own` where it offers
 * it, else, for a kind declared `elsewhere` (Animate), the first configured backend that does;
 * `own` again where none does (then its refusal says it is not offered).
 */
export function backendForAction(
  registry: BackendRegistry,
  own: RegisteredBackend,
  kind: Kind,
): RegisteredBackend {
  if (offers(own.backend.capabilities.imagesIn, kind)) return own;
  return elsewhereFor(registry, kind) ?? own;
}

/**
 * What a card of a backend taking `imagesIn` offers on its images: its own actions, and each kind
 * declared `elsewhere` that it lacks and another configured backend offers (that backend's part
 * of its `imagesIn`, `ImageActionDeclaration.elsewhere`). Undefined where nothing is offered.
 */
export function offerAcross(
  registry: BackendRegistry,
  imagesIn: ImagesInCapabilities | undefined,
): ImagesInCapabilities | undefined {
  let offer = imagesIn;
  for (const kind of IMAGE_ACTION_KINDS) {
    const part = declarationOf({ kind }).elsewhere;
    if (!part || offers(offer, kind)) continue;
    const other = elsewhereFor(registry, kind)?.backend.capabilities.imagesIn;
    if (!other) continue;
    offer = { ...(offer ?? { maxInput: other.maxInput, types: other.types }), ...part(other) };
  }
  return offer;
}
