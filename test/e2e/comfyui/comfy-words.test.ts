import { afterEach, describe, expect, it } from 'vitest';
import type { MessageView } from '../../../sandbox/discord/index.js';
import { runApiKey } from '../apikey/helpers/key-env.js';
import { expectBackendWords, shownWords } from '../helpers/backend-words.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** What a member on a ComfyUI server reads: ComfyUI by its name, no keys, no balance, no credits. */
describe('texts on ComfyUI name it', () => {
  let env: ComfyEnv;
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

  it('/balance, /apikey and /help say plainly that ComfyUI takes no keys and keeps no balance', async () => {
    env = await startComfyEnv();
    const balance = await command('balance');
    expect(balance.content).toContain('ComfyUI keeps no balance');
    expectBackendWords(shownWords(balance), 'ComfyUI');
    const link = await (await runApiKey(env, 'link')).waitForReply();
    expect(link.content).toContain('ComfyUI takes no API keys');
    expectBackendWords(shownWords(link), 'ComfyUI');

    const help = shownWords(await command('help'));
    expect(help).toContain(
      'Images here are made by **ComfyUI**; it takes no API keys and keeps no balance, so generating here charges you nothing.',
    );
    expect(help).toContain('Not needed: ComfyUI takes no API keys.');
    expect(help).not.toContain('🔑 API keys');
    expectBackendWords(help, 'ComfyUI');
  });

  it('a failed generation and a ComfyUI that is down name ComfyUI', async () => {
    env = await startComfyEnv();
    env.comfy.setFaults({ nodeErrorNext: 1 });
    const failed = await imagine('an out-of-memory fox');
    expect(failed.text).toContain('ComfyUI could not generate this image: its node KSampler');
    expectBackendWords(failed.text, 'ComfyUI');

    env.comfy.setFaults({ serverErrorNext: 50, serverErrorStatus: 503 });
    const down = await imagine('a fox while ComfyUI is down');
    expect(down.text).toContain('Could not reach ComfyUI right now. Try again in a few minutes.');
    expectBackendWords(down.text, 'ComfyUI');
  });
});
