import { afterEach, describe, expect, it } from 'vitest';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

/** What a member on a backend without accounts must never read. */
const CHARGED = /may have been charged|probably charged|balance or usage/;

describe('what a Stable Diffusion WebUI member is told was charged when the bot stops waiting', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('a generation past JOB_TIMEOUT_MS says the WebUI keeps no accounts, so nothing was charged', async () => {
    env = await startSdWebuiEnv({ webui: { stepMs: 1_000 }, env: { JOB_TIMEOUT_MS: '1500' } });
    const run = await runImagine(env, { prompt: 'a slow fox', steps: 30 });
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('⌛ Timed out');
    expect(cardText(final)).toContain(
      'The image took too long to generate, so the bot stopped waiting for it. Stable Diffusion WebUI keeps no accounts, so nothing was charged.',
    );
    expect(cardText(final)).not.toMatch(CHARGED);
  });

  it('Stop waiting says, on the card and privately, that the WebUI was asked to stop it and nothing was charged', async () => {
    env = await startSdWebuiEnv({ webui: { stepMs: 1_000 } });
    const run = await runImagine(env, { prompt: 'a fox to stop', steps: 30 });
    await run.waitForOriginal((m) => m.buttons.some((b) => b.label === '⏹️ Stop waiting'), {
      timeout: 10_000,
    });
    const notice = await (await run.clickButton({ label: '⏹️ Stop waiting' })).waitForReply();
    expect(notice.content).toBe(
      'Stopped waiting. The bot asked Stable Diffusion WebUI to stop it. Stable Diffusion WebUI keeps no accounts, so nothing was charged.',
    );
    const stopped = await waitForResult(run, 10_000);
    expect(titleOf(stopped)).toBe('⏹️ Stopped waiting');
    expect(cardText(stopped)).toContain(
      'The bot stopped waiting for it and asked Stable Diffusion WebUI to stop it. Stable Diffusion WebUI keeps no accounts, so nothing was charged.',
    );
    expect(cardText(stopped)).not.toMatch(CHARGED);
  });
});
