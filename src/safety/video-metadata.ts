/**
 * Taking a video's metadata out without decoding it: the boxes or elements that carry tags
 * (ComfyUI's `SaveVideo` writes the whole prompt, the workflow and the uploaded image's name into
 * the MP4's `moov/udta/meta`; `SaveWEBM` into the WebM's `Tags`) are overwritten in place by
 * padding of the same length (MP4's `free`, Matroska's `Void`), so every offset into the media
 * (`stco`, `Cues`) still holds and the frames are the bytes they were.
 */

/** MP4 boxes whose children are walked for tags. */
const MP4_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts']);

/** MP4 boxes that carry metadata: user data, an iTunes or `mdta` meta box, XMP's uuid is kept out too. */
const MP4_TAGS = new Set(['udta', 'meta', 'uuid']);

/** A box's header and total size at `at`, or undefined where it does not fit in `end`. */
function mp4Box(data: Buffer, at: number, end: number) {
  if (at + 8 > end) return undefined;
  let size = data.readUInt32BE(at);
  const type = data.toString('latin1', at + 4, at + 8);
  let header = 8;
  if (size === 1) {
    if (at + 16 > end) return undefined;
    size = Number(data.readBigUInt64BE(at + 8));
    header = 16;
  } else if (size === 0) size = end - at;
  if (size < header || at + size > end) return undefined;
  return { type, size, header };
}

/** Overwrites the tag boxes of `[start, end)` with `free` boxes; false where it cannot be walked. */
function blankMp4(data: Buffer, start: number, end: number): boolean {
  for (let at = start; at < end; ) {
    const box = mp4Box(data, at, end);
    if (!box) return false;
    if (MP4_TAGS.has(box.type)) {
      data.write('free', at + 4, 'latin1');
      data.fill(0, at + box.header, at + box.size);
    } else if (MP4_CONTAINERS.has(box.type) && !blankMp4(data, at + box.header, at + box.size)) {
      return false;
    }
    at += box.size;
  }
  return true;
}

/** A Matroska variable-length integer at `at`: its value and length (the id keeps its marker). */
function vint(data: Buffer, at: number, keepMarker: boolean) {
  const first = data[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > data.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (data[at + i] as number);
  const unknown = !keepMarker && value === 2 ** (7 * length) - 1;
  return { value, length, unknown };
}

const SEGMENT = 0x18538067;
const TAGS = 0x1254c367;
const VOID = 0xec;

/** Overwrites a Matroska element of `total` bytes at `at` with a `Void` element of the same length. */
function voidElement(data: Buffer, at: number, total: number): void {
  const sizeLength = Math.min(8, total - 1);
  const payload = total - 1 - sizeLength;
  data[at] = VOID;
  data[at + 1] = 0x80 >> (sizeLength - 1);
  let rest = payload;
  for (let i = sizeLength - 1; i >= 1; i--) {
    data[at + 1 + i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  data[at + 1] = (data[at + 1] as number) | (rest & (0xff >> sizeLength));
  data.fill(0, at + 1 + sizeLength, at + total);
}

/** Overwrites the `Tags` of a WebM's segment with `Void`; false where it cannot be walked. */
function blankWebm(data: Buffer): boolean {
  for (let at = 0; at < data.length; ) {
    const id = vint(data, at, true);
    const size = id && vint(data, at + id.length, false);
    if (!id || !size) return false;
    const body = at + id.length + size.length;
    if (id.value === SEGMENT) {
      at = body;
      continue;
    }
    if (size.unknown) return true;
    const total = id.length + size.length + size.value;
    if (at + total > data.length) return false;
    if (id.value === TAGS) voidElement(data, at, total);
    at += total;
  }
  return true;
}

/**
 * A copy of `data`, an MP4 or WebM video, without its tags (see above); undefined where its
 * structure cannot be walked (then it is not posted).
 */
export function videoWithoutMetadata(
  data: Buffer,
  type: 'video/mp4' | 'video/webm',
): Buffer | undefined {
  const copy = Buffer.from(data);
  const walked = type === 'video/mp4' ? blankMp4(copy, 0, copy.length) : blankWebm(copy);
  return walked ? copy : undefined;
}
