import { crc32 } from 'node:zlib';

/** A `tEXt` chunk `keyword` = `text` (Latin-1), with its CRC. */
function textChunk(keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write('tEXt', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * `png` with a `tEXt` chunk per entry right after `IHDR` (before the pixels), as Pillow writes a
 * `PngInfo` (SaveImage's `prompt` and each `extra_pnginfo` key, JSON, so always ASCII).
 */
export function withPngInfo(png: Buffer, entries: readonly (readonly [string, string])[]): Buffer {
  if (entries.length === 0) return png;
  const afterHeader = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([
    png.subarray(0, afterHeader),
    ...entries.map(([keyword, text]) => textChunk(keyword, text)),
    png.subarray(afterHeader),
  ]);
}
