/** Markers of the segments that carry metadata, not pixels nor colour. */
const METADATA_MARKERS = new Set([
  0xe1, // APP1: EXIF (the WebUI's UserComment, a camera's GPS) and XMP
  0xed, // APP13: Photoshop's IPTC
  0xfe, // COM: a comment (some tools write their parameters there)
]);

const SOS = 0xda;
const EOI = 0xd9;
/** The largest payload one segment holds (its length field counts itself). */
const MAX_SEGMENT_DATA = 0xffff - 2;

/** A comment segment (`COM`) holding `text` in UTF-8, cut to what one segment holds. */
export function jpegComment(text: string): Buffer {
  const data = Buffer.from(text, 'utf8').subarray(0, MAX_SEGMENT_DATA);
  const head = Buffer.from([0xff, 0xfe, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** Whether `marker` stands alone, with no length (`TEM`, `RST0`–`RST7`). */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * `jpeg` without its {@link METADATA_MARKERS} segments before the first scan, every other byte
 * kept (the ICC profile in APP2, JFIF, Adobe's APP14, the tables and the scans: nothing decoded);
 * `added` segments go after the leading `APPn` segments. A file whose segments cannot be walked
 * to its first scan is returned as it is.
 */
export function rewriteJpegMetadata(jpeg: Buffer, added: readonly Buffer[] = []): Buffer {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return jpeg;
  const parts: Buffer[] = [jpeg.subarray(0, 2)];
  let insertAt: number | undefined;
  let dropped = false;
  for (let at = 2; ; ) {
    if (at + 2 > jpeg.length || jpeg[at] !== 0xff) return jpeg;
    let markerAt = at + 1;
    while (jpeg[markerAt] === 0xff) markerAt += 1;
    const marker = jpeg[markerAt] ?? -1;
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if (!isApp) insertAt ??= parts.length;
    if (marker === SOS || marker === EOI) {
      parts.push(jpeg.subarray(at));
      break;
    }
    if (standalone(marker)) {
      parts.push(jpeg.subarray(at, markerAt + 1));
      at = markerAt + 1;
      continue;
    }
    if (markerAt + 3 > jpeg.length) return jpeg;
    const end = markerAt + 1 + jpeg.readUInt16BE(markerAt + 1);
    if (end > jpeg.length) return jpeg;
    if (METADATA_MARKERS.has(marker)) dropped = true;
    else parts.push(jpeg.subarray(at, end));
    at = end;
  }
  if (!dropped && added.length === 0) return jpeg;
  parts.splice(insertAt ?? parts.length, 0, ...added);
  return Buffer.concat(parts);
}
