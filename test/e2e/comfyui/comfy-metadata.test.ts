import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, type ComfyEnvOptions, startComfyEnv } from './comfy-kit.js';

/** A PNG's chunks: type and bytes (length, type, data, CRC). */
function pngChunks(png: Buffer): { type: string; bytes: Buffer }[] {
  const chunks = [];
  for (let at = 8; at < png.length; ) {
    const end = at + 12 + png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), bytes: png.subarray(at, end) });
    at = end;
  }
  return chunks;
}

const TEXT_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt']);

/** The keyword and text of each text chunk (`tEXt`, or `iTXt` uncompressed). */
const textsOf = (png: Buffer) =>
  pngChunks(png)
    .filter((chunk) => TEXT_CHUNKS.has(chunk.type))
    .map((chunk) => {
      const data = chunk.bytes.subarray(8, -4);
      const cut = data.indexOf(0);
      const skip = chunk.type === 'iTXt' ? 5 : 1;
      return [data.toString('latin1', 0, cut), data.subarray(cut + skip).toString('utf8')];
    });

/** The chunks that are not text, each's bytes. */
const pixelChunks = (png: Buffer) =>
  pngChunks(png)
    .filter((chunk) => !TEXT_CHUNKS.has(chunk.type))
    .map((chunk) => chunk.bytes.toString('hex'));

/** Runs `/imagine` and returns the image posted and the one the emulator saved and served. */
async function posted(env: ComfyEnv, run: InteractionRun) {
  const final = await waitForResult(run, 20_000);
  expect(titleOf(final)).toBe('✅ Image ready');
  const attached = final.attachments[0]?.bytes as Buffer;
  type Output = { images?: { filename: string; subfolder: string }[] };
  const entry = env.comfy.history(await taskIdOf(env, run));
  const outputs = Object.values(entry?.outputs ?? {}) as Output[];
  const file = outputs.flatMap((output) => output.images ?? [])[0];
  const served = file && env.comfy.file('output', file.subfolder, file.filename);
  expect(served).toBeDefined();
  return { attached, served: served as Buffer };
}

describe("a ComfyUI image's metadata (IMAGE_METADATA)", () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());
  const start = (options: ComfyEnvOptions = {}) => startComfyEnv(options);

  it('posts none of the workflow SaveImage wrote by default, the pixels byte for byte', async () => {
    env = await start();
    const { attached, served } = await posted(
      env,
      await runImagine(env, { prompt: 'a red fox', negative_prompt: 'no owls', seed: 42 }),
    );
    const said = Object.fromEntries(textsOf(served));
    expect(Object.keys(said)).toEqual(['prompt']);
    expect(said.prompt).toContain('"ckpt_name": "v1-5-pruned-emaonly.safetensors"');
    expect(said.prompt).toContain('"text": "blurry, no owls"');
    expect(textsOf(attached)).toEqual([]);
    expect(attached.includes('ckpt_name')).toBe(false);
    expect(attached.includes('no owls')).toBe(false);
    expect(pixelChunks(attached)).toEqual(pixelChunks(served));
    expect(pngChunks(attached).map((chunk) => chunk.type)).toContain('IDAT');
  });

  it('posts the file as ComfyUI made it with keep', async () => {
    env = await start({ env: { IMAGE_METADATA: 'keep' } });
    const { attached, served } = await posted(env, await runImagine(env, { prompt: 'a red fox' }));
    expect(attached.equals(served)).toBe(true);
  });

  it("writes the bot's own short parameters with parameters, and nothing of the workflow", async () => {
    env = await start({ env: { IMAGE_METADATA: 'parameters' } });
    const { attached, served } = await posted(
      env,
      await runImagine(env, { prompt: 'a red fox', negative_prompt: 'no owls', seed: 42 }),
    );
    expect(textsOf(attached)).toEqual([
      ['parameters', 'a red fox\nSeed: 42, Size: 64x48, Workflow: txt2img'],
    ]);
    expect(attached.includes('no owls')).toBe(false);
    expect(pixelChunks(attached).slice(0, -1)).toEqual(pixelChunks(served).slice(0, -1));
  });
});
