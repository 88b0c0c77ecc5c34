import { afterEach, describe, expect, it } from 'vitest';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_OPENAI_KEY, linkOpenAiKey, type OpenAiEnv, startOpenAiEnv } from './openai-kit.js';

describe('OpenAI-compatible calls that end without an image', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  const failure = async (prompt: string) => {
    const run = await runImagine(env, { prompt });
    const shown = await Promise.race([
      waitForResult(run, 20_000),
      run.waitForReply().then((reply) => (reply.ephemeral ? reply : waitForResult(run, 20_000))),
    ]);
    return { shown, text: `${titleOf(shown) ?? ''}\n${cardText(shown)}\n${shown.content ?? ''}` };
  };

  it('a moderation refusal says the safety system refused it and nothing was charged', async () => {
    env = await startOpenAiEnv();
    const { text } = await failure('a moderation-test picture');
    expect(text).toContain(
      'The safety system of OpenAI refused this prompt, so nothing was generated or charged',
    );
    expect(env.openai.stats.moderationBlocked).toBe(1);
    expect(env.openai.usageOf(ALICE_OPENAI_KEY).images).toBe(0);
    expect(env.openai.stats.violations).toEqual([]);
  });

  it('a refusal on the server key gives the member their daily use back; a cut stream does not', async () => {
    env = await startOpenAiEnv({ linked: false });
    const { guildSettings, usage } = env.app.context.stores;
    await guildSettings.setServerKey(env.guild.id, {
      apiKey: ALICE_OPENAI_KEY,
      setBy: env.user.id,
      serviceUserId: '',
      serviceUsername: 'sk-…0001',
      backend: 'openai-images',
    });
    const used = () => usage.used(env.guild.id, env.user.id, Date.now());
    await failure('a moderation-test picture');
    await expect.poll(used).toBe(0);
    env.openai.setFaults({ cutStreamNext: 1 });
    await failure('a fox on a wire');
    await expect.poll(used).toBe(1);
  });

  it('a 429 says when to try again and that nothing was charged; it is not sent again', async () => {
    env = await startOpenAiEnv();
    env.openai.setFaults({
      rateLimitNext: 1,
      retryAfterSeconds: 7,
      routes: ['images_generations'],
    });
    const { text } = await failure('a busy fox');
    expect(text).toContain('did not start this image, so nothing was charged. Try again in 7 s.');
    expect(env.openai.stats.requests.images_generations).toBe(1);
  });

  it('a 401 (a key the provider does not know) says the key was rejected and nothing was charged', async () => {
    env = await startOpenAiEnv({ linked: false });
    await linkOpenAiKey(env, env.user, 'sk-emulator-revoked-0009');
    const { text } = await failure('a fox with a stale key');
    expect(text).toContain('The API key was rejected by OpenAI');
    expect(text).toContain('Set a new key and try again. Nothing was charged.');
    expect(env.openai.stats.requests.images_generations).toBe(1);
  });

  it('a stream cut mid-image ends the card in a clear failure that may have been charged', async () => {
    env = await startOpenAiEnv();
    env.openai.setFaults({ cutStreamNext: 1 });
    const { shown, text } = await failure('a fox on a wire');
    expect(titleOf(shown)).toBe('❌ Generation failed');
    expect(text).toContain('The connection to OpenAI was lost while it made this image');
    expect(text).toContain('It may have been charged');
    expect(env.openai.stats.requests.images_generations).toBe(1);
  });

  it('a model the provider does not list is the operator’s to fix, nothing charged, never blamed on the prompt', async () => {
    env = await startOpenAiEnv({ env: { OPENAI_IMAGES_MODEL: 'dall-e-3' } });
    const { text } = await failure('a fox');
    expect(text).toContain(
      'OpenAI refused this request because of how the bot is set up (its model, workflow or access), so nothing was generated or charged. Only the bot’s operator can fix this: please tell them.',
    );
    expect(text).toContain('Press **Retry** once the bot’s operator has fixed it.');
    expect(text).not.toContain('change the prompt');
    expect(env.openai.usageOf(ALICE_OPENAI_KEY).images).toBe(0);
    expect(JSON.stringify(env.logs)).toContain('dall-e-3');
  });
});
