import type { ChangePlane } from '../../emulator-kit/picture.js';
import {
  bilinear,
  changeOf,
  cropped,
  EMPTY_MASK,
  filledMask,
  grown,
  type MaskPlane,
  maskOfFile,
  outpaintMask,
  rounded,
} from './mask-planes.js';
import { BLANK, isLink, type Picture, scaled } from './plan-picture.js';
import type { UploadedFile } from './uploaded-files.js';

/** What the mask nodes read of the workflow being planned (`WorkflowPlan`). */
export interface PlanReader {
  input(id: string, name: string): unknown;
  kindOf(id: string): string;
  pictureOf(link: unknown, depth?: number): Picture;
  maskOf(link: unknown): MaskPlane;
  loadedFile(id: string): { file: UploadedFile | undefined };
}

/** The grey `VAEEncodeForInpaint` paints the masked pixels (`0.5` of each channel) before encoding. */
const INPAINT_GREY = 'rgb(128, 128, 128)';

/**
 * The `MASK` output a link names (nodes.py): `LoadImage`'s second (`1 - alpha`, or 64×64 zeros),
 * `LoadImageMask`'s channel, `ImagePadForOutpaint`'s second; any other: 64×64 zeros.
 */
export function maskAt(plan: PlanReader, link: unknown): MaskPlane {
  if (!isLink(link)) return EMPTY_MASK;
  const [id, output] = link;
  switch (plan.kindOf(id)) {
    case 'LoadImage':
      return output === 1 ? maskOfFile(plan.loadedFile(id).file) : EMPTY_MASK;
    case 'LoadImageMask':
      return maskOfFile(plan.loadedFile(id).file, String(plan.input(id, 'channel')));
    case 'ImagePadForOutpaint': {
      if (output !== 1) return EMPTY_MASK;
      const image = plan.pictureOf(plan.input(id, 'image'));
      const side = (name: string) => Number(plan.input(id, name));
      const pad = {
        left: side('left'),
        top: side('top'),
        right: side('right'),
        bottom: side('bottom'),
      };
      return outpaintMask(image, pad, side('feathering'));
    }
    default:
      return EMPTY_MASK;
  }
}

/**
 * What a sampler may change of a latent carrying a `noise_mask`: the mask stretched (bilinear)
 * to the latent's own size, an eighth of the image's, so a latent pixel the mask touches is
 * sampled whole (8 × 8 pixels once decoded: `comfy/sample.py` `prepare_mask`).
 */
export function sampledChange(latent: Picture): ChangePlane | undefined {
  if (!latent.noiseMask) return undefined;
  const side = (pixels: number) => Math.max(1, Math.floor(pixels / 8));
  return changeOf(bilinear(latent.noiseMask, side(latent.width), side(latent.height)));
}

/**
 * `VAEEncodeForInpaint`: the mask stretched to the pixels, both cut to multiples of 8 (centred);
 * the pixels under the rounded mask painted grey; the `noise_mask` the rounded mask grown by
 * `grow_mask_by`.
 */
function encodeForInpaint(plan: PlanReader, id: string, depth: number): Picture {
  const pixels = plan.pictureOf(plan.input(id, 'pixels'), depth);
  const { width, height } = pixels;
  let mask = bilinear(plan.maskOf(plan.input(id, 'mask')), width, height);
  const x = Math.floor(width / 8) * 8;
  const y = Math.floor(height / 8) * 8;
  const left = Math.floor((width % 8) / 2);
  const top = Math.floor((height % 8) / 2);
  if (x !== width || y !== height) mask = cropped(mask, left, top, x, y);
  const greyed: Picture = {
    ...BLANK,
    width: x,
    height: y,
    base: { placed: { ...pixels, index: 0 }, left: -left, top: -top },
    over: { colour: INPAINT_GREY },
    change: changeOf(rounded(mask)),
    strength: 1,
  };
  const noiseMask = grown(mask, Number(plan.input(id, 'grow_mask_by') ?? 6));
  return { ...BLANK, width: x, height: y, base: { source: { ...greyed, index: 0 } }, noiseMask };
}

/**
 * `InpaintModelConditioning`'s latent (nodes.py `encode`): the pixels encoded as `VAEEncode`
 * encodes them (to multiples of 8), carrying the mask stretched to them as its `noise_mask` where
 * `noise_mask` is true (its conditioning passes the prompt on: `INPAINT_CONDITIONING`).
 */
function inpaintModelLatent(plan: PlanReader, id: string, depth: number): Picture {
  const pixels = plan.pictureOf(plan.input(id, 'pixels'), depth);
  const side = (pixels: number) => Math.max(8, Math.floor(pixels / 8) * 8);
  const latent = scaled(pixels, side(pixels.width), side(pixels.height));
  if (plan.input(id, 'noise_mask') === false) return latent;
  const mask = bilinear(plan.maskOf(plan.input(id, 'mask')), latent.width, latent.height);
  return { ...latent, noiseMask: mask };
}

/** The classes whose first two outputs pass their `positive` and `negative` on (nodes.py). */
export const INPAINT_CONDITIONING = ['InpaintModelConditioning'];

/**
 * `ImageCompositeMasked` (`comfy_extras/nodes_mask.py` `composite`, multiplier 1): `source` (or
 * it stretched to the destination, `resize_source`) pasted on `destination` at (x, y), through
 * `mask` stretched to the source (bilinear), where it is given; the rest of the destination kept.
 */
function compositeMasked(plan: PlanReader, id: string, depth: number): Picture {
  const destination = plan.pictureOf(plan.input(id, 'destination'), depth);
  let source = plan.pictureOf(plan.input(id, 'source'), depth);
  if (plan.input(id, 'resize_source') === true) {
    source = scaled(source, destination.width, destination.height);
  }
  const x = Math.max(-source.width, Math.min(Number(plan.input(id, 'x')), destination.width));
  const y = Math.max(-source.height, Math.min(Number(plan.input(id, 'y')), destination.height));
  const link = plan.input(id, 'mask');
  const mask = isLink(link)
    ? bilinear(plan.maskOf(link), source.width, source.height)
    : filledMask(source.width, source.height, 1);
  const change = filledMask(destination.width, destination.height, 0);
  for (let row = Math.max(0, y); row < Math.min(destination.height, y + source.height); row += 1) {
    for (let col = Math.max(0, x); col < Math.min(destination.width, x + source.width); col += 1) {
      const value = mask.data[(row - y) * source.width + (col - x)] as number;
      change.data[row * destination.width + col] = value;
    }
  }
  return {
    ...BLANK,
    width: destination.width,
    height: destination.height,
    batch: destination.batch,
    base: { source: { ...destination, index: 0 } },
    over: { source: { ...source, index: 0 }, left: x, top: y },
    change: changeOf(change),
    strength: 1,
  };
}

/**
 * The picture of an inpainting or outpainting node (`nodes.py`, `nodes_mask.py`), or undefined
 * for a node of another class.
 */
export function inpaintPicture(plan: PlanReader, id: string, depth: number): Picture | undefined {
  switch (plan.kindOf(id)) {
    case 'VAEEncodeForInpaint':
      return encodeForInpaint(plan, id, depth);
    case 'SetLatentNoiseMask': {
      const samples = plan.pictureOf(plan.input(id, 'samples'), depth);
      return { ...samples, noiseMask: plan.maskOf(plan.input(id, 'mask')) };
    }
    case 'ImagePadForOutpaint': {
      const image = plan.pictureOf(plan.input(id, 'image'), depth);
      const side = (name: string) => Number(plan.input(id, name));
      return {
        ...BLANK,
        width: image.width + side('left') + side('right'),
        height: image.height + side('top') + side('bottom'),
        batch: image.batch,
        base: { placed: { ...image, index: 0 }, left: side('left'), top: side('top') },
      };
    }
    case 'ImageCompositeMasked':
      return compositeMasked(plan, id, depth);
    case 'InpaintModelConditioning':
      return inpaintModelLatent(plan, id, depth);
    default:
      return undefined;
  }
}
