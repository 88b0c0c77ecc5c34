import type { PixelSize } from '../image-backend/images-in.js';

/** The picker's grid: columns lettered A… left to right, rows numbered 1… top to bottom. */
export const GRID = { columns: 4, rows: 4 } as const;

/** A cell's label, its column's letter then its row's number (`A1` top left, `D4` bottom right). */
export type CellLabel = `${'A' | 'B' | 'C' | 'D'}${1 | 2 | 3 | 4}`;

/** A rectangle of pixels: its top left corner and its size. */
export interface PixelRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const LETTERS = 'ABCD';

/** Every cell's label, row by row (A1, B1, C1, D1, A2, …): the picker's options, in order. */
export const CELL_LABELS: readonly CellLabel[] = Array.from(
  { length: GRID.columns * GRID.rows },
  (_, index) =>
    `${LETTERS[index % GRID.columns]}${Math.floor(index / GRID.columns) + 1}` as CellLabel,
);

const isCellLabel = (value: string): value is CellLabel =>
  (CELL_LABELS as readonly string[]).includes(value);

/**
 * The cells a member chose, read from a select menu's values (user input: anything else is
 * dropped), each once, in the grid's order; empty when none is a cell.
 */
export function chosenCells(values: readonly string[]): CellLabel[] {
  const given = new Set(values.map((value) => value.trim().toUpperCase()));
  return CELL_LABELS.filter((label) => given.has(label));
}

/**
 * The pixels of cell `label` in an image of `size`: the grid's lines fall on whole pixels, so the
 * cells tile the image exactly (the last column and row take what is left).
 */
export function cellRect(label: CellLabel, size: PixelSize): PixelRect {
  const column = LETTERS.indexOf(label[0] as string);
  const row = Number(label.slice(1)) - 1;
  const left = Math.floor((column * size.width) / GRID.columns);
  const top = Math.floor((row * size.height) / GRID.rows);
  const right = Math.floor(((column + 1) * size.width) / GRID.columns);
  const bottom = Math.floor(((row + 1) * size.height) / GRID.rows);
  return { left, top, width: right - left, height: bottom - top };
}

/** `rect` grown by `by` pixels on every side, kept inside an image of `size`. */
export function grownRect(rect: PixelRect, by: number, size: PixelSize): PixelRect {
  const left = Math.max(0, rect.left - by);
  const top = Math.max(0, rect.top - by);
  const right = Math.min(size.width, rect.left + rect.width + by);
  const bottom = Math.min(size.height, rect.top + rect.height + by);
  return { left, top, width: right - left, height: bottom - top };
}

/** Whether `label` is a cell's label (for a value read back from a stored choice). */
export const asCellLabel = (value: string): CellLabel | undefined =>
  isCellLabel(value) ? value : undefined;
