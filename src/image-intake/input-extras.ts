/**
 * Whether an input image holds nothing but its pixels and what says how they look, read from its
 * structure (every PNG chunk, every JPEG segment to its end, every WebP chunk; nothing decoded,
 * each step bounded by the file's length). Anything else is a reason to encode it again: text, EXIF
 * and XMP, a JPEG comment (`COM`), APP11's C2PA/JUMBF, a camera's maker data, a PNG's private or
 * unknown chunk (`caBX`…), an embedded thumbnail, and any byte after the image's end (after `IEND`,
 * `EOI` or the RIFF's length: another image, a ZIP…). A file that cannot be walked holds more too.
 */
export function holdsOnlyPixels(bytes: Buffer): boolean {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngHoldsOnlyPixels(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegHoldsOnlyPixels(bytes);
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return webpHoldsOnlyPixels(bytes);
  }
  return false;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The PNG chunks of pixels and colour: the critical ones, transparency, the colour's description,
 * and the pixels' physical size (`pHYs`, which libvips writes).
 */
const PNG_PIXEL_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'cICP',
  'sBIT',
  'pHYs',
]);

function pngHoldsOnlyPixels(png: Buffer): boolean {
  for (let at = 8; at + 12 <= png.length; ) {
    const type = png.toString('latin1', at + 4, at + 8);
    if (!PNG_PIXEL_CHUNKS.has(type)) return false;
    at += 12 + png.readUInt32BE(at);
    if (type === 'IEND') return at === png.length;
  }
  return false;
}

const SOS = 0xda;
const EOI = 0xd9;
/** Segments of the image itself: frames (`SOFn`), tables (`DHT`, `DAC`, `DQT`), `DRI`, `DNL`, scans. */
const isImageSegment = (marker: number) =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) ||
  marker === 0xdb ||
  marker === 0xdd ||
  marker === 0xdc ||
  marker === SOS;
/** Markers with no length: restart markers and `TEM`. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Application segments of colour only: JFIF without a thumbnail, the ICC profile, Adobe's transform. */
function isColourSegment(marker: number, data: Buffer): boolean {
  const says = (name: string) => data.toString('latin1', 0, name.length) === name;
  if (marker === 0xe0)
    return says('JFIF\0') && data.length === 14 && data[12] === 0 && data[13] === 0;
  if (marker === 0xe2) return says('ICC_PROFILE\0');
  if (marker === 0xee) return says('Adobe');
  return false;
}

function jpegHoldsOnlyPixels(jpeg: Buffer): boolean {
  for (let at = 2; at < jpeg.length; ) {
    if (jpeg[at] !== 0xff) return false;
    let markerAt = at + 1;
    while (jpeg[markerAt] === 0xff) markerAt += 1;
    const marker = jpeg[markerAt];
    if (marker === undefined) return false;
    if (marker === EOI) return markerAt + 1 === jpeg.length;
    if (isStandalone(marker)) {
      at = markerAt + 1;
      continue;
    }
    if (markerAt + 3 > jpeg.length) return false;
    const end = markerAt + 1 + jpeg.readUInt16BE(markerAt + 1);
    if (end > jpeg.length) return false;
    if (!isImageSegment(marker) && !isColourSegment(marker, jpeg.subarray(markerAt + 3, end))) {
      return false;
    }
    at = marker === SOS ? afterEntropyData(jpeg, end) : end;
  }
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

/** The WebP chunks of pixels and colour: the bitstreams, the alpha, the extended header, the profile. */
const WEBP_PIXEL_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ICCP']);

function webpHoldsOnlyPixels(webp: Buffer): boolean {
  if (webp.length < 12 || webp.readUInt32LE(4) + 8 !== webp.length) return false;
  for (let at = 12; at + 8 <= webp.length; ) {
    if (!WEBP_PIXEL_CHUNKS.has(webp.toString('latin1', at, at + 4))) return false;
    const size = webp.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
    if (at === webp.length) return true;
  }
  return false;
}
