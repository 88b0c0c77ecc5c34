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
  return fitPlan(size, { x: factor, y: factor }, 0.5, 0.5, limits);
}

/** Pan `direction`: the canvas half as large again on that side, the image against the other. */
export function panPlan(
  size: PixelSize,
  direction: PanDirection,
  limits: CanvasLimits,
): CanvasPlan {
  const wide = direction === 'left' || direction === 'right';
  const x = direction === 'left' ? 1 : direction === 'right' ? 0 : 0.5;
  const y = direction === 'up' ? 1 : direction === 'down' ? 0 : 0.5;
  return fitPlan(size, { x: wide ? 1.5 : 1, y: wide ? 1 : 1.5 }, x, y, limits);
}

/** How many times larger than the original its canvas is, across and down. */
interface Stretch {
  readonly x: number;
  readonly y: number;
}

/**
 * A candidate canvas and the original's size on it, ranked: its proportions kept to a pixel
 * first (2), then canvas = stretch × original exactly (1).
 */
interface Candidate extends PixelSize {
  readonly inner: PixelSize;
  readonly rank: number;
}

/**
 * The largest canvas within the backend's `limits` (each side a multiple of its step) that is
 * `stretch` times an original fitted from `size` (never grown), the original's place (`x`, `y`
 * of the room left) a whole pixel: of those whose original keeps `size`'s proportions to a pixel
 * (else within {@link PROPORTIONS_KEPT}, a coarse grid), one exactly `stretch` times its
 * original first, else the one nearest (a custom factor no size on the grid meets); undefined
 * where none is.
 */
function gridPlan(size: PixelSize, stretch: Stretch, x: number, y: number, limits: CanvasLimits) {
  const { multiple, maxPixels } = limits;
  const maxSide = limits.maxSide ?? Number.POSITIVE_INFINITY;
  const { width, height } = size;
  const offOf = (w: number, h: number) =>
    Math.max((w * height) / (h * width), (h * width) / (w * height)) - 1;
  const fits = (w: number, h: number, W: number, H: number) =>
    w >= 1 &&
    h >= 1 &&
    w <= width &&
    h <= height &&
    W * H <= maxPixels &&
    Math.max(W, H) <= maxSide &&
    offOf(w, h) <= PROPORTIONS_KEPT &&
    Number.isInteger((W - w) * x) &&
    Number.isInteger((H - h) * y);
  let best: Candidate | undefined;
  const tallest = Math.floor(Math.min(maxSide, stretch.y * height + multiple) / multiple);
  const near = (side: number, by: number) => new Set([Math.floor(side / by), Math.ceil(side / by)]);
  for (let j = 1; j <= tallest; j += 1) {
    const H = j * multiple;
    for (const h of near(H, stretch.y)) {
      for (const k of near((h * width * stretch.x) / height, multiple)) {
        const W = k * multiple;
        for (const w of near(W, stretch.x)) {
          if (!fits(w, h, W, H)) continue;
          const exact = W === w * stretch.x && H === h * stretch.y;
          const kept = Math.abs(w * height - h * width) <= Math.max(width, height);
          const rank = (kept ? 2 : 0) + (exact ? 1 : 0);
          const better =
            !best || rank > best.rank || (rank === best.rank && W * H > best.width * best.height);
          if (better) best = { width: W, height: H, inner: { width: w, height: h }, rank };
        }
      }
    }
  }
  if (!best) return undefined;
  const { inner } = best;
  const placed = {
    left: (best.width - inner.width) * x,
    top: (best.height - inner.height) * y,
    ...inner,
  };
  const scale = Math.min(inner.width / width, inner.height / height);
  return { width: best.width, height: best.height, placed, scale };
}

/**
 * The canvas `stretch` times `size` on the backend's `limits`: on its grid ({@link gridPlan});
 * where no such canvas is, `fitToGrid`'s for the stretched size (shrunk, never grown, its
 * proportions kept) with the original scaled by the same factor, placed at the share `x`, `y` of
 * the room left (0: left or top, 0.5: centred, 1: right or bottom).
 * @throws {InputImageError} `canvasUnfit` when no canvas within the limits keeps the stretched
 *   size's proportions (an image too small or too narrow for the backend's grid and sides).
 */
function fitPlan(
  size: PixelSize,
  stretch: Stretch,
  x: number,
  y: number,
  limits: CanvasLimits,
): CanvasPlan {
  const onGrid = gridPlan(size, stretch, x, y, limits);
  if (onGrid) return onGrid;
  const wanted = { width: size.width * stretch.x, height: size.height * stretch.y };
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
