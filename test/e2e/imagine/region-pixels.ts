import sharp from 'sharp';
import { expect } from 'vitest';
import type { CanvasLimits } from '../../../src/image-backend/images-in.js';
import { type CanvasPlan, panPlan, zoomOutPlan } from '../../../src/region-edits/canvas-plan.js';
import { cellsMask } from '../../../src/region-edits/cell-mask.js';
import { outpaintImages } from '../../../src/region-edits/outpaint-images.js';
import type { CellLabel } from '../../../src/region-edits/region-grid.js';

/** What a generation was sent, as the bot builds it: the image (RGB) and its mask's alpha. */
export interface Expected {
  readonly width: number;
  readonly height: number;
  /** RGB pixels of what was sent (the card's image, or its larger canvas). */
  readonly pixels: Buffer;
  /** The mask's alpha, one byte a pixel: 0 may change, 255 kept. */
  readonly alpha: Buffer;
}

const rgbOf = async (bytes: Buffer) => {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** A PNG's alpha, one byte a pixel. */
export const alphaOf = (png: Buffer) => sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer();

/** What Vary (Region) of `cells` sends for the card image `image`. */
export async function regionExpected(
  image: Buffer,
  cells: readonly CellLabel[],
): Promise<Expected> {
  const { data, width, height } = await rgbOf(image);
  const alpha = await alphaOf(await cellsMask(cells, { width, height }));
  return { width, height, pixels: data, alpha };
}

/** What Zoom out by `factor` or Pan `direction` sends for `image` on a backend of `limits`. */
export async function outpaintExpected(
  image: Buffer,
  how: { zoom: number } | { pan: 'left' | 'right' | 'up' | 'down' },
  limits: CanvasLimits,
): Promise<Expected & { plan: CanvasPlan }> {
  const { width, height } = await rgbOf(image);
  const plan =
    'zoom' in how
      ? zoomOutPlan({ width, height }, how.zoom, limits)
      : panPlan({ width, height }, how.pan, limits);
  return plannedExpected(image, plan);
}

/** What a canvas of `plan` (written out by a test, or planned) holds of `image`, and its mask. */
export async function plannedExpected(
  image: Buffer,
  plan: CanvasPlan,
): Promise<Expected & { plan: CanvasPlan }> {
  const { source, mask } = await outpaintImages({ bytes: image }, plan);
  const { data } = await rgbOf(source);
  return { width: plan.width, height: plan.height, pixels: data, alpha: await alphaOf(mask), plan };
}

/**
 * Checks a result against what was sent: the same size; every pixel the mask keeps (alpha 255)
 * exactly the sent one; most pixels it frees (alpha 0) new (differing from the sent one by more
 * than a little). Returns the share of freed pixels that changed.
 */
export async function expectMaskedResult(result: Buffer, expected: Expected): Promise<number> {
  const made = await rgbOf(result);
  expect({ width: made.width, height: made.height }).toEqual({
    width: expected.width,
    height: expected.height,
  });
  let keptMoved = 0;
  let kept = 0;
  let freed = 0;
  let changed = 0;
  for (let pixel = 0; pixel < expected.alpha.length; pixel += 1) {
    const alpha = expected.alpha[pixel] as number;
    let distance = 0;
    for (let at = pixel * 3; at < pixel * 3 + 3; at += 1)
      distance += Math.abs((made.data[at] as number) - (expected.pixels[at] as number));
    if (alpha === 255) {
      kept += 1;
      if (distance > 0) keptMoved += 1;
    } else if (alpha === 0) {
      freed += 1;
      if (distance > 24) changed += 1;
    }
  }
  expect(kept).toBeGreaterThan(0);
  expect(freed).toBeGreaterThan(0);
  expect(keptMoved).toBe(0);
  const share = changed / freed;
  expect(share).toBeGreaterThan(0.5);
  return share;
}
