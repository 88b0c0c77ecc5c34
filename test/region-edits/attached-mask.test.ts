import { imageSize } from 'image-size';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InputImageError } from '../../src/image-intake/intake-errors.js';
import { checkAttachedMask, maskFits } from '../../src/region-edits/attached-mask.js';
import { holePng, pixelsOf } from './mask-fixtures.js';

const image = { width: 512, height: 512 };
const hole = { left: 128, top: 128, width: 128, height: 128 };

/** The refusal `checkAttachedMask` throws for `bytes`. */
async function problemOf(bytes: Buffer, size = image) {
  const error = await checkAttachedMask(bytes, size).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InputImageError);
  return (error as InputImageError).problem;
}

describe('checkAttachedMask', () => {
  it('takes a PNG of the image size, transparent where it may change, in the bot’s form', async () => {
    const mask = await checkAttachedMask(await holePng(512, 512, hole), image);
    const { at } = await pixelsOf(mask);
    expect(at(200, 200)).toEqual([255, 255, 255, 0]);
    expect(at(10, 10)).toEqual([0, 0, 0, 255]);
  });

  it('scales a mask of the same proportions to the image’s size', async () => {
    expect(maskFits({ width: 256, height: 256 }, image)).toBe(true);
    expect(maskFits({ width: 1000, height: 667 }, { width: 1536, height: 1024 })).toBe(true);
    expect(maskFits({ width: 512, height: 256 }, image)).toBe(false);
    const half = { left: 64, top: 64, width: 64, height: 64 };
    const mask = await checkAttachedMask(await holePng(256, 256, half), image);
    expect(imageSize(mask)).toMatchObject({ type: 'png', width: 512, height: 512 });
    const { at } = await pixelsOf(mask);
    expect(at(192, 192)[3]).toBe(0);
    expect(at(400, 400)[3]).toBe(255);
  });

  it('refuses another type, another shape, and a mask marking nothing or everything', async () => {
    const jpeg = await sharp(await holePng(512, 512, hole))
      .jpeg()
      .toBuffer();
    expect(await problemOf(jpeg)).toBe('maskNotPng');
    expect(await problemOf(Buffer.from('<svg/>'))).toBe('maskNotPng');
    expect(await problemOf(await holePng(512, 256, hole))).toBe('maskSize');
    const noHole = { left: 0, top: 0, width: 0, height: 0 };
    expect(await problemOf(await holePng(512, 512, noHole))).toBe('maskOpaque');
    expect(await problemOf(await holePng(512, 512, hole, false))).toBe('maskOpaque');
    const all = { left: 0, top: 0, width: 512, height: 512 };
    expect(await problemOf(await holePng(512, 512, all))).toBe('maskWhole');
  });

  it('refuses a mask over the pixel cap from its header, before decoding it', async () => {
    const header = await holePng(8, 8, hole);
    header.writeUInt32BE(5000, 16);
    header.writeUInt32BE(5000, 20);
    expect(await problemOf(header, { width: 5000, height: 5000 })).toBe('tooManyPixels');
  });

  it('refuses a damaged PNG as unreadable', async () => {
    const whole = await holePng(64, 64, { left: 8, top: 8, width: 8, height: 8 });
    const damaged = Buffer.concat([whole.subarray(0, 60), Buffer.alloc(40, 7)]);
    expect(await problemOf(damaged, { width: 64, height: 64 })).toBe('unreadable');
  });
});
