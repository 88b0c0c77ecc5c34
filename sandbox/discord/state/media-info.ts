const byExtension: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** What a stored file is: its content type, and for PNG, GIF, JPEG and WebP its pixel size. */
export interface MediaInfo {
  contentType: string;
  width?: number;
  height?: number;
}

/** Sniffs the content type from magic bytes, then the declared type, then the file extension. */
export function mediaInfo(bytes: Buffer, filename: string, declared?: string): MediaInfo {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    const sized = bytes.length >= 24;
    return sized
      ? { contentType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
      : { contentType: 'image/png' };
  }
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8' && bytes.length >= 10) {
    return {
      contentType: 'image/gif',
      width: bytes.readUInt16LE(6),
      height: bytes.readUInt16LE(8),
    };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8)
    return { contentType: 'image/jpeg', ...jpegSize(bytes) };
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.length >= 30) {
    if (bytes.subarray(8, 12).toString('latin1') === 'WEBP')
      return { contentType: 'image/webp', ...webpSize(bytes) };
  }
  if (declared && declared !== 'application/octet-stream') return { contentType: declared };
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  return { contentType: byExtension[extension] ?? declared ?? 'application/octet-stream' };
}

function jpegSize(bytes: Buffer): { width?: number; height?: number } {
  let offset = 2;
  while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return {};
}

/**
 * A WebP's canvas size from its first chunk, as Discord reports it for a WebP attachment: `VP8X`
 * (the extended format: 24-bit width and height minus one), `VP8L` (lossless: 14 bits each, minus
 * one, after the 0x2f signature), `VP8 ` (lossy: the key frame's 14-bit width and height).
 */
function webpSize(bytes: Buffer): { width?: number; height?: number } {
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X')
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.readUIntBE(23, 3) === 0x9d012a)
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  return {};
}
