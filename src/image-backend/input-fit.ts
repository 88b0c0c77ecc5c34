import { text } from '../i18n/localized-text.js';
import { InvalidParameterError } from './backend-errors.js';
import {
  declarationOf,
  fieldsOf,
  type ImageAction,
  imageTiles,
  inputLimits,
  isOffered,
  offeredChoices,
  type SubmitInput,
} from './image-actions.js';
import type { ImagesInCapabilities, InputImage, PixelSize } from './images-in.js';
import { checkTakenValue } from './validate-generation-request.js';

/**
 * Refuses an action the backend does not offer, naming the field that is off where it offers the
 * kind (`factor must be one of 2, 4`), else the action (`action must be one of vary, edit`).
 */
function refuseAction(imagesIn: ImagesInCapabilities | undefined, action: ImageAction) {
  const offered = offeredChoices(imagesIn);
  const alike = offered.filter((choice) => choice.kind === action.kind).map(fieldsOf);
  const field = declarationOf(action).fields[0];
  const [name, allowed, got] =
    field && alike.length > 0
      ? [field, alike.map((fields) => fields[field]), fieldsOf(action)[field]]
      : ['action', [...new Set(offered.map((choice) => choice.kind))], action.kind];
  const limit = allowed.join(', ') || 'none';
  const problem = { name, allowed: limit, got: String(got) };
  return new InvalidParameterError(text('parameter.oneOf', problem), { parameter: name, limit });
}

/**
 * Checks an input image against what the backend takes (`imagesIn`) before anything is sent: its
 * type, its bytes and its pixels (at most `pixels`, within `maxInput`).
 * @throws {InvalidParameterError} naming the limit passed.
 */
export function checkImageTaken(
  imagesIn: ImagesInCapabilities,
  image: InputImage,
  pixels?: number,
) {
  checkTakenValue('image type', { values: imagesIn.types }, image.type);
  checkTakenValue('image bytes', { max: imagesIn.maxInput.bytes }, image.bytes.length);
  const max = Math.min(pixels ?? Number.POSITIVE_INFINITY, imagesIn.maxInput.pixels);
  checkTakenValue('image pixels', { max }, image.width * image.height);
}

/**
 * Checks a submission's input before anything is sent: an action the backend offers
 * (`IMAGE_ACTIONS`' choices of its `imagesIn`, or a custom value of one), an image it takes
 * ({@link checkImageTaken}) within what the action allows (an upscale: its result's pixels, its
 * tiles), a mask where sent (a PNG of the image's size, on a backend that takes one). Every
 * backend calls it.
 * @throws {InvalidParameterError} naming what is off and its limit.
 */
export function checkInputFits(
  imagesIn: ImagesInCapabilities | undefined,
  input: SubmitInput,
): ImagesInCapabilities {
  const { action, image } = input;
  if (!imagesIn || !isOffered(imagesIn, action)) throw refuseAction(imagesIn, action);
  const { pixels, tiles } = inputLimits(imagesIn, action);
  checkImageTaken(imagesIn, image, pixels);
  if (input.mask || declarationOf(action).masked) checkMask(imagesIn, input.mask, image);
  checkReferences(imagesIn, input);
  if (tiles) checkTakenValue('image tiles', { max: tiles.count }, imageTiles(image, tiles.side));
  return imagesIn;
}

/**
 * Checks a submission's references: only with an edit, at most `edit.references` of them, each an
 * image the backend takes ({@link checkImageTaken}).
 * @throws {InvalidParameterError} naming what is off.
 */
function checkReferences(imagesIn: ImagesInCapabilities, input: SubmitInput) {
  const references = input.references ?? [];
  if (references.length === 0) return;
  const max = input.action.kind === 'edit' ? (imagesIn.edit?.references ?? 0) : 0;
  checkTakenValue('references', { max }, references.length);
  for (const reference of references) checkImageTaken(imagesIn, reference);
}

/**
 * Checks a submission's mask: a PNG of its image's size, on a backend that takes one (`edit.mask`),
 * sent with every masked action (`IMAGE_ACTIONS`' `masked`) and with no other.
 * @throws {InvalidParameterError} naming what is off.
 */
function checkMask(
  imagesIn: ImagesInCapabilities,
  mask: InputImage | undefined,
  image: InputImage,
) {
  if (!mask || !imagesIn.edit?.mask) {
    const [allowed, got] = mask ? ['none', 'a mask'] : ['a mask', 'none'];
    const problem = { name: 'mask', allowed, got };
    throw new InvalidParameterError(text('parameter.oneOf', problem), { parameter: 'mask' });
  }
  checkTakenValue('mask type', { values: ['image/png'] }, mask.type);
  const size = (of: PixelSize) => `${of.width}x${of.height}`;
  checkTakenValue('mask size', { values: [size(image)] }, size(mask));
}

/** The longest side of a size derived from an input, at least and at most (SD models draw poorly under 512). */
const FITTED_SIDE = { min: 512, max: 1024 } as const;

/** The sizes a backend draws at: multiples of `step`, from `min` to `max`. */
export interface SizeGrid {
  readonly step: number;
  readonly min: number;
  readonly max: number;
  /** The longer side an input's size is kept within. @default 512–1024 */
  readonly fitted?: { readonly min: number; readonly max: number };
}

/**
 * The size to draw an input's action at where the request names none: the input's aspect on
 * `grid`, its longer side the input's own kept within `grid.fitted`. Where the request names one
 * side, the other follows the input's aspect.
 */
export function sizeFromInput(
  input: PixelSize,
  asked: { readonly width?: number | undefined; readonly height?: number | undefined },
  grid: SizeGrid,
): { width: number; height: number } {
  const on = (side: number) =>
    Math.min(grid.max, Math.max(grid.min, Math.round(side / grid.step) * grid.step));
  const aspect = input.width / input.height;
  const { width, height } = asked;
  if (width !== undefined) return { width, height: height ?? on(width / aspect) };
  if (height !== undefined) return { width: on(height * aspect), height };
  const { min, max } = grid.fitted ?? FITTED_SIDE;
  const longer = Math.min(max, Math.max(min, Math.max(input.width, input.height)));
  return aspect >= 1
    ? { width: on(longer), height: on(longer / aspect) }
    : { width: on(longer * aspect), height: on(longer) };
}
