import { afterEach, describe, expect, it } from 'vitest';
import { runApiKey } from '../apikey/helpers/key-env.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe('the Stable Diffusion WebUI has no accounts', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('/balance and /apikey say it has no balance and takes no keys, as information (no ⚠️, no /apikey generate); /imagine needs none', async () => {
    env = await startSdWebuiEnv();
    const balance = await (
      await env.discord.runCommand({ channel: env.channel, user: env.user, name: 'balance' })
    ).waitForReply();
    expect(balance.ephemeral).toBe(true);
    expect(balance.content).toBe(
      'Stable Diffusion WebUI keeps no balance: it has no accounts, and generating here charges you nothing.',
    );
    for (const sub of ['link', 'generate'] as const) {
      const answer = await (await runApiKey(env, sub)).waitForReply();
      expect(answer.ephemeral).toBe(true);
      expect(answer.content).toBe(
        'Stable Diffusion WebUI takes no API keys: you can generate here without linking one.',
      );
    }
    const final = await waitForResult(await runImagine(env, { prompt: 'a keyless fox' }), 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(await env.app.context.stores.apiKeys.has(env.user.id)).toBe(false);
  });
});
