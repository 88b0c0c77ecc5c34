import type { CanvasLimits, PixelSize } from './images-in.js';

/**
 * How far a fitted size's proportions may be from the size it stands for (a twentieth): within
 * it, a result stretched back to its input's size looks as drawn.
 */
export const PROPORTIONS_KEPT = 0.05;

/** A size on a backend's grid for another ({@link fitToGrid}), and how far its proportions are off. */
export interface GridFit extends PixelSize {
  /** The share its width:height is off the asked one's: 0 exactly, 0.05 a twentieth. */
  readonly off: number;
}

/** The share the aspect `width:height` is off `aspect` (0: the same). */
const offOf = (width: number, height: number, aspect: number): number => {
  const ratio = width / height / aspect;
  return Math.max(ratio, 1 / ratio) - 1;
};

/**
 * The size `size` is drawn at on a backend of `limits`: itself where it is on the grid (each side
 * a multiple of `limits.multiple`) and within the limits (`maxPixels`, `maxSide`), else scaled,
 * its longer side grown to `least` where shorter (never past the limits) or shrunk into them.
 * Of the sizes on the grid no larger than that (each side rounded up to the grid at most, no more
 * pixels unless its shorter side is the grid's least), the one with the most pixels whose
 * proportions are within {@link PROPORTIONS_KEPT} of `size`'s; where none is, the one whose
 * proportions are nearest (its `off` says how far: a caller that needs them kept refuses it).
 */
export function fitToGrid(size: PixelSize, limits: CanvasLimits, least = 0): GridFit {
  const { multiple, maxPixels } = limits;
  const maxSide = limits.maxSide ?? Number.POSITIVE_INFINITY;
  const { width, height } = size;
  const longer = Math.max(width, height);
  const onGrid = width % multiple === 0 && height % multiple === 0;
  if (onGrid && width * height <= maxPixels && longer <= maxSide && longer >= least) {
    return { width, height, off: 0 };
  }
  const cap = Math.min(Math.sqrt(maxPixels / (width * height)), maxSide / longer);
  const scale = Math.min(cap, Math.max(1, least / longer));
  const most = width * height * scale * scale * (1 + 1e-9);
  const upTo = (side: number) => Math.max(1, Math.ceil((side * scale) / multiple - 1e-9));
  const aspect = width / height;
  const wide = aspect >= 1;
  const [shorts, longs] = wide ? [upTo(height), upTo(width)] : [upTo(width), upTo(height)];
  const longest = Math.min(longs, Math.floor(maxSide / multiple));
  let best: GridFit = { width: multiple, height: multiple, off: offOf(1, 1, aspect) };
  for (let short = 1; short <= shorts; short += 1) {
    const along = short * (wide ? aspect : 1 / aspect);
    for (const long of new Set([Math.floor(along), Math.ceil(along), longest])) {
      if (long < 1 || long > longest) continue;
      const [w, h] = wide
        ? [long * multiple, short * multiple]
        : [short * multiple, long * multiple];
      if (w * h > maxPixels || (w * h > most && short > 1)) continue;
      const off = offOf(w, h, aspect);
      const better =
        off <= PROPORTIONS_KEPT
          ? best.off > PROPORTIONS_KEPT || w * h > best.width * best.height
          : best.off > PROPORTIONS_KEPT && off < best.off;
      if (better) best = { width: w, height: h, off };
    }
  }
  return best;
}
