import { describe, expect, it } from 'vitest';
import { renderImage } from '../../sandbox/image-api/index.js';
import { imageFormatOf } from '../../src/safety/image-format.js';
import {
  animatedPng,
  animatedWebpHeader,
  blankPng,
  encodedPicture,
  gif,
  SVG,
} from '../helpers/image-files.js';

const still = (format: string, width: number, height: number) => ({
  shown: true,
  format,
  width,
  height,
  animated: false,
});

describe('what an image is, from its header', () => {
  it('reads the format and size of a PNG, JPEG, WebP and GIF', async () => {
    const png = await renderImage({ width: 40, height: 30, prompt: 'png', seed: 1 });
    expect(imageFormatOf(png)).toEqual(still('png', 40, 30));
    expect(imageFormatOf(await encodedPicture('jpeg', 96, 64))).toEqual(still('jpg', 96, 64));
    expect(imageFormatOf(await encodedPicture('webp', 96, 64))).toEqual(still('webp', 96, 64));
    expect(imageFormatOf(gif(1))).toEqual(still('gif', 1, 1));
  });

  it('reads a 16000×16000 PNG’s size without decoding it', async () => {
    const huge = await blankPng(16_000, 16_000);
    expect(huge.length).toBeLessThan(1 << 20);
    expect(imageFormatOf(huge)).toEqual(still('png', 16_000, 16_000));
  }, 30_000);

  it('tells an animated GIF, APNG and WebP from a still one; a GIF whose frames cannot all be walked counts as animated', async () => {
    expect(imageFormatOf(gif(2))).toMatchObject({ format: 'gif', animated: true });
    const cut = gif(1).subarray(0, -1);
    expect(imageFormatOf(cut)).toMatchObject({ format: 'gif', animated: true });
    const junk = Buffer.concat([cut, Buffer.from([0x99, 0x3b])]);
    expect(imageFormatOf(junk)).toMatchObject({ format: 'gif', animated: true });
    expect(imageFormatOf(await animatedPng())).toMatchObject({ format: 'png', animated: true });
    expect(imageFormatOf(animatedWebpHeader(300, 200))).toEqual({
      shown: true,
      format: 'webp',
      width: 300,
      height: 200,
      animated: true,
    });
  });

  it('finds no image Discord shows in an SVG, an HTML page, garbage or a cut header', async () => {
    expect(imageFormatOf(SVG)).toEqual({ shown: false, type: 'svg' });
    expect(imageFormatOf(Buffer.from('<!doctype html><p>Bad gateway</p>'))).toEqual({
      shown: false,
      type: undefined,
    });
    expect(imageFormatOf(new Uint8Array([1, 2, 3, 4]))).toEqual({ shown: false, type: undefined });
    const png = await renderImage({ width: 40, height: 30, prompt: 'png', seed: 1 });
    expect(imageFormatOf(png.subarray(0, 12))).toMatchObject({ shown: false });
  });
});
