import { randomFillSync } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { encodeMask, filledPlane, fillRect } from '../src/region-edits/mask-alpha.js';
import type { BenchAttachment } from './images-in-world.js';

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An RGB PNG of `width`×`height` just under `bytes`: as many rows of random pixels as the size
 * allows (noise does not compress), the rest black. Every byte is image data the bot must carry.
 */
export function pngOfSize(width: number, height: number, bytes: number): Buffer {
  const stride = 1 + width * 3;
  const noisyRows = Math.min(height, Math.floor((bytes * 0.99) / (stride + 1)));
  const raw = Buffer.alloc(height * stride);
  randomFillSync(raw, 0, noisyRows * stride);
  for (let y = 0; y < height; y++) raw[y * stride] = 0;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  if (png.length > bytes) throw new Error(`the PNG is ${png.length} bytes, over ${bytes}`);
  return png;
}

/**
 * A photo-like picture of `side`×`side` (a gradient, shapes and fine grain, as a camera's noise
 * keeps a PNG from compressing much), encoded as a member's attachment would be.
 */
export async function photo(side: number, format: 'png' | 'jpeg'): Promise<BenchAttachment> {
  const canvas = createCanvas(side, side);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, side, side);
  gradient.addColorStop(0, '#1d4e89');
  gradient.addColorStop(0.6, '#f2c14e');
  gradient.addColorStop(1, '#7a2e1c');
  context.fillStyle = gradient;
  context.fillRect(0, 0, side, side);
  for (let i = 0; i < 40; i++) {
    context.fillStyle = `hsla(${(i * 47) % 360}, 60%, ${30 + (i % 5) * 10}%, 0.5)`;
    context.beginPath();
    context.arc((i * 193) % side, (i * 311) % side, 20 + ((i * 37) % 120), 0, Math.PI * 2);
    context.fill();
  }
  const pixels = context.getImageData(0, 0, side, side);
  const grain = Buffer.alloc(pixels.data.length);
  randomFillSync(grain);
  for (let i = 0; i < pixels.data.length; i++) {
    if (i % 4 !== 3)
      pixels.data[i] = Math.max(
        0,
        Math.min(255, (pixels.data[i] ?? 0) + ((grain[i] ?? 0) % 13) - 6),
      );
  }
  context.putImageData(pixels, 0, 0);
  const data = format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', 90);
  const contentType = format === 'png' ? 'image/png' : 'image/jpeg';
  return { name: `photo.${format === 'png' ? 'png' : 'jpg'}`, data, contentType };
}

/**
 * A member's mask of a `side`×`side` picture, as `/imagine mask:` takes it: transparent (may
 * change) over the middle quarter of its area, a square of half the side, opaque elsewhere.
 */
export async function centreMask(side: number): Promise<BenchAttachment> {
  const plane = filledPlane({ width: side, height: side }, 255);
  const half = Math.round(side / 2);
  fillRect(
    plane,
    { left: Math.round(side / 4), top: Math.round(side / 4), width: half, height: half },
    0,
  );
  return { name: 'mask.png', data: await encodeMask(plane), contentType: 'image/png' };
}
