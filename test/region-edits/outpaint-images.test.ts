import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { panPlan, zoomOutPlan } from '../../src/region-edits/canvas-plan.js';
import { outpaintImages, overlapOf } from '../../src/region-edits/outpaint-images.js';
import { halvesPng, pixelsOf } from './mask-fixtures.js';

const roomy = { maxPixels: 4096 * 4096, multiple: 8 };

describe('outpaintImages', () => {
  it('places the original untouched, the border transparent in the source and the mask', async () => {
    const plan = zoomOutPlan({ width: 256, height: 256 }, 2, roomy);
    const { source, mask } = await outpaintImages({ bytes: await halvesPng(256, 256) }, plan);
    expect(imageSize(source)).toMatchObject({ type: 'png', width: 512, height: 512 });
    expect(imageSize(mask)).toMatchObject({ type: 'png', width: 512, height: 512 });
    const src = await pixelsOf(source);
    const msk = await pixelsOf(mask);
    expect(src.at(200, 256)).toEqual([255, 0, 0, 255]);
    expect(src.at(320, 256)).toEqual([0, 0, 255, 255]);
    expect(src.at(20, 20)[3]).toBe(0);
    expect(msk.at(20, 20)).toEqual([255, 255, 255, 0]);
    expect(msk.at(256, 256)).toEqual([0, 0, 0, 255]);
    const overlap = overlapOf(plan.placed);
    expect(msk.at(128, 256)[3]).toBe(0);
    expect(msk.at(128 + overlap * 3, 256)[3]).toBe(255);
    const ramp = msk.at(128 + Math.floor(overlap / 2), 256)[3] as number;
    expect(ramp).toBeGreaterThan(0);
    expect(ramp).toBeLessThan(255);
    for (let x = 0; x < 512; x += 16) expect(src.at(x, 100)[3]).toBe(msk.at(x, 100)[3]);
  });

  it('keeps the edge a pan leaves on the canvas’s own edge opaque', async () => {
    const plan = panPlan({ width: 256, height: 256 }, 'right', roomy);
    const { mask } = await outpaintImages({ bytes: await halvesPng(256, 256) }, plan);
    const { at, width } = await pixelsOf(mask);
    expect(width).toBe(384);
    expect(at(0, 0)[3]).toBe(255);
    expect(at(0, 255)[3]).toBe(255);
    expect(at(240, 128)[3]).toBe(255);
    expect(at(260, 128)[3]).toBe(0);
  });
});
