import { afterEach, describe, expect, it } from 'vitest';
import { textTokens } from '../../../sandbox/openai-images/index.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { remixPanel } from '../imagine/remix-kit.js';
import { ALICE_OPENAI_KEY, type OpenAiEnv, startOpenAiEnv } from './openai-kit.js';

describe('the result buttons on an OpenAI-compatible provider', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  /** A first image of `prompt`, delivered; its run. */
  const finished = async (prompt: string) => {
    const run = await runImagine(env, { prompt });
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    return run;
  };

  it('Re-roll makes one new streamed call of the same prompt, delivered as a new reply', async () => {
    env = await startOpenAiEnv();
    const prompt = 'a lighthouse on a cliff at dawn';
    const run = await finished(prompt);
    const click = await run.clickButton({ label: '🎲 Re-roll' });
    const result = await waitForResult(click, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.id).not.toBe(run.original()?.id);
    expect(result.attachments.map((file) => file.contentType)).toEqual(['image/png']);
    const { stats } = env.openai;
    expect(stats.requests.images_generations).toBe(2);
    expect(stats.streams).toBe(2);
    expect(stats.images).toBe(2);
    // The provider read the same prompt twice.
    expect(stats.tokens.input).toBe(2 * textTokens(prompt));
    expect(env.openai.usageOf(ALICE_OPENAI_KEY).images).toBe(2);
    const original = await env.app.context.jobs.get(run.id);
    const reroll = await env.app.context.jobs.get(click.id);
    expect(reroll?.request.prompt).toBe(prompt);
    // The provider takes no seed: none is drawn, kept or shown; each call is a new image anyway.
    expect(reroll?.request).not.toHaveProperty('seed');
    expect(original?.request).not.toHaveProperty('seed');
    expect(stats.violations).toEqual([]);
  });

  it('Remix sends a new call with the prompt edited in its panel', async () => {
    env = await startOpenAiEnv();
    const run = await finished('a fox');
    const panel = await remixPanel(env, await run.clickButton({ label: '🎛️ Remix' }));
    expect(panel.message().ephemeral).toBe(true);
    const edit = await panel.editPrompt();
    await edit.waitForModal();
    const edited = 'a fox painted in watercolour under a heavy autumn rain';
    const remixed = await waitForResult(await edit.submitModal({ prompt: edited }), 20_000);
    expect(titleOf(remixed)).toBe('✅ Image ready');
    expect(remixed.attachments.map((file) => file.contentType)).toEqual(['image/png']);
    const { stats } = env.openai;
    expect(stats.requests.images_generations).toBe(2);
    expect(stats.images).toBe(2);
    // The second call's prompt is the edited one (the emulator counts a token per 4 characters).
    expect(stats.tokens.input).toBe(textTokens('a fox') + textTokens(edited));
    const job = await env.app.context.jobs.get(remixed.interactionId ?? '');
    expect(job?.request.prompt).toBe(edited);
    expect(stats.violations).toEqual([]);
  });
});
