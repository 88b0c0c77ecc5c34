import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { gridSvg, pickerImage, pickerSize } from '../../src/region-edits/picker-image.js';
import { halvesPng, pixelsOf } from './mask-fixtures.js';

describe('pickerImage', () => {
  it('keeps the proportions at 1024 on the longest side', () => {
    expect(pickerSize({ width: 512, height: 256 })).toEqual({ width: 1024, height: 512 });
    expect(pickerSize({ width: 3000, height: 4000 })).toEqual({ width: 768, height: 1024 });
  });

  it('draws the grid and the sixteen labels over the image, a WebP without its metadata', async () => {
    const image = await halvesPng(512, 512);
    const picker = await pickerImage({ bytes: image, width: 512, height: 512 });
    expect(imageSize(picker.bytes)).toMatchObject({ type: 'webp', width: 1024, height: 1024 });
    const { at } = await pixelsOf(picker.bytes);
    const [r, g, b] = at(256, 600);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(200);
    expect(b).toBeGreaterThan(200);
    expect(
      at(100, 400)
        .slice(0, 3)
        .map((c) => Math.round(c / 16)),
    ).toEqual([16, 0, 0]);
    expect(at(900, 400)[2]).toBeGreaterThan(230);
    expect((gridSvg({ width: 1024, height: 1024 }).match(/<rect /g) ?? []).length).toBe(16);
  });

  it('refuses what libvips cannot read', async () => {
    const bytes = Buffer.from('not an image');
    await expect(pickerImage({ bytes, width: 10, height: 10 })).rejects.toThrow();
  });
});
