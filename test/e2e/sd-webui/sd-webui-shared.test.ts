import { afterEach, describe, expect, it } from 'vitest';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe('a Stable Diffusion WebUI shared with other clients', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it("another client's Interrupt: the half-made image is not posted as ready; the card says who stopped it and that nothing was charged", async () => {
    env = await startSdWebuiEnv({ webui: { stepMs: 150 }, env: { JOB_TIMEOUT_MS: '600000' } });
    const run = await runImagine(env, { prompt: 'a fox someone else stops', steps: 40 });
    await expect.poll(() => env.webui.queue().running, { timeout: 10_000 }).toBeDefined();
    await run.waitForOriginal((m) => /\d+\s?%/.test(cardText(m)), { timeout: 15_000 });
    // Another client of the same WebUI (its own UI, a script) presses Interrupt.
    const theirs = await fetch(`${env.webui.url}/sdapi/v1/interrupt`, { method: 'POST' });
    expect(theirs.status).toBe(200);
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('❌ Generation failed');
    expect(final.attachments).toEqual([]);
    expect(cardText(final)).toContain(
      'Someone else using Stable Diffusion WebUI stopped its job before this image was finished, so the unfinished image is not posted. Stable Diffusion WebUI keeps no accounts, so nothing was charged.',
    );
    expect(cardText(final)).not.toMatch(/said|steps/);
    expect(final.buttons.map((b) => b.label)).toContain('🔁 Retry');
    expect(env.webui.stats.finished.interrupted).toBe(1);
    const logged = env.logs.find((line) => line.msg === 'sd-webui job cut short');
    expect(String(logged?.detail)).toMatch(
      /^another client stopped the job after \d+ of 40 steps$/,
    );
  });

  it('an Interrupt sent after the job ended leaves the finished image ready', async () => {
    env = await startSdWebuiEnv({ webui: { stepMs: 20 } });
    const run = await runImagine(env, { prompt: 'a fox finished before the Interrupt', steps: 5 });
    await expect.poll(() => env.webui.stats.finished.success, { timeout: 15_000 }).toBe(1);
    await fetch(`${env.webui.url}/sdapi/v1/interrupt`, { method: 'POST' });
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
  });
});
