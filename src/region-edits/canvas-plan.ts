import { isZoomFactor, type PanDirection, ZOOM_BOUNDS } from '../image-backend/image-actions.js';
import type { CanvasLimits, PixelSize } from '../image-backend/images-in.js';
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
 * `wanted` shrunk (never grown) to at most `limits.maxPixels`, each side rounded down to
 * `limits.multiple`; the original scaled by the same factor (its proportions kept) and placed at
 * the share `x`, `y` of the room left (0: left or top, 0.5: centred, 1: right or bottom).
 */
function fitPlan(
  size: PixelSize,
  wanted: PixelSize,
  x: number,
  y: number,
  limits: CanvasLimits,
): CanvasPlan {
  const { multiple } = limits;
  const shrink = Math.min(1, Math.sqrt(limits.maxPixels / (wanted.width * wanted.height)));
  const side = (value: number) =>
    Math.max(multiple, Math.floor((value * shrink) / multiple) * multiple);
  const width = side(wanted.width);
  const height = side(wanted.height);
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
