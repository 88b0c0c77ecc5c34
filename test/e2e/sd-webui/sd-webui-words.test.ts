import { afterEach, describe, expect, it } from 'vitest';
import type { MessageView } from '../../../sandbox/discord/index.js';
import { expectBackendWords, shownWords } from '../helpers/backend-words.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

/** What a member reads when a Stable Diffusion WebUI fails: its name and plain causes. */
describe('a Stable Diffusion WebUI that fails, in its words', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  /** The card or the private answer an `/imagine` ended with, as one text. */
  const imagine = async (prompt: string) => {
    const run = await runImagine(env, { prompt, steps: 10 });
    const shown: MessageView = await Promise.race([
      waitForResult(run, 20_000),
      run.waitForReply().then((reply) => (reply.ephemeral ? reply : waitForResult(run, 20_000))),
    ]);
    return { shown, text: `${titleOf(shown) ?? ''}\n${cardText(shown)}\n${shownWords(shown)}` };
  };

  it('an out-of-memory job and one that raised name it, each with its plain cause', async () => {
    env = await startSdWebuiEnv();
    env.webui.setFaults({ outOfMemoryNext: 1 });
    const failed = await imagine('an out-of-memory fox');
    expect(failed.text).toContain(
      'Stable Diffusion WebUI could not generate this image: the GPU ran out of memory. Try again, perhaps with other settings.',
    );
    expect(failed.shown.buttons.map((b) => b.label)).toContain('🔁 Retry');
    expectBackendWords(failed.text, 'Stable Diffusion WebUI');
    expect(failed.text).not.toMatch(/CUDA|OutOfMemoryError|torch/);

    env.webui.setFaults({ serverErrorNext: 1 });
    const raised = await imagine('a fox the WebUI raises on');
    expect(raised.text).toContain(
      'Stable Diffusion WebUI could not generate this image: it raised RuntimeError. Try again, perhaps with other settings.',
    );
    expect(raised.text).not.toContain('injected server error');
    expectBackendWords(raised.text, 'Stable Diffusion WebUI');
    expect(env.webui.stats.violations).toEqual([]);
  });

  it('says it in the server’s language (French), with none of the WebUI’s English', async () => {
    env = await startSdWebuiEnv();
    await env.app.context.stores.guildSettings.setLocale(env.guild.id, 'fr');
    env.webui.setFaults({ outOfMemoryNext: 1 });
    const failed = await imagine('un renard en mémoire');
    expect(failed.text).toContain(
      'Stable Diffusion WebUI n’a pas pu générer cette image : le GPU a manqué de mémoire. Réessaie, peut-être avec d’autres réglages.',
    );
    expect(failed.text).not.toMatch(/CUDA|out of memory|OutOfMemoryError/i);
  });

  it('a WebUI that refuses connections: unreachable, never "it may have been made"', async () => {
    env = await startSdWebuiEnv();
    await env.webui.close();
    const down = await imagine('a fox with no WebUI at all');
    expect(down.text).toContain(
      'Could not reach Stable Diffusion WebUI right now. Try again in a few minutes.',
    );
    expect(down.text).not.toContain('may have been made');
    expectBackendWords(down.text, 'Stable Diffusion WebUI');
  });
});

describe('/help on a Stable Diffusion WebUI', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('names it, says it takes no keys and charges nothing, and speaks of no key that pays', async () => {
    env = await startSdWebuiEnv();
    await env.app.context.stores.policy.setLimits(env.guild.id, { maxSteps: 30 });
    const help = shownWords(
      await (
        await env.discord.runCommand({ channel: env.channel, user: env.user, name: 'help' })
      ).waitForReply(),
    );
    expect(help).toContain(
      'Images here are made by **Stable Diffusion WebUI**; it takes no API keys and keeps no balance, so generating here charges you nothing.',
    );
    expect(help).toContain('Not needed: Stable Diffusion WebUI takes no API keys.');
    expect(help).toContain('Steps: at most 30');
    expect(help).not.toMatch(/key pays|key may|This server's key|server key|has no key/);
    expectBackendWords(help, 'Stable Diffusion WebUI');
  });
});
