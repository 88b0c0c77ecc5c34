import { afterEach, describe, expect, it } from 'vitest';
import type { MessageView } from '../../../sandbox/discord/index.js';
import { runApiKey } from '../apikey/helpers/key-env.js';
import { expectBackendWords, shownWords } from '../helpers/backend-words.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type OpenAiEnv, startOpenAiEnv } from './openai-kit.js';

/** What a member on an OpenAI-compatible API reads: the provider by the operator's name for it. */
describe('texts on an OpenAI-compatible API name it', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  const command = (name: string) =>
    env.discord
      .runCommand({ channel: env.channel, user: env.user, name })
      .then((run) => run.waitForReply());

  /** The card or the private answer an `/imagine` ended with, as one text. */
  const imagine = async (prompt: string) => {
    const run = await runImagine(env, { prompt });
    const shown: MessageView = await Promise.race([
      waitForResult(run, 20_000),
      run.waitForReply().then((reply) => (reply.ephemeral ? reply : waitForResult(run, 20_000))),
    ]);
    return { shown, text: `${titleOf(shown) ?? ''}\n${cardText(shown)}\n${shownWords(shown)}` };
  };

  it('/apikey link: the form and a malformed key say how a provider key looks; a provider that is down is named', async () => {
    env = await startOpenAiEnv({ linked: false, env: { OPENAI_IMAGES_NAME: 'Pixel Forge' } });
    const run = await runApiKey(env, 'link');
    const form = JSON.stringify((await run.waitForModal()).raw);
    expect(form).toContain('Your API key for Pixel Forge');
    expect(form).toContain(
      'the secret key your provider issued, without spaces. Checked with Pixel Forge',
    );
    expectBackendWords(form, 'Pixel Forge');
    const malformed = await (await run.submitModal({ secret: 'two words' })).waitForReply();
    expect(malformed.content).toContain(
      "That doesn't look like an API key: keys are the secret key your provider issued, without spaces. Copy the key again from your account on Pixel Forge and retry; nothing was changed.",
    );
    expectBackendWords(shownWords(malformed), 'Pixel Forge');

    env.openai.setFaults({
      serverErrorNext: 50,
      serverErrorStatus: 503,
      routes: ['models_list', 'models_retrieve'],
    });
    const again = await runApiKey(env, 'link');
    await again.waitForModal();
    const down = await (
      await again.submitModal({ secret: 'sk-emulator-alice-0001' })
    ).waitForReply();
    expect(down.content).toContain(
      'Could not reach Pixel Forge right now. Try again in a few minutes.',
    );
    expectBackendWords(shownWords(down), 'Pixel Forge');
  });

  it('/balance and /help say the provider keeps no balance; a refused generation names it', async () => {
    env = await startOpenAiEnv({ env: { OPENAI_IMAGES_NAME: 'Pixel Forge' } });
    const balance = shownWords(await command('balance'));
    expect(balance).toContain('Pixel Forge keeps no balance for API keys.');
    expectBackendWords(balance, 'Pixel Forge');

    const help = shownWords(await command('help'));
    expect(help).toContain(
      'Images here are made by **Pixel Forge**; keys are linked for it, and it keeps no balance of its own.',
    );
    expectBackendWords(help, 'Pixel Forge');

    const refused = await imagine('a moderation-test picture');
    expect(refused.text).toContain('The safety system of Pixel Forge refused this prompt');
    expectBackendWords(refused.text, 'Pixel Forge');
  });

  it('a member without a key is told to link one, never to create one with /apikey generate (not offered here)', async () => {
    env = await startOpenAiEnv({ linked: false, env: { OPENAI_IMAGES_NAME: 'Pixel Forge' } });
    const refused = await (await runImagine(env, { prompt: 'a fox' })).waitForReply();
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain(
      'You have no API key linked and this server has no server key. Link yours with `/apikey link`.',
    );
    const balance = shownWords(await command('balance'));
    expect(balance).toContain('You have no API key linked. Link yours with `/apikey link`.');
    for (const said of [refused.content, balance]) expect(said).not.toContain('/apikey generate');
    expect(env.openai.stats.requests.images_generations ?? 0).toBe(0);
  });
});
