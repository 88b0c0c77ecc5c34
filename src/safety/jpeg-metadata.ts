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

/** One segment: its marker, its bytes (a scan's with its entropy-coded data), its payload's. */
interface Segment {
  readonly marker: number;
  readonly start: number;
  readonly end: number;
  readonly data: Buffer;
}

const NONE = Buffer.alloc(0);

/** Whether `marker` stands alone, with no length (`TEM`, `RST0`–`RST7`). */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Segments of the image itself: frames (`SOFn`), tables (`DHT`, `DAC`, `DQT`), `DRI`, `DNL`, scans. */
const isImageSegment = (marker: number) =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) ||
  marker === 0xdb ||
  marker === 0xdd ||
  marker === 0xdc ||
  marker === SOS ||
  standalone(marker);

/**
 * Application segments of colour only: JFIF without a thumbnail (its 14 bytes), the ICC profile
 * (APP2 `ICC_PROFILE`), Adobe's colour transform (APP14).
 */
function isColourSegment({ marker, data }: Segment): boolean {
  const says = (name: string) => data.toString('latin1', 0, name.length) === name;
  if (marker === 0xe0)
    return says('JFIF\0') && data.length === 14 && data[12] === 0 && data[13] === 0;
  if (marker === 0xe2) return says('ICC_PROFILE\0');
  if (marker === 0xee) return says('Adobe');
  return false;
}

/** Where the entropy-coded data of a scan starting at `at` ends: its next marker (not a restart). */
function afterEntropyData(jpeg: Buffer, at: number): number {
  for (let from = at; ; ) {
    const ff = jpeg.indexOf(0xff, from);
    if (ff < 0 || ff + 1 >= jpeg.length) return jpeg.length;
    const next = jpeg[ff + 1] as number;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) from = ff + 2;
    else if (next === 0xff) from = ff + 1;
    else return ff;
  }
}

/**
 * Every segment of `jpeg` from its `SOI` to its `EOI` (the scans' data and the segments between
 * a progressive image's scans included), and the `EOI`'s bytes; undefined when it cannot be
 * walked there (a length past the end, a truncated file).
 */
function segmentsOf(jpeg: Buffer): { segments: Segment[]; eoi: Segment } | undefined {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return undefined;
  const segments: Segment[] = [];
  for (let at = 2; at < jpeg.length; ) {
    if (jpeg[at] !== 0xff) return undefined;
    let markerAt = at + 1;
    while (jpeg[markerAt] === 0xff) markerAt += 1;
    const marker = jpeg[markerAt];
    if (marker === undefined) return undefined;
    if (marker === EOI)
      return { segments, eoi: { marker, start: at, end: markerAt + 1, data: NONE } };
    if (standalone(marker)) {
      segments.push({ marker, start: at, end: markerAt + 1, data: NONE });
      at = markerAt + 1;
      continue;
    }
    if (markerAt + 3 > jpeg.length) return undefined;
    const dataEnd = markerAt + 1 + jpeg.readUInt16BE(markerAt + 1);
    if (dataEnd > jpeg.length) return undefined;
    const end = marker === SOS ? afterEntropyData(jpeg, dataEnd) : dataEnd;
    segments.push({ marker, start: at, end, data: jpeg.subarray(markerAt + 3, dataEnd) });
    at = end;
  }
  return undefined;
}

/**
 * `jpeg` holding its pixels and their colour only, every kept byte as it was (nothing decoded):
 * the frame, tables and scans, JFIF without a thumbnail, the ICC profile (APP2) and Adobe's APP14;
 * gone are EXIF and XMP (APP1), IPTC (APP13), C2PA/JUMBF (APP11), every other `APPn` (a JFIF
 * thumbnail, MPF's second picture), comments (`COM`, between scans too) and any byte after `EOI`.
 * `added` segments go after the leading `APPn` segments. `jpeg` itself when it holds nothing else
 * (and nothing is added); undefined when its segments cannot be walked to its `EOI`.
 */
export function jpegWithoutMetadata(
  jpeg: Buffer,
  added: readonly Buffer[] = [],
): Buffer | undefined {
  const walked = segmentsOf(jpeg);
  if (!walked) return undefined;
  const { segments, eoi } = walked;
  const kept = segments.filter((each) => isImageSegment(each.marker) || isColourSegment(each));
  const whole = eoi.end === jpeg.length;
  if (kept.length === segments.length && whole && added.length === 0) return jpeg;
  const parts = kept.map((each) => jpeg.subarray(each.start, each.end));
  const firstImage = kept.findIndex((each) => each.marker < 0xe0 || each.marker > 0xef);
  parts.splice(firstImage < 0 ? parts.length : firstImage, 0, ...added);
  return Buffer.concat([jpeg.subarray(0, 2), ...parts, jpeg.subarray(eoi.start, eoi.end)]);
}
