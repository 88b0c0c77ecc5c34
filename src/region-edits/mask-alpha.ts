import { rawImage } from '../core/sharp-input.js';
import type { PixelSize } from '../image-backend/images-in.js';
import type { PixelRect } from './region-grid.js';

/**
 * A mask's alpha plane, one byte a pixel, row by row: 0 where the image may change (transparent),
 * 255 where it must stay (opaque), between them a feathered edge.
 */
export interface AlphaPlane extends PixelSize {
  readonly alpha: Buffer;
}

/** A plane of `size` holding `value` everywhere. */
export const filledPlane = (size: PixelSize, value: number): AlphaPlane => ({
  width: size.width,
  height: size.height,
  alpha: Buffer.alloc(size.width * size.height, value),
});

/** Sets every pixel of `rect` in `plane` to `value`. */
export function fillRect(plane: AlphaPlane, rect: PixelRect, value: number): void {
  for (let y = rect.top; y < rect.top + rect.height; y += 1) {
    const row = y * plane.width;
    plane.alpha.fill(value, row + rect.left, row + rect.left + rect.width);
  }
}

/** `plane` blurred by a Gaussian of `sigma` pixels (libvips): its edges become ramps. */
export async function blurredPlane(plane: AlphaPlane, sigma: number): Promise<AlphaPlane> {
  if (!(sigma >= 0.3)) return plane;
  const { width, height } = plane;
  const alpha = await rawImage(plane.alpha, { width, height, channels: 1 })
    .blur({ sigma, precision: 'float' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return { width, height, alpha };
}

/**
 * The mask as a PNG (RGBA, at the plane's size) readable by either convention: its alpha is the
 * plane (OpenAI's `mask`, the Horde's and ComfyUI's alpha: transparent may change) and its colour
 * the plane inverted (a greyscale reader such as the Horde's `source_mask`: white may change).
 */
export async function encodeMask(plane: AlphaPlane): Promise<Buffer> {
  const { width, height } = plane;
  const grey = Buffer.alloc(plane.alpha.length);
  for (let index = 0; index < grey.length; index += 1)
    grey[index] = 255 - (plane.alpha[index] as number);
  const raw = { width, height, channels: 1 as const };
  return rawImage(grey, raw)
    .joinChannel([grey, grey, plane.alpha], { raw })
    .toColourspace('srgb')
    .png({ compressionLevel: 6, adaptiveFiltering: true })
    .toBuffer();
}

/**
 * The share of a plane's pixels that may change, 0 to 1: alpha under half (OpenAI's "fully
 * transparent", rounded: a painted mask's soft brush edge counts by its larger part).
 */
export function changedShare(plane: AlphaPlane): number {
  let changed = 0;
  for (const value of plane.alpha) if (value < 128) changed += 1;
  return changed / Math.max(1, plane.alpha.length);
}
