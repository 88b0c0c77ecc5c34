import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A PNG chunk of `type` holding `data`, with its CRC. */
export function pngChunk(type: string, data: Buffer | string): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, body, crc]);
}

/** `png` with `chunks` added right after its `IHDR`, where tools write text and EXIF. */
export function withPngChunks(png: Buffer, ...chunks: Buffer[]): Buffer {
  const afterHeader = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterHeader), ...chunks, png.subarray(afterHeader)]);
}

/** A JPEG segment of `marker` holding `data`. */
export function jpegSegment(marker: number, data: Buffer | string): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** `jpeg` with `segments` right after its `SOI` (and JFIF's `APP0` when it has one). */
export function withJpegSegments(jpeg: Buffer, ...segments: Buffer[]): Buffer {
  const at = jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2;
  return Buffer.concat([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)]);
}

/** A JUMBF box as C2PA writes it in APP11 (`JP`, box instance, sequence, then the box). */
export const c2paSegment = () =>
  jpegSegment(
    0xeb,
    Buffer.concat([
      Buffer.from([0x4a, 0x50, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01]),
      Buffer.from('\0\0\0\x20jumbjumd c2pa.manifest: Camera X, Alice', 'latin1'),
    ]),
  );

/** A WebP chunk of `fourcc` holding `data`, padded to an even length. */
export function webpChunk(fourcc: string, data: Buffer | string): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body, Buffer.alloc(body.length % 2)]);
}

/** `webp` with `chunks` appended inside its RIFF (its length fixed). */
export function withWebpChunks(webp: Buffer, ...chunks: Buffer[]): Buffer {
  const riff = Buffer.concat([webp, ...chunks]);
  riff.writeUInt32LE(riff.length - 8, 4);
  return riff;
}

/** A small picture with a few flat colours and a gradient, as `format`. */
export async function picture(
  format: 'png' | 'jpeg' | 'webp',
  options: { progressive?: boolean } = {},
): Promise<Buffer> {
  const width = 96;
  const height = 64;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    raw.set([(x * 2) % 256, x < 48 ? 200 : 30, Math.floor(i / width) * 3], i * 3);
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.jpeg({ quality: 80, progressive: options.progressive ?? false }).toBuffer();
}
