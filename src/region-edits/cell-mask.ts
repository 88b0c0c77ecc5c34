import type { PixelSize } from '../image-backend/images-in.js';
import { blurredPlane, encodeMask, filledPlane, fillRect } from './mask-alpha.js';
import { type CellLabel, cellRect, grownRect } from './region-grid.js';

/**
 * How wide the feathered edge around chosen cells is, in pixels, for an image of `size`: a
 * sixty-fourth of its shorter side, at least 4 (a 1024×1024 image: 16 px).
 */
export const featherOf = (size: PixelSize): number =>
  Math.max(4, Math.round(Math.min(size.width, size.height) / 64));

/**
 * The mask of the picker's chosen `cells` for an image of `size`, as a PNG of that size (see
 * `encodeMask`): every chosen cell fully transparent (may change), the rest opaque, the edge
 * feathered outward over {@link featherOf} pixels so the new part blends into the kept one.
 * `cells` must hold at least one cell.
 */
export async function cellsMask(cells: readonly CellLabel[], size: PixelSize): Promise<Buffer> {
  if (cells.length === 0) throw new RangeError('a region needs at least one cell');
  const feather = featherOf(size);
  const plane = filledPlane(size, 255);
  const rects = cells.map((cell) => cellRect(cell, size));
  for (const rect of rects) fillRect(plane, grownRect(rect, feather, size), 0);
  const soft = await blurredPlane(plane, feather / 2);
  for (const rect of rects) fillRect(soft, rect, 0);
  return encodeMask(soft);
}
