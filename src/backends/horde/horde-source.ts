import { text } from '../../i18n/localized-text.js';
import { InvalidParameterError } from '../../image-backend/errors.js';
import { type InputImage, type SubmitInput, VARY_STRENGTH } from '../../image-backend/images-in.js';
import { checkTakenValue } from '../../image-backend/validate-generation-request.js';
import { HORDE_IMAGES_IN } from './horde-capabilities.js';

/** The longest side of a size derived from an input's aspect, at least and at most. */
const FITTED_SIDE = { min: 512, max: 1024 } as const;
/** The Horde's sizes: multiples of 64, from 64 to 3072. */
const STEP = 64;
const SIDE = { min: 64, max: 3072 } as const;

/** The fields of a `POST /v2/generate/async` body that carry a source image (img2img). */
export interface HordeSourceFields {
  /** The image's bytes in base64, without a `data:` prefix (the server decodes the whole string). */
  readonly source_image: string;
  readonly source_processing: 'img2img';
  /** `params.denoising_strength`: how far the result may move from the source. */
  readonly denoisingStrength: number;
}

/**
 * What the Horde is sent for `input` (an edit or a vary; upscale goes through alchemy, not here),
 * after checking it against `imagesIn` so nothing is sent the bot could refuse itself: its type,
 * bytes and pixels (the server's 3072×3072), and an edit's strength. An edit sends its strength
 * or the default, a vary {@link VARY_STRENGTH}'s.
 */
export function hordeSource(input: SubmitInput): HordeSourceFields {
  const { image, action } = input;
  if (action.kind === 'upscale') {
    const problem = { name: 'action', allowed: 'edit, vary', got: action.kind };
    throw new InvalidParameterError(text('parameter.oneOf', problem), { parameter: 'action' });
  }
  checkHordeInput(image);
  const range = HORDE_IMAGES_IN.edit.strength;
  const strength = action.kind === 'vary' ? VARY_STRENGTH[action.strength] : action.strength;
  checkTakenValue('denoising_strength', range, strength);
  return {
    source_image: image.bytes.toString('base64'),
    source_processing: 'img2img',
    denoisingStrength: strength ?? range.default,
  };
}

/**
 * Checks an input image against the Horde's `imagesIn` before anything is sent: its type, bytes
 * and pixels (the server's 3072×3072 on a base64 source).
 * @throws {InvalidParameterError} naming the limit passed.
 */
export function checkHordeInput(image: InputImage): void {
  const { types, maxInput } = HORDE_IMAGES_IN;
  checkTakenValue('image type', { values: types }, image.type);
  checkTakenValue('image bytes', { max: maxInput.bytes }, image.bytes.length);
  checkTakenValue('image pixels', { max: maxInput.pixels }, image.width * image.height);
}

const to64 = (side: number) =>
  Math.min(SIDE.max, Math.max(SIDE.min, Math.round(side / STEP) * STEP));

/**
 * The size to ask for an input of `width`×`height` where the request names none: the input's
 * aspect in multiples of 64, its longer side the input's own kept within 512–1024 (the Horde
 * asks kudos upfront over 1024×1024, and SD models draw poorly under 512). Where the request
 * names one side, the other follows the input's aspect.
 */
export function sizeFromSource(
  input: { readonly width: number; readonly height: number },
  asked: { readonly width?: number | undefined; readonly height?: number | undefined },
): { width: number; height: number } {
  const aspect = input.width / input.height;
  if (asked.width !== undefined && asked.height !== undefined) {
    return { width: asked.width, height: asked.height };
  }
  if (asked.width !== undefined) return { width: asked.width, height: to64(asked.width / aspect) };
  if (asked.height !== undefined) {
    return { width: to64(asked.height * aspect), height: asked.height };
  }
  const longer = Math.min(
    FITTED_SIDE.max,
    Math.max(FITTED_SIDE.min, Math.max(input.width, input.height)),
  );
  return aspect >= 1
    ? { width: to64(longer), height: to64(longer / aspect) }
    : { width: to64(longer * aspect), height: to64(longer) };
}
