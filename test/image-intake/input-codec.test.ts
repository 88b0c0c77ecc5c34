import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderImage } from '../../sandbox/image-api/image-renderer.js';
import { InputCodec } from '../../src/image-intake/input-codec.js';
import { holdsOnlyPixels } from '../../src/image-intake/input-extras.js';
import {
  c2paSegment,
  exifChunk,
  jpegSegment,
  picture,
  pngChunk,
  webpChunk,
  withJpegSegments,
  withPngChunks,
  withWebpChunks,
} from './input-extras-fixtures.js';

const codec = new InputCodec();
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
  it('sends a PNG with a text, C2PA or private chunk or bytes after IEND as its pixels alone, losslessly', async () => {
    const png = await picture('png');
    for (const carried of [
      withPngChunks(png, promptChunk()),
      withPngChunks(png, pngChunk('caBX', 'jumb c2pa manifest')),
      withPngChunks(png, pngChunk('prVt', 'a private note')),
      Buffer.concat([png, Buffer.from('PK\x03\x04 a zip after IEND')]),
    ]) {
      const { bytes } = await codec.normalize(carried, 'image/png');
      expect(holdsOnlyPixels(bytes)).toBe(true);
      for (const word of ['secret', 'c2pa', 'private', 'zip'])
        expect(bytes.includes(word)).toBe(false);
      expect((await pixelsOf(bytes)).equals(await pixelsOf(png))).toBe(true);
    }
  });

  it('sends a JPEG with a comment, APP11 (C2PA) or bytes after EOI as a JPEG of its pixels alone', async () => {
    const jpeg = await picture('jpeg');
    for (const carried of [
      withJpegSegments(jpeg, jpegSegment(0xfe, 'Made by Alice')),
      withJpegSegments(jpeg, c2paSegment()),
      Buffer.concat([jpeg, Buffer.from('Alice: a second picture')]),
    ]) {
      const { bytes, width, height } = await codec.normalize(carried, 'image/jpeg');
      expect([width, height]).toEqual([96, 64]);
      expect(holdsOnlyPixels(bytes)).toBe(true);
      expect(bytes.includes('Alice')).toBe(false);
      expect(bytes.includes('c2pa')).toBe(false);
    }
  });

  it('sends a WebP with an EXIF chunk or bytes after its RIFF as a WebP of its pixels alone', async () => {
    const webp = await picture('webp');
    for (const carried of [
      withWebpChunks(webp, webpChunk('EXIF', 'MM\0* Alice')),
      Buffer.concat([webp, Buffer.from('Alice')]),
    ]) {
      const { bytes } = await codec.normalize(carried, 'image/webp');
      expect(holdsOnlyPixels(bytes)).toBe(true);
      expect(bytes.includes('Alice')).toBe(false);
    }
  });

  it('keeps an image that holds only its pixels and colour as it is, byte for byte', async () => {
    const png = withPngChunks(
      await picture('png'),
      pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
    );
    expect((await codec.normalize(png, 'image/png')).bytes).toBe(png);
  });

  it('encodes a PNG again no larger than about what it was: a palette kept, rows filtered', async () => {
    const drawing = await lineDrawing(1024);
    const render = await renderImage({ width: 512, height: 512, prompt: 'a harbour', seed: 3 });
    const exif = await exifChunk();
    for (const original of [drawing, render, await picture('png')]) {
      const carried = withPngChunks(original, promptChunk(), exif);
      const { bytes } = await codec.normalize(carried, 'image/png');
      expect(bytes.length).toBeLessThanOrEqual(Math.ceil(original.length * 1.1) + 64);
      expect((await pixelsOf(bytes)).equals(await pixelsOf(original))).toBe(true);
    }
    const cleaned = await codec.normalize(withPngChunks(drawing, exif), 'image/png');
    const header = await sharp(cleaned.bytes).metadata();
    expect([header.isPalette, header.bitsPerSample]).toEqual([true, 1]);
  });
});
