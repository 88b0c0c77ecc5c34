import { createCanvas } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inputThumbnail, thumbnailSize } from '../../src/image-intake/input-thumbnail.js';
import { imageWithMetadata } from '../../src/safety/image-metadata.js';

/** A still image of `width`×`height`: left half red, right half blue. */
async function drawn(width: number, height: number, format: 'png' | 'jpeg' | 'webp') {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#0000ff';
  context.fillRect(width / 2, 0, width / 2, height);
  return format === 'png' ? canvas.encode('png') : canvas.encode(format, 90);
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

  /** `thumbnail` is a 128×64 WebP, red on the left and blue on the right. */
  async function expectRedThenBlue(thumbnail: Buffer | undefined) {
    expect(imageSize(thumbnail ?? Buffer.alloc(0))).toMatchObject({
      type: 'webp',
      width: 128,
      height: 64,
    });
    const [red, , blue] = await colourAt(thumbnail ?? Buffer.alloc(0), 10, 32);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);
    const right = await colourAt(thumbnail ?? Buffer.alloc(0), 118, 32);
    expect(right[2]).toBeGreaterThan(200);
    expect(right[0]).toBeLessThan(60);
  }

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
    expect(thumbnail?.includes('taken at home')).toBe(false);
    await expectRedThenBlue(thumbnail);
  });

  it.each([
    ['JPEG', 'image/jpeg'],
    ['WebP', 'image/webp'],
  ] as const)('makes the thumbnail of a large %s', async (_, type) => {
    const bytes = await drawn(3000, 1500, type === 'image/jpeg' ? 'jpeg' : 'webp');
    await expectRedThenBlue(await inputThumbnail({ bytes, type, width: 3000, height: 1500 }));
  });

  it('reads a large PNG of any kind: a palette, 16 bits, grey with transparency', async () => {
    const base = sharp(await drawn(2400, 1200, 'png'));
    const palette = await base.clone().png({ palette: true, colours: 4 }).toBuffer();
    const deep = await base.clone().toColourspace('rgb16').png().toBuffer();
    for (const [name, png] of [
      ['palette', palette],
      ['16 bits', deep],
    ] as const)
      await expectRedThenBlue(
        await inputThumbnail({ bytes: png, type: 'image/png', width: 2400, height: 1200 }),
      ).catch((error: unknown) => {
        throw new Error(`${name}: ${String(error)}`);
      });
    const halfClear = await sharp({
      create: {
        width: 2400,
        height: 1200,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    })
      .composite([
        {
          input: { create: { width: 1200, height: 1200, channels: 4, background: '#ffffff' } },
          left: 0,
          top: 0,
        },
      ])
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const grey = await inputThumbnail({
      bytes: halfClear,
      type: 'image/png',
      width: 2400,
      height: 1200,
    });
    const { data } = await sharp(grey ?? Buffer.alloc(0))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray((32 * 128 + 10) * 4, (32 * 128 + 11) * 4)]).toEqual([
      255, 255, 255, 255,
    ]);
    expect(data[(32 * 128 + 118) * 4 + 3]).toBe(0);
  });

  it('reads a small JPEG; answers undefined for bytes that are no image, a cut image, or an image over the pixel cap', async () => {
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
      await inputThumbnail({ bytes: Buffer.alloc(0), type: 'image/png', width: 10, height: 10 }),
    ).toBeUndefined();
    const png = await drawn(400, 300, 'png');
    expect(
      await inputThumbnail({
        bytes: png.subarray(0, png.length - 200),
        type: 'image/png',
        width: 400,
        height: 300,
      }),
    ).toBeUndefined();
    expect(
      await inputThumbnail({ bytes: jpeg, type: 'image/jpeg', width: 5000, height: 5000 }),
    ).toBeUndefined();
  });

  it('reads no image over the pixel cap whatever size it is said to have (libvips checks its header)', async () => {
    const huge = await sharp({
      create: { width: 5000, height: 4000, channels: 3, background: '#808080' },
    })
      .jpeg()
      .toBuffer();
    expect(
      await inputThumbnail({ bytes: huge, type: 'image/jpeg', width: 500, height: 400 }),
    ).toBeUndefined();
  });

  it('reads the bytes where they are: an image inside a larger buffer', async () => {
    const png = await drawn(2400, 1200, 'png');
    const padded = Buffer.concat([Buffer.from('before'), png, Buffer.from('after')]);
    const bytes = padded.subarray(6, 6 + png.length);
    await expectRedThenBlue(
      await inputThumbnail({ bytes, type: 'image/png', width: 2400, height: 1200 }),
    );
  });
});
