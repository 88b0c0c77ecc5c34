import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { fitUpload, type ShownImage } from '../../../src/imagine/delivery/fit-upload.js';
import { imageFormatOf } from '../../../src/safety/image-format.js';
import { animatedPng } from '../../helpers/image-files.js';

/** A PNG of gradients with seeded noise: large as PNG, far smaller as lossy WebP. */
function noisyPng(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(width, height);
  let state = 42;
  const noise = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return (state / 4_294_967_296) * 24;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      pixels.data.set([x + noise(), y + noise(), 128 + noise(), 255], at);
    }
  }
  context.putImageData(pixels, 0, 0);
  return canvas.toBuffer('image/png');
}

const formatOf = (data: Buffer) => imageFormatOf(data) as ShownImage;

describe('fitUpload', () => {
  it('re-encodes as WebP within the limit, smaller only when it must', async () => {
    const png = noisyPng(256, 192);
    const loose = await fitUpload(png, formatOf(png), png.length - 1);
    expect(loose).toMatchObject({ format: 'webp', width: 256, height: 192 });
    expect(loose?.data.length).toBeLessThan(png.length);
    const tight = await fitUpload(png, formatOf(png), 1_500);
    expect(tight?.data.length).toBeLessThanOrEqual(1_500);
    expect(tight?.width).toBeLessThan(256);
    expect((tight?.width ?? 0) / (tight?.height ?? 1)).toBeCloseTo(256 / 192, 1);
    expect(formatOf(tight?.data ?? Buffer.alloc(0))).toMatchObject({
      format: 'webp',
      width: tight?.width,
      height: tight?.height,
    });
  });

  it('decodes nothing animated or over the pixel cap, and gives up where no size fits', async () => {
    const apng = await animatedPng();
    expect(await fitUpload(apng, formatOf(apng), 10)).toBeUndefined();
    const png = noisyPng(64, 64);
    expect(await fitUpload(png, formatOf(png), 100_000, 64 * 63)).toBeUndefined();
    expect(await fitUpload(png, formatOf(png), 20)).toBeUndefined();
  });
});
