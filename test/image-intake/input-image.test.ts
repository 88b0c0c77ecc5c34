import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderImage } from '../../sandbox/image-api/image-renderer.js';
import { ByteBudget } from '../../src/core/byte-budget.js';
import { isDiscordCdnUrl } from '../../src/discord/member-file.js';
import { InputCodec } from '../../src/image-intake/input-codec.js';
import { checkInputImage as checkWith } from '../../src/image-intake/input-image.js';
import { InputImageError } from '../../src/image-intake/intake-errors.js';
import { imageFormatOf } from '../../src/safety/image-format.js';

const TAKES_ALL = {
  maxInput: { bytes: 10 * 1024 * 1024, pixels: 3072 * 3072 },
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

const codec = new InputCodec();
const checkInputImage = async (bytes: Buffer, imagesIn: Parameters<typeof checkWith>[1]) => {
  const { decodedBytes, ...image } = await checkWith(
    bytes,
    imagesIn,
    codec,
    await new ByteBudget(Number.MAX_SAFE_INTEGER).acquire(0),
  );
  return image;
};

const problemOf = async (run: Promise<unknown>) => {
  const error = await run.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InputImageError);
  return (error as InputImageError).problem;
};

describe('checkInputImage', () => {
  it('takes a PNG as it is, with its size from the header', async () => {
    const png = await renderImage({ width: 64, height: 48, prompt: 'x', seed: 1 });
    expect(await checkInputImage(png, TAKES_ALL)).toEqual({
      bytes: png,
      type: 'image/png',
      width: 64,
      height: 48,
    });
  });

  it('turns a photo upright by its EXIF orientation and leaves its EXIF out, in its own type', async () => {
    const taken = await sharp({
      create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    const image = await checkInputImage(taken, TAKES_ALL);
    expect(image).toMatchObject({ type: 'image/jpeg', width: 40, height: 60 });
    const header = await sharp(image.bytes).metadata();
    expect(header).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect([header.exif, header.orientation]).toEqual([undefined, undefined]);
    expect(image.bytes.includes('PhoneCo')).toBe(false);
  });

  it("leaves a PNG's text chunks out (another tool's prompt), losslessly", async () => {
    const png = await sharp({
      create: { width: 16, height: 8, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } },
    })
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'parameters: a secret prompt' } } })
      .toBuffer();
    expect(png.includes('a secret prompt')).toBe(true);
    const image = await checkInputImage(png, TAKES_ALL);
    expect(image).toMatchObject({ type: 'image/png', width: 16, height: 8 });
    expect(image.bytes.includes('a secret prompt')).toBe(false);
    const pixels = async (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(image.bytes)).equals(await pixels(png))).toBe(true);
  });

  it('converts a type the backend does not take to PNG, same size', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(40, 30);
    canvas.getContext('2d').fillRect(0, 0, 20, 20);
    const webp = await canvas.encode('webp', 80);
    const image = await checkInputImage(webp, { ...TAKES_ALL, types: ['image/png'] });
    expect(image).toMatchObject({ type: 'image/png', width: 40, height: 30 });
    expect(imageFormatOf(image.bytes)).toMatchObject({ shown: true, format: 'png' });
  });

  it('refuses from the header, before decoding: not an image, too many pixels; and too many bytes', async () => {
    expect(await problemOf(checkInputImage(Buffer.from('<svg/>'), TAKES_ALL))).toBe('notImage');
    const png = await renderImage({ width: 64, height: 64, prompt: 'x', seed: 1 });
    const small = { ...TAKES_ALL, maxInput: { bytes: 10_000_000, pixels: 32 * 32 } };
    expect(await problemOf(checkInputImage(png, small))).toBe('tooManyPixels');
    const tight = { ...TAKES_ALL, maxInput: { bytes: 100, pixels: 3072 * 3072 } };
    expect(await problemOf(checkInputImage(png, tight))).toBe('tooLarge');
  });

  it('refuses an animated image (its frames would not be checked)', async () => {
    const png = await renderImage({ width: 8, height: 8, prompt: 'x', seed: 1 });
    // An acTL chunk before the first IDAT makes it an APNG.
    const actl = Buffer.from([
      0, 0, 0, 8, 0x61, 0x63, 0x54, 0x4c, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    const apng = Buffer.concat([png.subarray(0, 33), actl, png.subarray(33)]);
    expect(await problemOf(checkInputImage(apng, TAKES_ALL))).toBe('animated');
  });
});

describe('isDiscordCdnUrl', () => {
  it("fetches only Discord's CDN and media proxy, or the configured CDN's origin", () => {
    const cdn = 'https://cdn.discordapp.com';
    expect(isDiscordCdnUrl('https://cdn.discordapp.com/attachments/1/2/a.png?ex=1', cdn)).toBe(
      true,
    );
    expect(isDiscordCdnUrl('https://media.discordapp.net/attachments/1/2/a.png', cdn)).toBe(true);
    expect(isDiscordCdnUrl('http://cdn.discordapp.com/attachments/1/2/a.png', cdn)).toBe(false);
    expect(isDiscordCdnUrl('http://169.254.169.254/latest/meta-data', cdn)).toBe(false);
    expect(isDiscordCdnUrl('http://127.0.0.1:9/cdn/a.png', 'http://127.0.0.1:9/cdn')).toBe(true);
    expect(isDiscordCdnUrl('not a url', cdn)).toBe(false);
    const linked = 'external/abc/https/example.org/a.png';
    expect(isDiscordCdnUrl(`https://images-ext-1.discordapp.net/${linked}`, cdn)).toBe(true);
    expect(isDiscordCdnUrl(`https://images-ext-2.discordapp.net/${linked}`, cdn)).toBe(true);
    expect(isDiscordCdnUrl(`https://images-ext-1.discordapp.net.evil.example/${linked}`, cdn)).toBe(
      false,
    );
    expect(isDiscordCdnUrl(`https://images-ext-x.discordapp.net/${linked}`, cdn)).toBe(false);
    expect(isDiscordCdnUrl('https://example.org/a.png', cdn)).toBe(false);
    expect(isDiscordCdnUrl(`http://localhost:9/${linked}`, cdn, 'http://localhost:9')).toBe(true);
    expect(isDiscordCdnUrl(`http://localhost:9/${linked}`, cdn)).toBe(false);
  });
});
