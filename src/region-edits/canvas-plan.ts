import { fitToGrid, PROPORTIONS_KEPT } from '../image-backend/canvas-fit.js';
import { isZoomFactor, type PanDirection, ZOOM_BOUNDS } from '../image-backend/image-actions.js';
import type { CanvasLimits, PixelSize } from '../image-backend/images-in.js';
import { InputImageError } from '../image-intake/intake-errors.js';
import type { PixelRect } from './region-grid.js';

/**
 * Where an outpainted image is drawn: the larger canvas (`width`, `height`, fit to the backend's
 * limits) and the rectangle the original, scaled by `scale` (1: unscaled), sits in.
 */
export interface CanvasPlan extends PixelSize {
  readonly placed: PixelRect;
  readonly scale: number;
}

/**
 * A member's custom zoom factor from a form's text (user input), rounded to a hundredth, or
 * undefined when it is no number within {@link ZOOM_BOUNDS} ("1,5" and "1.5x" are read as 1.5).
 */
export function zoomFactor(text: string): number | undefined {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*[x×]?\s*$/i.exec(text);
  if (!match) return undefined;
  const factor = Math.round(Number((match[1] as string).replace(',', '.')) * 100) / 100;
  return isZoomFactor(factor) ? factor : undefined;
}

/** Zoom out by `factor`: the image centred on a canvas `factor` times its size. */
export function zoomOutPlan(size: PixelSize, factor: number, limits: CanvasLimits): CanvasPlan {
  if (!(factor > 1 && factor <= ZOOM_BOUNDS.max)) throw new RangeError(`zoom factor ${factor}`);
  return fitPlan(
    size,
    { width: size.width * factor, height: size.height * factor },
    0.5,
    0.5,
    limits,
  );
}

/** Pan `direction`: the canvas half as large again on that side, the image against the other. */
export function panPlan(
  size: PixelSize,
  direction: PanDirection,
  limits: CanvasLimits,
): CanvasPlan {
  const wide = direction === 'left' || direction === 'right';
  const canvas = {
    width: wide ? size.width * 1.5 : size.width,
    height: wide ? size.height : size.height * 1.5,
  };
  const x = direction === 'left' ? 1 : direction === 'right' ? 0 : 0.5;
  const y = direction === 'up' ? 1 : direction === 'down' ? 0 : 0.5;
  return fitPlan(size, canvas, x, y, limits);
}

/**
 * `wanted` fit to the backend's `limits` (`fitToGrid`: shrunk, never grown, on its grid, its
 * proportions kept); the original scaled by the same factor (its proportions kept) and placed at
 * the share `x`, `y` of the room left (0: left or top, 0.5: centred, 1: right or bottom).
 * @throws {InputImageError} `canvasUnfit` when no canvas within the limits keeps `wanted`'s
 *   proportions (an image too small or too narrow for the backend's grid and sides).
 */
function fitPlan(
  size: PixelSize,
  wanted: PixelSize,
  x: number,
  y: number,
  limits: CanvasLimits,
): CanvasPlan {
  const { width, height, off } = fitToGrid(wanted, limits);
  if (off > PROPORTIONS_KEPT) {
    throw new InputImageError(
      'canvasUnfit',
      { width: size.width, height: size.height },
      { detail: `no canvas within ${JSON.stringify(limits)} for ${wanted.width}×${wanted.height}` },
    );
  }
  const scale = Math.min(width / wanted.width, height / wanted.height);
  const placedWidth = Math.min(width, Math.round(size.width * scale));
  const placedHeight = Math.min(height, Math.round(size.height * scale));
  const placed = {
    left: Math.round((width - placedWidth) * x),
    top: Math.round((height - placedHeight) * y),
    width: placedWidth,
    height: placedHeight,
  };
  return { width, height, placed, scale };
}
