import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { cellsMask, featherOf } from '../../src/region-edits/cell-mask.js';
import { pixelsOf } from './mask-fixtures.js';

describe('cellsMask', () => {
  it('is a PNG of the image size, transparent over the chosen cells, opaque far from them', async () => {
    const mask = await cellsMask(['B2', 'C2'], { width: 640, height: 480 });
    expect(imageSize(mask)).toMatchObject({ type: 'png', width: 640, height: 480 });
    const { at } = await pixelsOf(mask);
    expect(at(160, 120)).toEqual([255, 255, 255, 0]);
    expect(at(479, 239)).toEqual([255, 255, 255, 0]);
    expect(at(160, 240 - 1)).toEqual([255, 255, 255, 0]);
    expect(at(10, 10)).toEqual([0, 0, 0, 255]);
    expect(at(600, 400)).toEqual([0, 0, 0, 255]);
  });

  it('feathers outward: the kept side ramps from transparent to opaque past the cell', async () => {
    const size = { width: 512, height: 512 };
    const feather = featherOf(size);
    expect(feather).toBe(8);
    const { at } = await pixelsOf(await cellsMask(['A1'], size));
    const alphaAt = (x: number) => at(x, 64)[3] as number;
    expect(alphaAt(127)).toBe(0);
    const ramp = [128, 128 + feather, 128 + 2 * feather].map(alphaAt);
    expect(ramp[0]).toBeLessThan(ramp[1] as number);
    expect(ramp[1]).toBeLessThan(ramp[2] as number);
    expect(alphaAt(128 + 3 * feather)).toBe(255);
    for (let x = 120; x < 170; x += 1) expect(at(x, 64)[0]).toBe(255 - alphaAt(x));
  });

  it('refuses no cell at all', async () => {
    await expect(cellsMask([], { width: 64, height: 64 })).rejects.toThrow(RangeError);
  });
});
