import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { renderImage } from '../sandbox/image-api/image-renderer.js';
import { ByteBudget } from '../src/core/byte-budget.js';
import type { InputImageType } from '../src/image-backend/images-in.js';
import { InputCodec } from '../src/image-intake/input-codec.js';
import { photo } from './images-in-inputs.js';

/** What the bot's codec sends of one input a member attaches with metadata (issue 61). */
export interface UploadSize {
  readonly name: string;
  /** The attached file's bytes. */
  readonly attached: number;
  /** Its bytes without the metadata added: what an encoder wrote. */
  readonly original: number;
  /** What `InputCodec.normalize` sends of it, as the backend gets it. */
  readonly sent: number;
  /** Wall ms of the normalisation, in the bench's process. */
  readonly ms: number;
}

const pngText = (keyword: string, text: string): Buffer => {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
};
/** `png` with a text chunk right after its header. */
const withText = (png: Buffer, text: string) =>
  Buffer.concat([png.subarray(0, 33), pngText('parameters', text), png.subarray(33)]);
/** `jpeg` with a comment and an APP11 (C2PA/JUMBF) segment after its SOI. */
function withJpegExtras(jpeg: Buffer): Buffer {
  const segment = (marker: number, body: string) => {
    const data = Buffer.from(body, 'latin1');
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  return Buffer.concat([
    jpeg.subarray(0, 2),
    segment(0xfe, 'Made by Alice Example'),
    segment(0xeb, `JP\0\x01\0\0\0\x01jumbjumd c2pa.manifest ${'x'.repeat(2_000)}`),
    jpeg.subarray(2),
  ]);
}

/** A 768×768 drawing of 16 colours as a palette PNG: a few KB. */
async function drawing(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="768">
    <rect width="100%" height="100%" fill="#f4f0e0"/>
    <circle cx="384" cy="384" r="250" stroke="#203040" stroke-width="8" fill="#c04030"/>
    <path d="M40 700 L728 60" stroke="#203040" stroke-width="6"/></svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true, colours: 16, dither: 0 }).toBuffer();
}

/**
 * The upload sizes of a few inputs carrying metadata as members attach them: a palette drawing
 * and a 512×512 render with a WebUI-style `parameters` text chunk, the bench's 1024×1024 photo
 * as PNG with one, and as JPEG with a comment and a C2PA APP11 segment; each through the bot's
 * own `InputCodec.normalize` (what every backend is sent), in the bench's process.
 */
export async function uploadSizes(): Promise<UploadSize[]> {
  const codec = new InputCodec();
  // The bot's own codec, its lease on a budget nothing else takes from.
  const unbounded = await new ByteBudget(Number.MAX_SAFE_INTEGER).acquire(0);
  const prompt = 'a lighthouse on a cliff at dusk, Steps: 20, Sampler: Euler a, Seed: 1';
  const render = await renderImage({ width: 512, height: 512, prompt: 'a harbour', seed: 3 });
  const jpeg = (await photo(1024, 'jpeg')).data;
  const png = (await photo(1024, 'png')).data;
  const inputs: [string, Buffer, Buffer, InputImageType][] = [
    ['palette drawing 768² + text', await drawing(), Buffer.alloc(0), 'image/png'],
    ['render 512² + text', render, Buffer.alloc(0), 'image/png'],
    ['photo 1024² PNG + text', png, Buffer.alloc(0), 'image/png'],
    ['photo 1024² JPEG + COM, APP11', jpeg, withJpegExtras(jpeg), 'image/jpeg'],
  ];
  const sizes: UploadSize[] = [];
  for (const [name, original, given, type] of inputs) {
    const attached = given.length > 0 ? given : withText(original, prompt);
    const started = performance.now();
    const { bytes } = await codec.normalize(attached, type, unbounded);
    const ms = performance.now() - started;
    sizes.push({
      name,
      attached: attached.length,
      original: original.length,
      sent: bytes.length,
      ms,
    });
  }
  return sizes;
}
