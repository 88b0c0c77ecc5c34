import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import {
  c2paSegment,
  jpegSegment,
  pngChunk,
  withJpegSegments,
  withPngChunks,
} from '../../safety/metadata-fixtures.js';
import { type ComfyEnv, startComfyEnv } from '../comfyui/comfy-kit.js';
import { taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';

const SHIPPED = Object.fromEntries(
  ['sd15', 'sd15-img2img'].map((name) => [
    name,
    JSON.parse(readFileSync(`comfyui-workflows/${name}.json`, 'utf8')),
  ]),
);

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** The file ComfyUI received for `run`'s input, read from its `temp/` as its `LoadImage` names it. */
async function received(env: ComfyEnv, run: InteractionRun): Promise<Buffer> {
  const graph = env.comfy.history(await taskIdOf(env, run))?.prompt[2] as Graph;
  const loaded = String(
    Object.values(graph).find((node) => node.class_type === 'LoadImage')?.inputs.image,
  );
  const file = loaded.slice('imagine-bot/'.length, -' [temp]'.length);
  const bytes = env.comfy.file('temp', 'imagine-bot', file);
  if (!bytes) throw new Error(`ComfyUI holds no ${loaded}`);
  return bytes;
}

async function editWith(env: ComfyEnv, name: string, data: Buffer): Promise<Buffer> {
  const run = await env.discord.runCommand({
    channel: env.channel,
    user: env.user,
    name: 'imagine',
    options: { prompt: 'the same harbour under snow' },
    attachments: { image: { name, data } },
  });
  expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ Image ready');
  return received(env, run);
}

const SECRET = 'Alice Example, 12 Harbour Road';

describe('an input reaches ComfyUI as its pixels, nothing else (issue 61)', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('a PNG with a C2PA (caBX) and a private chunk and bytes after IEND: uploaded without them, the PNG as it was encoded, byte for byte', async () => {
    env = await startComfyEnv({ workflows: SHIPPED });
    const png = await renderImage({ width: 320, height: 240, prompt: 'a harbour', seed: 5 });
    const carried = Buffer.concat([
      withPngChunks(
        png,
        pngChunk('caBX', `jumb c2pa.manifest ${SECRET}`),
        pngChunk('prVt', SECRET),
      ),
      Buffer.from(`PK\x03\x04 ${SECRET}`),
    ]);
    const sent = await editWith(env, 'harbour.png', carried);
    expect(sent.includes('Alice')).toBe(false);
    expect(sent.equals(png)).toBe(true);
  });

  it('a palette PNG with a text chunk (6 KB): uploaded as the palette PNG it was, byte for byte', async () => {
    env = await startComfyEnv({ workflows: SHIPPED });
    const side = 768;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
      <rect width="100%" height="100%" fill="#f4f0e0"/>
      <circle cx="384" cy="384" r="250" stroke="#203040" stroke-width="8" fill="#c04030"/>
      <path d="M40 700 L728 60" stroke="#203040" stroke-width="6"/></svg>`;
    const drawing = await sharp(Buffer.from(svg))
      .png({ palette: true, colours: 16, dither: 0 })
      .toBuffer();
    const sent = await editWith(
      env,
      'drawing.png',
      withPngChunks(drawing, pngChunk('tEXt', `Author\0${SECRET}`)),
    );
    expect(sent.includes('Alice')).toBe(false);
    expect(sent.equals(drawing)).toBe(true);
  });

  it('a JPEG with a comment, APP11 (C2PA/JUMBF) and bytes after EOI: uploaded without them, not encoded again, no larger', async () => {
    env = await startComfyEnv({ workflows: SHIPPED });
    const png = await renderImage({ width: 320, height: 240, prompt: 'a harbour', seed: 6 });
    const jpeg = await sharp(png).jpeg({ quality: 85 }).toBuffer();
    const carried = Buffer.concat([
      withJpegSegments(jpeg, jpegSegment(0xfe, SECRET), c2paSegment()),
      Buffer.from(`a second picture of ${SECRET}`),
    ]);
    const sent = await editWith(env, 'harbour.jpg', carried);
    expect(sent.includes('Alice')).toBe(false);
    expect(sent.includes('c2pa')).toBe(false);
    expect(sent.length).toBeLessThanOrEqual(jpeg.length);
    expect(sent.equals(jpeg)).toBe(true);
  });
});
