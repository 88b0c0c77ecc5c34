/**
 * The chunks kept: the image's (`VP8 `, `VP8L`, the alpha, the extended header), its ICC profile
 * and an animation's (`ANIM`, `ANMF`). Every other chunk goes: EXIF, XMP, unknown ones.
 */
const KEPT_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ICCP', 'ANIM', 'ANMF']);

/** The extended header's flags of those chunks (its first payload byte: `Rsv I L E X A R`). */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/**
 * `webp` with only its {@link KEPT_CHUNKS}, each one's bytes as they were (nothing decoded), the
 * extended header (`VP8X`) no longer flagging EXIF or XMP, the RIFF size made right and nothing
 * after the RIFF's end. `webp` itself when it holds nothing else; undefined when its chunks cannot
 * be walked.
 */
export function webpWithoutMetadata(webp: Buffer): Buffer | undefined {
  if (webp.length < 12 || webp.toString('latin1', 0, 4) !== 'RIFF') return undefined;
  if (webp.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const riffEnd = 8 + webp.readUInt32LE(4);
  if (riffEnd > webp.length) return undefined;
  const parts: Buffer[] = [];
  let dropped = riffEnd !== webp.length;
  for (let at = 12; at < riffEnd; ) {
    if (at + 8 > riffEnd) return undefined;
    const type = webp.toString('latin1', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (at + 8 + size > riffEnd) return undefined;
    const end = Math.min(riffEnd, at + 8 + size + (size % 2));
    if (KEPT_CHUNKS.has(type)) parts.push(webp.subarray(at, end));
    else dropped = true;
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
