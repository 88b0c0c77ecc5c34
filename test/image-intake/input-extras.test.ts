import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { holdsOnlyPixels } from '../../src/image-intake/input-extras.js';
import {
  c2paSegment,
  jpegSegment,
  picture,
  pngChunk,
  webpChunk,
  withJpegSegments,
  withPngChunks,
  withWebpChunks,
} from './input-extras-fixtures.js';

describe('holdsOnlyPixels', () => {
  it('says so of a PNG, a baseline and a progressive JPEG and a WebP as an encoder writes them', async () => {
    expect(holdsOnlyPixels(await picture('png'))).toBe(true);
    expect(holdsOnlyPixels(await picture('jpeg'))).toBe(true);
    expect(holdsOnlyPixels(await picture('jpeg', { progressive: true }))).toBe(true);
    expect(holdsOnlyPixels(await picture('webp'))).toBe(true);
  });

  it('keeps the colour: a PNG with sRGB, gAMA and tRNS; a JPEG and a WebP with an ICC profile', async () => {
    const png = await picture('png');
    const srgb = withPngChunks(png, pngChunk('sRGB', Buffer.from([0])));
    expect(holdsOnlyPixels(srgb)).toBe(true);
    const p3 = await sharp(await picture('png'))
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    expect(holdsOnlyPixels(p3)).toBe(true);
    const webp = await sharp(await picture('png'))
      .withIccProfile('p3')
      .webp()
      .toBuffer();
    expect(holdsOnlyPixels(webp)).toBe(true);
  });

  it('finds what a PNG carries besides: text, EXIF, a C2PA (caBX) or private chunk, bytes after IEND', async () => {
    const png = await picture('png');
    for (const extra of [
      pngChunk('tEXt', 'parameters\0a secret prompt'),
      pngChunk('iTXt', 'XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>'),
      pngChunk('eXIf', 'MM\0*'),
      pngChunk('caBX', 'jumb c2pa manifest'),
      pngChunk('prVt', 'a private note'),
      pngChunk('tIME', Buffer.alloc(7)),
    ]) {
      expect(holdsOnlyPixels(withPngChunks(png, extra))).toBe(false);
    }
    expect(holdsOnlyPixels(Buffer.concat([png, Buffer.from('PK\x03\x04 a zip')]))).toBe(false);
    expect(holdsOnlyPixels(png.subarray(0, png.length - 12))).toBe(false);
  });

  it('finds what a JPEG carries besides: a comment, APP11 (C2PA/JUMBF), EXIF, a JFIF thumbnail, bytes after EOI', async () => {
    const jpeg = await picture('jpeg');
    for (const extra of [
      jpegSegment(0xfe, 'Made by Alice, 12 Harbour Road'),
      c2paSegment(),
      jpegSegment(0xe1, 'Exif\0\0MM\0*'),
      jpegSegment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>'),
      jpegSegment(0xed, 'Photoshop 3.0\0'),
      jpegSegment(
        0xe0,
        Buffer.concat([Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\x01\x01'), Buffer.alloc(3)]),
      ),
    ]) {
      expect(holdsOnlyPixels(withJpegSegments(jpeg, extra))).toBe(false);
    }
    expect(holdsOnlyPixels(Buffer.concat([jpeg, Buffer.from('a second picture')]))).toBe(false);
    expect(holdsOnlyPixels(jpeg.subarray(0, jpeg.length - 2))).toBe(false);
  });

  it('finds a comment between the scans of a progressive JPEG', async () => {
    const jpeg = await picture('jpeg', { progressive: true });
    const secondScan = jpeg.indexOf(
      Buffer.from([0xff, 0xda]),
      jpeg.indexOf(Buffer.from([0xff, 0xda])) + 2,
    );
    expect(secondScan).toBeGreaterThan(0);
    const commented = Buffer.concat([
      jpeg.subarray(0, secondScan),
      jpegSegment(0xfe, 'hidden between scans'),
      jpeg.subarray(secondScan),
    ]);
    expect(holdsOnlyPixels(commented)).toBe(false);
  });

  it('finds what a WebP carries besides: EXIF, XMP, an unknown chunk, bytes after its RIFF', async () => {
    const webp = await picture('webp');
    for (const extra of [
      webpChunk('EXIF', 'MM\0*'),
      webpChunk('XMP ', '<x:xmpmeta/>'),
      webpChunk('C2PA', 'jumb'),
    ]) {
      expect(holdsOnlyPixels(withWebpChunks(webp, extra))).toBe(false);
    }
    expect(holdsOnlyPixels(Buffer.concat([webp, Buffer.from('tail')]))).toBe(false);
  });

  it('says no of what it cannot walk: a GIF, a chunk longer than the file', () => {
    expect(holdsOnlyPixels(Buffer.from('GIF89a'))).toBe(false);
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xff, 0xff, 0xf0]),
      Buffer.from('IHDR'),
    ]);
    expect(holdsOnlyPixels(broken)).toBe(false);
  });
});
