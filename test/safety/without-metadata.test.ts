import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
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
} from './metadata-fixtures.js';

const FORMAT = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;

/** Whether `bytes` comes back from the walk as it is: nothing to leave out. */
const holdsOnlyPixels = (bytes: Buffer, format: keyof typeof FORMAT) =>
  withoutMetadata(bytes, FORMAT[format]) === bytes;

describe('withoutMetadata: one walk per format, for a posted image and a member input', () => {
  it('returns a PNG, a baseline and a progressive JPEG and a WebP as an encoder writes them as they are', async () => {
    expect(holdsOnlyPixels(await picture('png'), 'png')).toBe(true);
    expect(holdsOnlyPixels(await picture('jpeg'), 'jpeg')).toBe(true);
    expect(holdsOnlyPixels(await picture('jpeg', { progressive: true }), 'jpeg')).toBe(true);
    expect(holdsOnlyPixels(await picture('webp'), 'webp')).toBe(true);
  });

  it('keeps the colour: a PNG with sRGB, gAMA and tRNS; a JPEG and a WebP with an ICC profile', async () => {
    const png = await picture('png');
    const srgb = withPngChunks(png, pngChunk('sRGB', Buffer.from([0])));
    expect(holdsOnlyPixels(srgb, 'png')).toBe(true);
    const p3 = await sharp(png).withIccProfile('p3').jpeg().toBuffer();
    expect(holdsOnlyPixels(p3, 'jpeg')).toBe(true);
    const webp = await sharp(png).withIccProfile('p3').webp().toBuffer();
    expect(holdsOnlyPixels(webp, 'webp')).toBe(true);
  });

  it('cuts from a PNG its text, EXIF, C2PA (caBX), private chunks and bytes after IEND: the original, byte for byte', async () => {
    const png = await picture('png');
    for (const extra of [
      pngChunk('tEXt', 'parameters\0a secret prompt'),
      pngChunk('iTXt', 'XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>'),
      pngChunk('eXIf', 'MM\0*'),
      pngChunk('caBX', 'jumb c2pa manifest'),
      pngChunk('prVt', 'a private note'),
      pngChunk('tIME', Buffer.alloc(7)),
    ]) {
      expect(withoutMetadata(withPngChunks(png, extra), 'png')?.equals(png)).toBe(true);
    }
    const zipped = Buffer.concat([png, Buffer.from('PK\x03\x04 a zip')]);
    expect(withoutMetadata(zipped, 'png')?.equals(png)).toBe(true);
    expect(withoutMetadata(png.subarray(0, png.length - 12), 'png')).toBeUndefined();
  });

  it('cuts from a JPEG a comment, APP11 (C2PA/JUMBF), EXIF, XMP, IPTC, a JFIF thumbnail and bytes after EOI, nothing re-encoded', async () => {
    const jpeg = await picture('jpeg');
    const app0 = jpeg.subarray(2, 4 + jpeg.readUInt16BE(4));
    const rest = jpeg.subarray(2 + app0.length);
    for (const extra of [
      jpegSegment(0xfe, 'Made by Alice, 12 Harbour Road'),
      c2paSegment(),
      jpegSegment(0xe1, 'Exif\0\0MM\0*'),
      jpegSegment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>'),
      jpegSegment(0xed, 'Photoshop 3.0\0'),
      jpegSegment(0xe2, 'MPF\0 a second picture'),
    ]) {
      expect(withoutMetadata(withJpegSegments(jpeg, extra), 'jpg')?.equals(jpeg)).toBe(true);
    }
    const thumbnail = jpegSegment(
      0xe0,
      Buffer.concat([Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\x01\x01'), Buffer.alloc(3)]),
    );
    const withThumbnail = Buffer.concat([jpeg.subarray(0, 2), thumbnail, rest]);
    const cut = withoutMetadata(withThumbnail, 'jpg');
    expect(cut?.equals(Buffer.concat([jpeg.subarray(0, 2), rest]))).toBe(true);
    const trailing = Buffer.concat([jpeg, Buffer.from('a second picture')]);
    expect(withoutMetadata(trailing, 'jpg')?.equals(jpeg)).toBe(true);
    expect(withoutMetadata(jpeg.subarray(0, jpeg.length - 2), 'jpg')).toBeUndefined();
  });

  it('keeps the ICC profile (APP2) of a JPEG whose comment and APP11 it cuts', async () => {
    const p3 = await sharp(await picture('png'))
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const cut = withoutMetadata(
      withJpegSegments(p3, jpegSegment(0xfe, 'Alice'), c2paSegment()),
      'jpg',
    );
    expect(cut?.equals(p3)).toBe(true);
    expect((await sharp(cut).metadata()).icc).toBeDefined();
  });

  it('cuts a comment between the scans of a progressive JPEG', async () => {
    const jpeg = await picture('jpeg', { progressive: true });
    const sos = Buffer.from([0xff, 0xda]);
    const secondScan = jpeg.indexOf(sos, jpeg.indexOf(sos) + 2);
    expect(secondScan).toBeGreaterThan(0);
    const commented = Buffer.concat([
      jpeg.subarray(0, secondScan),
      jpegSegment(0xfe, 'hidden between scans'),
      jpeg.subarray(secondScan),
    ]);
    expect(withoutMetadata(commented, 'jpg')?.equals(jpeg)).toBe(true);
  });

  it('cuts from a WebP its EXIF, XMP, an unknown chunk and bytes after its RIFF', async () => {
    const webp = await picture('webp');
    for (const extra of [
      webpChunk('EXIF', 'MM\0*'),
      webpChunk('XMP ', '<x:xmpmeta/>'),
      webpChunk('C2PA', 'jumb'),
    ]) {
      expect(withoutMetadata(withWebpChunks(webp, extra), 'webp')?.equals(webp)).toBe(true);
    }
    const tail = Buffer.concat([webp, Buffer.from('tail')]);
    expect(withoutMetadata(tail, 'webp')?.equals(webp)).toBe(true);
  });

  it('walks nothing it cannot: a GIF, a chunk longer than the file', () => {
    expect(withoutMetadata(Buffer.from('GIF89a'), 'gif')).toBeUndefined();
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xff, 0xff, 0xf0]),
      Buffer.from('IHDR'),
    ]);
    expect(withoutMetadata(broken, 'png')).toBeUndefined();
  });
});
