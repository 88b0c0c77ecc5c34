import { afterEach, describe, expect, it } from 'vitest';
import { cardText, digest, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_OPENAI_KEY, type OpenAiEnv, startOpenAiEnv } from './openai-kit.js';

describe('OpenAI-compatible providers as they really answer', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  /** Runs one generation to its end: the card, and the image the provider made. */
  const generate = async (prompt: string) => {
    const final = await waitForResult(await runImagine(env, { prompt }), 20_000);
    const made = env.openai.delivered().find((image) => image.prompt === prompt);
    return { final, made };
  };

  it('posts the image of a provider that ignores stream: true and answers one JSON (b64_json)', async () => {
    env = await startOpenAiEnv({ openai: { streams: false } });
    const { final, made } = await generate('a fox from a plain answer');
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(cardText(final)).not.toMatch(/connection|failed/i);
    expect(digest(final.attachments[0]?.bytes)).toBe(digest(made?.bytes));
    expect(env.openai.stats.requests.images_generations).toBe(1);
    expect(env.openai.stats.streams).toBe(0);
    expect(env.openai.usageOf(ALICE_OPENAI_KEY).images).toBe(1);
    expect(env.openai.stats.violations).toEqual([]);
  });

  it('downloads the image a JSON answer gives by URL, through the safe download, and posts it', async () => {
    env = await startOpenAiEnv({ openai: { streams: false, imageAnswer: 'url' } });
    const { final, made } = await generate('a fox behind a link');
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(digest(final.attachments[0]?.bytes)).toBe(digest(made?.bytes));
    expect(env.openai.stats.hostedImages).toBeGreaterThanOrEqual(1);
    expect(env.openai.stats.violations).toEqual([]);
  });

  it('keeps the image of a completed stream event that carries no usage', async () => {
    env = await startOpenAiEnv({ openai: { streamUsage: false } });
    const { final, made } = await generate('a fox without a bill');
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(digest(final.attachments[0]?.bytes)).toBe(digest(made?.bytes));
    expect(env.openai.stats.streams).toBe(1);
    expect(env.openai.stats.violations).toEqual([]);
  });
});
