const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A picture's size in pixels. */
export interface PngDimensions {
  readonly width: number;
  readonly height: number;
}

/** The width and height from a PNG's IHDR chunk, or undefined when `bytes` is not a PNG. */
export function pngDimensions(bytes: Uint8Array): PngDimensions | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 24 || !buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (buffer.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}
