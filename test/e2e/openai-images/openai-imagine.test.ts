import { afterEach, describe, expect, it } from 'vitest';
import {
  cardText,
  costSaid,
  fieldsOf,
  runImagine,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { ALICE_OPENAI_KEY, type OpenAiEnv, startOpenAiEnv } from './openai-kit.js';

describe('/imagine on an OpenAI-compatible provider', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  it('makes count:4 in one card: four streamed calls, each sent once, all valid', async () => {
    env = await startOpenAiEnv();
    const run = await runImagine(env, { prompt: 'a red fox', count: 4 });
    const final = await waitForResult(run, 30_000);
    expect(costSaid(final)).toBe('4 images = 4 generations on your key.');
    expect(titleOf(final)).not.toMatch(/failed/i);
    expect(final.attachments.map((file) => file.contentType)).toEqual(Array(4).fill('image/png'));
    const { stats } = env.openai;
    expect(stats.requests.images_generations).toBe(4);
    expect(stats.streams).toBe(4);
    expect(stats.images).toBe(4);
    expect(stats.violations).toEqual([]);
    expect(env.openai.usageOf(ALICE_OPENAI_KEY).images).toBe(4);
    expect(cardText(final)).not.toMatch(/couldn't|failed/i);
  });

  it('shows on the card the size the image was made at, and no seed, workflow or steps it never sent', async () => {
    env = await startOpenAiEnv();
    const run = await runImagine(env, { prompt: 'a plain fox' });
    const fields = fieldsOf(await waitForResult(run, 20_000));
    for (const name of ['Seed', 'Workflow', 'Steps']) expect(fields[name]).toBeUndefined();
    expect(fields.Size).toBe('1024×1024');
    expect(fields['Requested by']).toBe(`<@${env.user.id}>`);
    const wide = await runImagine(env, { prompt: 'a wide fox', width: 1024, height: 512 });
    expect(fieldsOf(await waitForResult(wide, 20_000)).Size).toBe('1536×1024');
  });

  it("shows the partial images streamed so far as the card's progress, then the image", async () => {
    env = await startOpenAiEnv({ openai: { timeScale: 0.6 } });
    const run = await runImagine(env, { prompt: 'a slow fox' });
    const shown = await run.waitForOriginal((m) => /[▰▱]{10} (33|67)% done/.test(cardText(m)), {
      timeout: 15_000,
    });
    expect(titleOf(shown)).not.toMatch(/ready|failed/i);
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    expect(env.openai.stats.partialImages).toBe(2);
  });

  it('sends a 1024x512 request as a size the model takes (the emulator refuses any other)', async () => {
    env = await startOpenAiEnv();
    const run = await runImagine(env, { prompt: 'a wide valley', width: 1024, height: 512 });
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(env.openai.stats.violations).toEqual([]);
  });
});
