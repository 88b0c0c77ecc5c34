import { describe, expect, it } from 'vitest';
import {
  CELL_LABELS,
  cellRect,
  chosenCells,
  grownRect,
} from '../../src/region-edits/region-grid.js';

describe('the picker grid', () => {
  it('labels 16 cells row by row, A1 top left to D4 bottom right', () => {
    expect(CELL_LABELS).toHaveLength(16);
    expect(CELL_LABELS.slice(0, 5)).toEqual(['A1', 'B1', 'C1', 'D1', 'A2']);
    expect(CELL_LABELS.at(-1)).toBe('D4');
  });

  it('reads chosen cells from select values, dropping anything else and repeats', () => {
    expect(chosenCells(['d4', 'A1', 'A1', 'E5', '', '<@1>', ' b2 '])).toEqual(['A1', 'B2', 'D4']);
    expect(chosenCells(['nope'])).toEqual([]);
  });

  it('tiles an image of any size exactly, on whole pixels', () => {
    const size = { width: 1023, height: 767 };
    let area = 0;
    for (const label of CELL_LABELS) {
      const rect = cellRect(label, size);
      area += rect.width * rect.height;
    }
    expect(area).toBe(1023 * 767);
    expect(cellRect('A1', size)).toEqual({ left: 0, top: 0, width: 255, height: 191 });
    expect(cellRect('D4', size)).toEqual({ left: 767, top: 575, width: 256, height: 192 });
    expect(cellRect('C2', { width: 512, height: 512 })).toEqual({
      left: 256,
      top: 128,
      width: 128,
      height: 128,
    });
  });

  it('grows a rectangle within the image', () => {
    const size = { width: 512, height: 512 };
    expect(grownRect(cellRect('A1', size), 8, size)).toEqual({
      left: 0,
      top: 0,
      width: 136,
      height: 136,
    });
  });
});
