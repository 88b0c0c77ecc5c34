import { createCanvas } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { inputThumbnail, thumbnailSize } from '../../src/images-in/input-thumbnail.js';
import { imageWithMetadata } from '../../src/safety/image-metadata.js';

/** A still image of `width`×`height`: left half red, right half blue. */
async function drawn(width: number, height: number, format: 'png' | 'jpeg') {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#0000ff';
  context.fillRect(width / 2, 0, width / 2, height);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}

/** The colour at (x, y) of an encoded image. */
async function colourAt(bytes: Buffer, x: number, y: number) {
  const { loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)];
}

describe('inputThumbnail', () => {
  it('keeps the proportions, at most 128 px, never larger than the image', () => {
    expect(thumbnailSize({ width: 640, height: 480 })).toEqual({ width: 128, height: 96 });
    expect(thumbnailSize({ width: 300, height: 3000 })).toEqual({ width: 13, height: 128 });
    expect(thumbnailSize({ width: 64, height: 40 })).toEqual({ width: 64, height: 40 });
  });

  it('encodes a fresh WebP without the input’s metadata, a large PNG shrunk as it is read', async () => {
    const png = imageWithMetadata(
      await drawn(2400, 1200, 'png'),
      'png',
      'parameters',
      () => 'taken at home',
    );
    const thumbnail = await inputThumbnail({
      bytes: png,
      type: 'image/png',
      width: 2400,
      height: 1200,
    });
    expect(imageSize(thumbnail ?? Buffer.alloc(0))).toMatchObject({
      type: 'webp',
      width: 128,
      height: 64,
    });
    expect(thumbnail?.includes('taken at home')).toBe(false);
    const [red, , blue] = await colourAt(thumbnail ?? Buffer.alloc(0), 10, 32);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);
    const right = await colourAt(thumbnail ?? Buffer.alloc(0), 118, 32);
    expect(right[2]).toBeGreaterThan(200);
  });

  it('reads a JPEG whole; answers undefined for bytes that are no image or an image over the pixel cap', async () => {
    const jpeg = await drawn(400, 300, 'jpeg');
    const thumbnail = await inputThumbnail({
      bytes: jpeg,
      type: 'image/jpeg',
      width: 400,
      height: 300,
    });
    expect(imageSize(thumbnail ?? Buffer.alloc(0))).toMatchObject({
      type: 'webp',
      width: 128,
      height: 96,
    });
    const junk = Buffer.from('no picture here');
    expect(
      await inputThumbnail({ bytes: junk, type: 'image/png', width: 10, height: 10 }),
    ).toBeUndefined();
    expect(
      await inputThumbnail({ bytes: jpeg, type: 'image/jpeg', width: 5000, height: 5000 }),
    ).toBeUndefined();
  });
});
