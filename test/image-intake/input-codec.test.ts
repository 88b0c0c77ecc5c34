import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderImage } from '../../sandbox/image-api/image-renderer.js';
import { ByteBudget } from '../../src/core/byte-budget.js';
import type { InputImageType } from '../../src/image-backend/images-in.js';
import { InputCodec } from '../../src/image-intake/input-codec.js';
import { withoutMetadata } from '../../src/safety/image-metadata.js';
import {
  c2paSegment,
  jpegSegment,
  picture,
  pngChunk,
  webpChunk,
  withJpegSegments,
  withPngChunks,
  withWebpChunks,
} from '../safety/metadata-fixtures.js';

const codec = new InputCodec();
/** `normalize` on a lease of a budget nothing else takes from. */
const normalize = async (bytes: Buffer, type: InputImageType) =>
  codec.normalize(bytes, type, await new ByteBudget(Number.MAX_SAFE_INTEGER).acquire(0));
const FORMAT = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
/** Whether `bytes` of `type` holds nothing but its pixels and their colour. */
const holdsOnlyPixels = (bytes: Buffer, type: keyof typeof FORMAT) =>
  withoutMetadata(bytes, FORMAT[type]) === bytes;
const pixelsOf = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();
const promptChunk = () => pngChunk('tEXt', 'parameters\0a secret prompt, Steps: 20, Seed: 1');

/** A line drawing of `side`² as a 1-bit palette PNG, as drawing tools save one: a few KB. */
async function lineDrawing(side: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
    <rect width="100%" height="100%" fill="white"/>
    <circle cx="${side / 2}" cy="${side / 2}" r="${side / 3}" stroke="black" stroke-width="6" fill="none"/>
    <path d="M10 10 L${side - 10} ${side - 10} M${side - 10} 10 L10 ${side - 10}" stroke="black" stroke-width="4"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true, colours: 2, dither: 0 }).toBuffer();
}

describe('InputCodec.normalize: pixels only, no larger than needed', () => {
  it('cuts from a PNG a text, C2PA or private chunk or bytes after IEND: the original bytes, nothing re-encoded', async () => {
    const png = await picture('png');
    for (const carried of [
      withPngChunks(png, promptChunk()),
      withPngChunks(png, pngChunk('caBX', 'jumb c2pa manifest')),
      withPngChunks(png, pngChunk('prVt', 'a private note')),
      Buffer.concat([png, Buffer.from('PK\x03\x04 a zip after IEND')]),
    ]) {
      const { bytes } = await normalize(carried, 'image/png');
      expect(bytes.equals(png)).toBe(true);
      expect(holdsOnlyPixels(bytes, 'image/png')).toBe(true);
    }
  });

  it('cuts from a JPEG a comment, APP11 (C2PA), EXIF at orientation 1 or bytes after EOI: the original bytes, never larger', async () => {
    const jpeg = await picture('jpeg');
    const upright = await sharp(jpeg)
      .withExif({ IFD0: { Make: 'PhoneCo', Orientation: '1' } })
      .jpeg()
      .toBuffer();
    for (const [carried, original] of [
      [withJpegSegments(jpeg, jpegSegment(0xfe, 'Made by Alice')), jpeg],
      [withJpegSegments(jpeg, c2paSegment()), jpeg],
      [Buffer.concat([jpeg, Buffer.from('Alice: a second picture')]), jpeg],
    ] as const) {
      const { bytes, width, height } = await normalize(carried, 'image/jpeg');
      expect([width, height]).toEqual([96, 64]);
      expect(bytes.equals(original)).toBe(true);
    }
    const { bytes } = await normalize(upright, 'image/jpeg');
    expect(bytes.length).toBeLessThan(upright.length);
    expect(bytes.includes('PhoneCo')).toBe(false);
    expect(holdsOnlyPixels(bytes, 'image/jpeg')).toBe(true);
  });

  it('turns a JPEG whose EXIF orientation is not 1 upright: encoded again, without its comment or EXIF', async () => {
    const jpeg = await picture('jpeg');
    const sideways = await sharp(jpeg).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const carried = withJpegSegments(sideways, jpegSegment(0xfe, 'Made by Alice'));
    const { bytes, width, height } = await normalize(carried, 'image/jpeg');
    expect([width, height]).toEqual([64, 96]);
    expect(holdsOnlyPixels(bytes, 'image/jpeg')).toBe(true);
    expect(bytes.includes('Alice')).toBe(false);
    expect((await sharp(bytes).metadata()).orientation ?? 1).toBe(1);
  });

  it('cuts from a WebP an EXIF chunk or bytes after its RIFF', async () => {
    const webp = await picture('webp');
    for (const carried of [
      withWebpChunks(webp, webpChunk('EXIF', 'MM\0* Alice')),
      Buffer.concat([webp, Buffer.from('Alice')]),
    ]) {
      const { bytes } = await normalize(carried, 'image/webp');
      expect(holdsOnlyPixels(bytes, 'image/webp')).toBe(true);
      expect(bytes.includes('Alice')).toBe(false);
    }
  });

  it('keeps an image that holds only its pixels and colour as it is, byte for byte', async () => {
    const png = withPngChunks(
      await picture('png'),
      pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
    );
    expect((await normalize(png, 'image/png')).bytes).toBe(png);
  });

  it('encodes an image converted to PNG no larger than about its PNG: a palette kept, rows filtered', async () => {
    const render = await renderImage({ width: 512, height: 512, prompt: 'a harbour', seed: 3 });
    for (const original of [render, await picture('png')]) {
      const webp = await sharp(original).webp({ lossless: true }).toBuffer();
      const { bytes } = await normalize(webp, 'image/png');
      expect(bytes.length).toBeLessThanOrEqual(Math.ceil(original.length * 1.1) + 64);
      expect((await pixelsOf(bytes)).equals(await pixelsOf(original))).toBe(true);
    }
    const drawing = await lineDrawing(1024);
    const gif = await sharp(drawing).gif().toBuffer();
    const converted = await normalize(gif, 'image/png');
    expect((await sharp(converted.bytes).metadata()).isPalette).toBe(true);
    expect((await pixelsOf(converted.bytes)).equals(await pixelsOf(drawing))).toBe(true);
  });
});
