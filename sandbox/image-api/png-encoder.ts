import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import { crc32 } from './crc32.js';

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Encodes 8-bit RGB scanlines as a PNG. `scanlines` holds `height` rows, each a filter byte (0)
 * followed by `width * 3` colour bytes, exactly as the IDAT stream wants them.
 */
export async function encodePng(width: number, height: number, scanlines: Buffer): Promise<Buffer> {
  if (scanlines.length !== height * (1 + width * 3)) {
    throw new RangeError(`expected ${height * (1 + width * 3)} scanline bytes`);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const compressed = await deflateAsync(scanlines, { level: 1 });
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', compressed),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
