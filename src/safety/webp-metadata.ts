/** The chunks that carry metadata, not pixels: EXIF and XMP. */
const METADATA_CHUNKS = new Set(['EXIF', 'XMP ']);

/** The extended header's flags of those chunks (its first payload byte: `Rsv I L E X A R`). */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/**
 * `webp` without its {@link METADATA_CHUNKS}, every other chunk's bytes kept (the image data,
 * the ICC profile, animation frames: nothing decoded), the extended header (`VP8X`) no longer
 * flagging EXIF or XMP and the RIFF size made right. A file whose chunks cannot be walked is
 * returned as it is.
 */
export function rewriteWebpMetadata(webp: Buffer): Buffer {
  if (webp.length < 12 || webp.toString('latin1', 0, 4) !== 'RIFF') return webp;
  if (webp.toString('latin1', 8, 12) !== 'WEBP') return webp;
  const riffEnd = Math.min(webp.length, 8 + webp.readUInt32LE(4));
  const parts: Buffer[] = [];
  let dropped = false;
  for (let at = 12; at < riffEnd; ) {
    if (at + 8 > riffEnd) return webp;
    const type = webp.toString('latin1', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    const end = Math.min(riffEnd, at + 8 + size + (size % 2));
    if (at + 8 + size > riffEnd) return webp;
    if (METADATA_CHUNKS.has(type)) dropped = true;
    else parts.push(webp.subarray(at, end));
    at = end;
  }
  if (!dropped) return webp;
  const body = Buffer.concat(parts);
  if (body.toString('latin1', 0, 4) === 'VP8X' && body.length > 8) {
    body[8] = (body[8] ?? 0) & ~(EXIF_FLAG | XMP_FLAG);
  }
  const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  head.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([head, body]);
}
