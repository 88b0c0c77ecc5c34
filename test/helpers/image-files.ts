import { createDeflate } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { crc32, renderImage } from '../../sandbox/image-api/index.js';

/** One PNG chunk: length, type, data and its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** `width` then `height`, as 32-bit big-endian numbers. */
const sizeBytes = (width: number, height: number) => {
  const out = Buffer.alloc(8);
  out.writeUInt32BE(width, 0);
  out.writeUInt32BE(height, 4);
  return out;
};

/**
 * A valid, all-black RGB PNG of any size, deflated as a stream (never held whole): 16000×16000
 * is 768 MB of pixels and about 750 KB of file, under any download cap.
 */
export async function blankPng(width: number, height: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9, memLevel: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const ended = new Promise((done) => deflate.on('end', done));
  const rows = Math.max(1, Math.floor((8 << 20) / (1 + width * 3)));
  const block = Buffer.alloc(rows * (1 + width * 3));
  for (let left = height; left > 0; left -= rows) {
    const part = left >= rows ? block : block.subarray(0, left * (1 + width * 3));
    if (!deflate.write(part)) await new Promise((drained) => deflate.once('drain', drained));
  }
  deflate.end();
  await ended;
  const header = Buffer.concat([sizeBytes(width, height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An APNG: the emulator's PNG with an `acTL` chunk (two frames, looping) after its header. */
export async function animatedPng(): Promise<Buffer> {
  const png = await renderImage({ width: 64, height: 64, prompt: 'apng', seed: 1 });
  const headerEnd = 8 + 12 + png.readUInt32BE(8);
  const acTL = pngChunk('acTL', sizeBytes(2, 0));
  return Buffer.concat([png.subarray(0, headerEnd), acTL, png.subarray(headerEnd)]);
}

/** A picture (the emulator's gradient) encoded by `@napi-rs/canvas` as JPEG or WebP. */
export async function encodedPicture(format: 'jpeg' | 'webp', width = 96, height = 64) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#1d4e89');
  gradient.addColorStop(1, '#f2c14e');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  return canvas.encode(format);
}

/** A 1×1 GIF frame: its graphic control extension, descriptor and LZW data (one white pixel). */
const GIF_FRAME = [
  0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x00, 0x02, 0x02,
  0x44, 0x01, 0x00,
];

/** A 1×1 GIF89a of `frames` frames (more than one: animated, looping forever). */
export function gif(frames = 1): Buffer {
  const head = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 255, 255, 255, 0, 0, 0];
  const loop = [0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0, 0, 0x00];
  const body = Array.from({ length: frames }, () => GIF_FRAME).flat();
  return Buffer.from([...head, ...(frames > 1 ? loop : []), ...body, 0x3b]);
}

/** The header of an animated WebP (`VP8X` with its animation flag) of `width`×`height`. */
export function animatedWebpHeader(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x[8] = 0x02;
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const anim = Buffer.concat([
    Buffer.from('ANIM', 'latin1'),
    Buffer.from([6, 0, 0, 0]),
    Buffer.alloc(6),
  ]);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8x, anim]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** An SVG picture: an image format, but not one Discord shows as an image. */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f2c14e"/></svg>',
);
