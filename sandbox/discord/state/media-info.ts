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

/** What a stored file is: its content type, and for PNG, GIF and JPEG its pixel size. */
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
