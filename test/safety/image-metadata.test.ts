import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { imageFormatOf } from '../../src/safety/image-format.js';
import { imageWithMetadata } from '../../src/safety/image-metadata.js';
import { pngTextChunk } from '../../src/safety/png-metadata.js';

/** A small picture, encoded by `@napi-rs/canvas` (no metadata of its own). */
function picture(format: 'png' | 'jpeg' | 'webp'): Buffer {
  const canvas = createCanvas(64, 48);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#c83';
  ctx.fillRect(0, 0, 64, 48);
  ctx.fillStyle = '#38c';
  ctx.fillRect(8, 8, 24, 16);
  return format === 'png' ? canvas.encodeSync('png') : canvas.encodeSync(format, 90);
}

/** The PNG's chunks: type and bytes (length, type, data, CRC). */
function pngChunks(png: Buffer): { type: string; bytes: Buffer }[] {
  const chunks = [];
  for (let at = 8; at < png.length; ) {
    const end = at + 12 + png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), bytes: png.subarray(at, end) });
    at = end;
  }
  return chunks;
}

/** `png` with `extra` chunks right after IHDR, as Pillow writes a `PngInfo`. */
function withChunks(png: Buffer, extra: Buffer[]): Buffer {
  const afterHeader = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterHeader), ...extra, png.subarray(afterHeader)]);
}

/** A chunk of any type, its CRC left zero (the strip walks lengths only). */
function rawChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  return chunk;
}

/** A JPEG segment `marker` holding `data`. */
function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** The JPEG's segments before its first scan: marker and bytes; then the rest as one. */
function jpegSegments(jpeg: Buffer): { marker: number; bytes: Buffer }[] {
  const segments = [];
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xda) {
      segments.push({ marker, bytes: jpeg.subarray(at) });
      break;
    }
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    segments.push({ marker, bytes: jpeg.subarray(at, end) });
    at = end;
  }
  return segments;
}

/** A RIFF chunk of a WebP, padded to an even size. */
function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

const riff = (chunks: Buffer[]) => {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const head = Buffer.from('RIFF\0\0\0\0', 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
};

const WORKFLOW = JSON.stringify({ '3': { class_type: 'KSampler', inputs: { seed: 7 } } });
const strip = (data: Buffer, format: 'png' | 'jpg' | 'webp') =>
  imageWithMetadata(data, format, 'strip', () => 'unused');

describe('imageWithMetadata on a PNG', () => {
  const plain = picture('png');
  const made = withChunks(plain, [
    pngTextChunk('prompt', WORKFLOW),
    pngTextChunk('workflow', '{"nodes": []}'),
    rawChunk('zTXt', Buffer.from('parameters\0\0x', 'latin1')),
    rawChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x/>', 'latin1')),
    rawChunk('eXIf', Buffer.from('MM\0*', 'latin1')),
    rawChunk('tIME', Buffer.alloc(7)),
    rawChunk('prVt', Buffer.from('a private chunk', 'latin1')),
  ]);

  it('strips every text, XMP, EXIF, time and private chunk, every other chunk byte for byte', async () => {
    const stripped = strip(made, 'png');
    expect(pngChunks(made).map((c) => c.type)).toContain('tEXt');
    expect(stripped.equals(plain)).toBe(true);
    expect(stripped.includes('KSampler')).toBe(false);
    expect((await loadImage(stripped)).width).toBe(64);
    const after = Buffer.concat([made, Buffer.from('trailing bytes')]);
    expect(strip(after, 'png').equals(plain)).toBe(true);
  });

  it('keeps the file as it is with keep, and writes the bot’s own parameters with parameters', () => {
    expect(imageWithMetadata(made, 'png', 'keep', () => 'x')).toBe(made);
    const own = imageWithMetadata(made, 'png', 'parameters', () => 'a fox 🦊\nSeed: 7');
    const chunks = pngChunks(own);
    expect(chunks.map((c) => c.type)).toEqual([
      ...pngChunks(plain)
        .map((c) => c.type)
        .slice(0, -1),
      'iTXt',
      'IEND',
    ]);
    const text = chunks.find((c) => c.type === 'iTXt')?.bytes;
    expect(text?.subarray(8, -4).toString('utf8')).toBe('parameters\0\0\0\0\0a fox 🦊\nSeed: 7');
    expect(own.includes('KSampler')).toBe(false);
    const latin = pngChunks(imageWithMetadata(plain, 'png', 'parameters', () => 'a fox'));
    expect(
      latin
        .find((c) => c.type === 'tEXt')
        ?.bytes.subarray(8, -4)
        .toString(),
    ).toBe('parameters\0a fox');
  });

  it('leaves a PNG whose chunks cannot be walked as it is', () => {
    const cut = made.subarray(0, made.length - 20);
    expect(strip(cut, 'png')).toBe(cut);
  });
});

describe('imageWithMetadata on a JPEG', () => {
  const plain = picture('jpeg');
  const [soi, app0, ...rest] = [plain.subarray(0, 2), ...jpegSegments(plain).map((s) => s.bytes)];
  const exif = segment(0xe1, Buffer.from('Exif\0\0MM\0*UserComment: a fox, Seed: 7', 'latin1'));
  const xmp = segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>', 'latin1'));
  const icc = segment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01profile', 'latin1'));
  const iptc = segment(0xed, Buffer.from('Photoshop 3.0\0caption', 'latin1'));
  const comment = segment(0xfe, Buffer.from('parameters: a fox', 'latin1'));
  const c2pa = segment(0xeb, Buffer.from('JP\0\x01\0\0\0\x01jumbjumd c2pa: a fox', 'latin1'));
  const made = Buffer.concat([soi, app0, exif, xmp, icc, iptc, comment, c2pa, ...rest] as Buffer[]);

  it('strips EXIF and XMP (APP1), IPTC (APP13), C2PA (APP11), comments and bytes after EOI, keeping the ICC profile and the scans', async () => {
    const stripped = strip(Buffer.concat([made, Buffer.from('a fox after EOI')]), 'jpg');
    expect(stripped.equals(Buffer.concat([soi, app0, icc, ...rest] as Buffer[]))).toBe(true);
    expect(stripped.includes('a fox')).toBe(false);
    expect((await loadImage(stripped)).height).toBe(48);
    expect(imageFormatOf(stripped)).toMatchObject({ format: 'jpg', width: 64, height: 48 });
  });

  it('writes the bot’s parameters as a comment after the APPn segments', () => {
    const own = imageWithMetadata(made, 'jpg', 'parameters', () => 'a fox\nSeed: 7');
    const segments = jpegSegments(own);
    // JFIF, the ICC profile added above, the encoder's own ICC profile, then the comment.
    expect(segments.map((s) => s.marker).slice(0, 4)).toEqual([0xe0, 0xe2, 0xe2, 0xfe]);
    expect(segments[3]?.bytes.subarray(4).toString()).toBe('a fox\nSeed: 7');
    expect(own.includes('UserComment')).toBe(false);
  });
});

describe('imageWithMetadata on a WebP', () => {
  const plain = picture('webp');
  const chunks: Buffer[] = [];
  for (let at = 12; at < plain.length; ) {
    const size = plain.readUInt32LE(at + 4);
    chunks.push(plain.subarray(at, at + 8 + size + (size % 2)));
    at += 8 + size + (size % 2);
  }
  const [extended, ...image] = chunks as [Buffer, ...Buffer[]];
  const flagged = Buffer.from(extended);
  flagged[8] = (flagged[8] ?? 0) | 0x08 | 0x04; // EXIF, XMP
  const made = riff([
    flagged,
    ...image,
    riffChunk('EXIF', Buffer.from('MM\0*a fox')),
    riffChunk('XMP ', Buffer.from('<x:xmpmeta>a fox</x:xmpmeta>')),
  ]);

  it('strips the EXIF and XMP chunks, clears their flags and sets the RIFF size, the rest byte for byte', async () => {
    expect(extended.toString('latin1', 0, 4)).toBe('VP8X');
    const stripped = strip(made, 'webp');
    expect(stripped.equals(plain)).toBe(true);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect(stripped.includes('a fox')).toBe(false);
    expect((await loadImage(stripped)).width).toBe(64);
  });

  it('leaves a WebP without metadata as it is, in every mode', () => {
    expect(strip(plain, 'webp')).toBe(plain);
    expect(imageWithMetadata(plain, 'webp', 'parameters', () => 'x')).toBe(plain);
  });
});
