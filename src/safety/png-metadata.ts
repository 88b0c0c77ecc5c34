import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The ancillary chunks kept: those that say how the pixels look (transparency, colour, gamma,
 * the ICC profile, the physical size, the palette's use) or animate them (APNG). Every other
 * ancillary chunk goes: text (`tEXt`, `zTXt`, `iTXt`: ComfyUI's `prompt` and `workflow`, the
 * WebUI's `parameters`, XMP), EXIF (`eXIf`), the time (`tIME`), C2PA (`caBX`), a named suggested
 * palette (`sPLT`), and private or unknown ones. Critical chunks (an upper-case first letter:
 * `IHDR`, `PLTE`, `IDAT`, `IEND`) are all kept. One list for a posted image and a member's input.
 */
const KEPT_ANCILLARY = new Set([
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'bKGD',
  'hIST',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** Whether a chunk of `type` is posted. */
const kept = (type: string) => /^[A-Z]/.test(type) || KEPT_ANCILLARY.has(type);

/** One chunk of a PNG: where its bytes start and end (length, type, data and CRC), its type. */
interface Chunk {
  readonly type: string;
  readonly start: number;
  readonly end: number;
}

/** The chunks of `png` after its signature, or undefined when it is not a well-formed PNG. */
function chunksOf(png: Buffer): Chunk[] | undefined {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) return undefined;
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    if (at + 12 > png.length) return undefined;
    const end = at + 12 + png.readUInt32BE(at);
    if (end > png.length) return undefined;
    const type = png.toString('latin1', at + 4, at + 8);
    chunks.push({ type, start: at, end });
    at = end;
    if (type === 'IEND') break;
  }
  return chunks.at(-1)?.type === 'IEND' ? chunks : undefined;
}

/** A chunk of `type` holding `data`, with its CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A text chunk `keyword` = `text`: `tEXt` when the text is Latin-1, else `iTXt` (UTF-8,
 * uncompressed, no language), as Pillow writes the WebUI's `parameters`.
 */
export function pngTextChunk(keyword: string, said: string): Buffer {
  const text = said.replaceAll('\0', '');
  const latin1 = Buffer.from(text, 'latin1').toString('latin1') === text;
  const data = latin1
    ? Buffer.concat([Buffer.from(`${keyword}\0`, 'latin1'), Buffer.from(text, 'latin1')])
    : Buffer.concat([Buffer.from(`${keyword}\0\0\0\0\0`, 'latin1'), Buffer.from(text, 'utf8')]);
  return chunk(latin1 ? 'tEXt' : 'iTXt', data);
}

/**
 * `png` with only the chunks {@link kept}, each one's bytes as they were (nothing decoded), and
 * nothing after its `IEND`; `added` chunks go right before `IEND`. `png` itself when it holds
 * nothing else (and nothing is added); undefined when its chunks cannot be walked to `IEND`.
 */
export function pngWithoutMetadata(png: Buffer, added: readonly Buffer[] = []): Buffer | undefined {
  const chunks = chunksOf(png);
  if (!chunks) return undefined;
  const posted = chunks.filter((each) => kept(each.type));
  const parts = [png.subarray(0, 8), ...posted.map((each) => png.subarray(each.start, each.end))];
  parts.splice(parts.length - 1, 0, ...added);
  const same = posted.length === chunks.length && chunks.at(-1)?.end === png.length;
  return same && added.length === 0 ? png : Buffer.concat(parts);
}
