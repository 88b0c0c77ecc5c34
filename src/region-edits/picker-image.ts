import { sharpInput } from '../core/sharp-input.js';
import type { InputImage, PixelSize } from '../image-backend/images-in.js';
import { MAX_CHECKED_PIXELS } from '../safety/image-classifier.js';
import { glyphsSvg, glyphsWidth } from './grid-glyphs.js';
import { CELL_LABELS, cellRect, GRID } from './region-grid.js';

/** The picker's longest side: large enough to see the cells, small enough to post quickly. */
export const PICKER_SIDE = 1024;

/** The WebP quality of the picker image (shown once, never sent to a backend). */
const QUALITY = 82;

/** The picker image as posted: WebP bytes and their size. */
export interface PickerImage extends PixelSize {
  readonly bytes: Buffer;
}

/** The picker's size for an image of `size`: its proportions, its longest side {@link PICKER_SIDE}. */
export function pickerSize({ width, height }: PixelSize): PixelSize {
  const scale = PICKER_SIDE / Math.max(width, height);
  return {
    width: Math.max(GRID.columns, Math.round(width * scale)),
    height: Math.max(GRID.rows, Math.round(height * scale)),
  };
}

/** The grid's lines and labels over a picture of `size`, as SVG. */
export function gridSvg(size: PixelSize): string {
  const { width, height } = size;
  const line = Math.max(2, Math.round(Math.max(width, height) / 400));
  const labelHeight = Math.max(
    10,
    Math.round(Math.min(width / GRID.columns, height / GRID.rows) / 7),
  );
  const lines: string[] = [];
  for (let column = 1; column < GRID.columns; column += 1) {
    const x = Math.floor((column * width) / GRID.columns);
    lines.push(`M${x} 0V${height}`);
  }
  for (let row = 1; row < GRID.rows; row += 1) {
    const y = Math.floor((row * height) / GRID.rows);
    lines.push(`M0 ${y}H${width}`);
  }
  const path = lines.join('');
  const labels = CELL_LABELS.map((label) => {
    const cell = cellRect(label, size);
    const pad = Math.round(labelHeight / 2);
    const boxWidth = glyphsWidth(label, labelHeight) + 2 * pad;
    const box = `<rect x="${cell.left + pad / 2}" y="${cell.top + pad / 2}" width="${boxWidth}" height="${labelHeight + 2 * pad}" rx="${pad}" fill="#000" fill-opacity="0.55"/>`;
    return box + glyphsSvg(label, cell.left + pad * 1.5, cell.top + pad * 1.5, labelHeight);
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<path d="${path}" stroke="#000" stroke-opacity="0.6" stroke-width="${line + 2}"/>` +
    `<path d="${path}" stroke="#fff" stroke-width="${line}"/>${labels}</svg>`
  );
}

/**
 * The picker's picture: `image` at {@link pickerSize} with the grid drawn over it, each
 * cell labelled (A1 … D4) as the select menu names it; a WebP encoded fresh from the pixels, so it
 * carries none of the input's metadata. Bounded before decoding ({@link sharpInput}).
 * @throws what libvips throws on an image it cannot read.
 */
export async function pickerImage(
  image: Pick<InputImage, 'bytes'> & PixelSize,
): Promise<PickerImage> {
  const size = pickerSize(image);
  const overlay = Buffer.from(gridSvg(size));
  const bytes = await sharpInput(image.bytes, MAX_CHECKED_PIXELS)
    .resize(size.width, size.height, { fit: 'fill' })
    .composite([{ input: overlay, left: 0, top: 0 }])
    .webp({ quality: QUALITY })
    .toBuffer();
  return { ...size, bytes };
}
