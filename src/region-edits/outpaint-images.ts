import { rawImage, sharpInput } from '../core/sharp-input.js';
import type { InputImage } from '../image-backend/images-in.js';
import { MAX_CHECKED_PIXELS } from '../safety/image-classifier.js';
import type { CanvasPlan } from './canvas-plan.js';
import { type AlphaPlane, blurredPlane, encodeMask, filledPlane, fillRect } from './mask-alpha.js';
import type { PixelRect } from './region-grid.js';

/** What Zoom out and Pan send: the image on its larger canvas, and the mask of the new border. */
export interface OutpaintImages {
  /**
   * PNG (RGBA) of the canvas: the original where it sits, transparent black around it, its alpha
   * the mask's (the Horde's outpainting reads the source's alpha; OpenAI's first image's alpha too).
   */
  readonly source: Buffer;
  /** The mask as `encodeMask` writes it: transparent (may change) over the border. */
  readonly mask: Buffer;
}

/**
 * How far the new border reaches into the original, feathered, in pixels: a sixty-fourth of the
 * original's shorter side as placed, at least 4, so the seam is painted over rather than kept.
 */
export const overlapOf = (placed: PixelRect): number =>
  Math.max(4, Math.round(Math.min(placed.width, placed.height) / 64));

/**
 * The mask of `plan`: the border transparent, the original opaque but for an {@link overlapOf}
 * band along each edge that meets the border (an edge on the canvas's own edge stays as it is),
 * where it ramps from transparent to opaque.
 */
export async function outpaintPlane(plan: CanvasPlan): Promise<AlphaPlane> {
  const { placed } = plan;
  const overlap = overlapOf(placed);
  const inset = (touchesBorder: boolean) => (touchesBorder ? overlap : 0);
  const left = inset(placed.left > 0);
  const top = inset(placed.top > 0);
  const right = inset(placed.left + placed.width < plan.width);
  const bottom = inset(placed.top + placed.height < plan.height);
  const kept = {
    left: placed.left + left,
    top: placed.top + top,
    width: Math.max(0, placed.width - left - right),
    height: Math.max(0, placed.height - top - bottom),
  };
  const plane = filledPlane(plan, 0);
  fillRect(plane, kept, 255);
  const soft = await blurredPlane(plane, overlap / 3);
  const hard = filledPlane(plan, 0);
  fillRect(hard, placed, 255);
  for (let index = 0; index < hard.alpha.length; index += 1) {
    hard.alpha[index] = Math.min(hard.alpha[index] as number, soft.alpha[index] as number);
  }
  return hard;
}

/**
 * Zoom out's or Pan's images for `image` and its `plan` ({@link OutpaintImages}): the original
 * scaled and placed, its pixels otherwise untouched. Bounded before decoding ({@link sharpInput}).
 * @throws what libvips throws on an image it cannot read.
 */
export async function outpaintImages(
  image: Pick<InputImage, 'bytes'>,
  plan: CanvasPlan,
): Promise<OutpaintImages> {
  const { placed } = plan;
  const plane = await outpaintPlane(plan);
  const scaled = await sharpInput(image.bytes, MAX_CHECKED_PIXELS)
    .removeAlpha()
    .resize(placed.width, placed.height, { fit: 'fill' })
    .extend({
      left: placed.left,
      top: placed.top,
      right: plan.width - placed.left - placed.width,
      bottom: plan.height - placed.top - placed.height,
      background: { r: 0, g: 0, b: 0 },
    })
    .raw()
    .toBuffer();
  const raw = { width: plan.width, height: plan.height, channels: 1 as const };
  const source = await rawImage(scaled, { ...raw, channels: 3 })
    .joinChannel(plane.alpha, { raw })
    .png({ compressionLevel: 6, adaptiveFiltering: true })
    .toBuffer();
  return { source, mask: await encodeMask(plane) };
}
