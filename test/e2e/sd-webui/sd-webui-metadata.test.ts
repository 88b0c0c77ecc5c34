import { afterEach, describe, expect, it } from 'vitest';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import {
  pngTexts,
  type SdWebuiEnv,
  type SdWebuiEnvOptions,
  startSdWebuiEnv,
} from './sd-webui-kit.js';

/** The text chunks of the image the WebUI answers for the same call the bot makes. */
async function servedTexts(env: SdWebuiEnv): Promise<[string, string][]> {
  const answer = await fetch(`${env.webui.url}/sdapi/v1/txt2img`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'a red fox', negative_prompt: 'no owls', seed: 42, steps: 4 }),
  });
  const { images } = (await answer.json()) as { images: string[] };
  return pngTexts(Buffer.from(images[0] ?? '', 'base64'));
}

/** Runs `/imagine` with a negative prompt and returns the bytes of the image posted. */
async function posted(env: SdWebuiEnv): Promise<Buffer> {
  const run = await runImagine(env, { prompt: 'a red fox', negative_prompt: 'no owls', seed: 42 });
  const final = await waitForResult(run, 30_000);
  expect(titleOf(final)).toBe('✅ Image ready');
  return final.attachments[0]?.bytes as Buffer;
}

describe("a Stable Diffusion WebUI image's `parameters` chunk (IMAGE_METADATA)", () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());
  const start = (options: SdWebuiEnvOptions = {}) => startSdWebuiEnv(options);

  it('posts none of the infotext the WebUI writes by default', async () => {
    env = await start();
    const served = Object.fromEntries(await servedTexts(env));
    expect(Object.keys(served)).toEqual(['parameters']);
    expect(served.parameters).toContain('Negative prompt: no owls');
    expect(served.parameters).toContain('Model hash:');
    const attached = await posted(env);
    expect(pngTexts(attached)).toEqual([]);
    expect(attached.includes('no owls')).toBe(false);
    expect(attached.includes('Model hash')).toBe(false);
    expect(env.webui.stats.violations).toEqual([]);
  });

  it("posts the WebUI's infotext as it wrote it with keep", async () => {
    env = await start({ env: { IMAGE_METADATA: 'keep' } });
    const texts = pngTexts(await posted(env));
    expect(texts.map(([keyword]) => keyword)).toEqual(['parameters']);
    expect(texts[0]?.[1]).toMatch(/^a red fox\nNegative prompt: no owls\n.*Seed: 42/s);
  });

  it("writes the bot's own short parameters with parameters, and nothing of the infotext", async () => {
    env = await start({ env: { IMAGE_METADATA: 'parameters' } });
    const attached = await posted(env);
    // The model is the one the WebUI ran (its answer's info), named as the card names it.
    expect(pngTexts(attached)).toEqual([
      ['parameters', 'a red fox\nSeed: 42, Size: 512x512, Model: v1-5-pruned-emaonly'],
    ]);
    expect(attached.includes('no owls')).toBe(false);
    expect(attached.includes('Model hash')).toBe(false);
    expect(attached.includes('Sampler')).toBe(false);
    expect(env.webui.stats.violations).toEqual([]);
  });
});
