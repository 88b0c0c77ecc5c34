import { afterEach, describe, expect, it } from 'vitest';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** What a member on a backend without accounts must never read. */
const CHARGED = /may have been charged|probably charged|balance or usage/;

describe('what a ComfyUI member is told was charged when the bot stops waiting', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('a generation past JOB_TIMEOUT_MS says ComfyUI keeps no accounts, so nothing was charged', async () => {
    env = await startComfyEnv({ comfy: { stepMs: 1_000 }, env: { JOB_TIMEOUT_MS: '1500' } });
    const final = await waitForResult(
      await runImagine(env, { prompt: 'a slow fox', steps: 30 }),
      20_000,
    );
    expect(titleOf(final)).toBe('⌛ Timed out');
    expect(cardText(final)).toContain(
      'The image took too long to generate, so the bot stopped waiting for it. ComfyUI keeps no accounts, so nothing was charged.',
    );
    expect(cardText(final)).not.toMatch(CHARGED);
  });

  it('Stop waiting says, on the card and privately, that ComfyUI was asked to stop it and nothing was charged (the card in the server’s German)', async () => {
    env = await startComfyEnv({ comfy: { stepMs: 1_000 } });
    const run = await runImagine(env, { prompt: 'a fox to stop', steps: 30 });
    await run.waitForOriginal((m) => m.buttons.some((b) => b.label === '⏹️ Stop waiting'), {
      timeout: 10_000,
    });
    const notice = await (await run.clickButton({ label: '⏹️ Stop waiting' })).waitForReply();
    expect(notice.content).toBe(
      'Stopped waiting. The bot asked ComfyUI to stop it. ComfyUI keeps no accounts, so nothing was charged.',
    );
    const stopped = await waitForResult(run, 10_000);
    expect(titleOf(stopped)).toBe('⏹️ Stopped waiting');
    expect(cardText(stopped)).toContain(
      'The bot stopped waiting for it and asked ComfyUI to stop it. ComfyUI keeps no accounts, so nothing was charged.',
    );
    expect(cardText(stopped)).not.toMatch(CHARGED);

    await env.app.context.stores.guildSettings.setLocale(env.guild.id, 'de');
    const german = await runImagine(env, { prompt: 'ein Fuchs', steps: 30 });
    const stop = '⏹️ Nicht mehr warten';
    await german.waitForOriginal((m) => m.buttons.some((b) => b.label === stop), {
      timeout: 10_000,
    });
    await (await german.clickButton({ label: stop })).waitForReply();
    expect(cardText(await waitForResult(german, 10_000))).toContain(
      'ComfyUI führt keine Konten, daher wurde nichts berechnet.',
    );
  });
});
