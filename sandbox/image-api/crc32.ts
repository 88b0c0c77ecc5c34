import * as zlib from 'node:zlib';

type Crc32 = (data: Uint8Array, value?: number) => number;

let table: Uint32Array | undefined;

function crcTable(): Uint32Array {
  if (table) return table;
  table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** Table-driven CRC-32 (IEEE), used where `zlib.crc32` is missing. */
export function crc32Fallback(data: Uint8Array, value = 0): number {
  const t = crcTable();
  let crc = (value ^ 0xffffffff) >>> 0;
  for (let i = 0; i < data.length; i++) {
    crc = (t[(crc ^ (data[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const native = (zlib as { crc32?: Crc32 }).crc32;

/** CRC-32 of `data`, continuing from `value`: `zlib.crc32` when the runtime has it. */
export const crc32: Crc32 = native ? (data, value = 0) => native(data, value) >>> 0 : crc32Fallback;
