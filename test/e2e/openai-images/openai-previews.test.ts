import { afterEach, describe, expect, it } from 'vitest';
import type { MessageSnapshot } from '../../../sandbox/discord/index.js';
import { imageFormatOf } from '../../../src/safety/image-format.js';
import { eventually, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type OpenAiEnv, startOpenAiEnv } from './openai-kit.js';

/** A preview's attachment in a version of the card, if it carries one. */
const previewOf = (version: MessageSnapshot) =>
  version.gallery.find((item) => item.attachment?.filename.startsWith('preview-'));

describe('/imagine on an OpenAI-compatible provider: partial images in the card', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  it('shows the latest partial image as the card streams, checked, then the final image', async () => {
    let now = Date.now();
    env = await startOpenAiEnv({ openai: { timeScale: 1, now: () => now } });
    const run = await runImagine(env, { prompt: 'a slow fox' });
    const [call] = await eventually(async () => {
      const inFlight = env.openai.inFlight();
      return inFlight.length > 0 && inFlight;
    });
    const duration = (call?.finishesAt ?? now) - (call?.startedAt ?? now);
    // Past the first of two partial images (sent at 1/3 of the call), short of the second.
    now += Math.round(duration * 0.4);
    const shown = await run.waitForOriginal((m) => previewOf(m) !== undefined, { timeout: 15_000 });
    expect(env.openai.stats.partialImages).toBe(1);
    expect(titleOf(shown)).toBe('🎨 Generating');
    const preview = previewOf(shown);
    expect(preview?.attachment?.contentType).toBe('image/png');
    expect(preview?.description).toBe('Preview while it is generated: a slow fox');
    expect(imageFormatOf(preview?.attachment?.bytes ?? new Uint8Array())).toMatchObject({
      shown: true,
      format: 'png',
    });

    now += duration;
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(final.attachments.map((file) => file.contentType)).toEqual(['image/png']);
    expect(previewOf(final)).toBeUndefined();
    const versions = run.original()?.history ?? [];
    const firstPreview = versions.findIndex((version) => previewOf(version));
    const firstFinal = versions.findIndex((version) => titleOf(version) === '✅ Image ready');
    expect(firstPreview).toBeGreaterThan(0);
    expect(firstPreview).toBeLessThan(firstFinal);
    expect(env.openai.stats.partialImages).toBe(2);
    expect(env.openai.stats.violations).toEqual([]);
  });
});
