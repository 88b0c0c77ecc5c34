import { afterEach, describe, expect, it } from 'vitest';
import {
  cardText,
  costSaid,
  runImagine,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { pngTexts, type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe('/imagine on a Stable Diffusion WebUI', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it("shows its own task's percentage and live preview, then the image, the model in override_settings only", async () => {
    env = await startSdWebuiEnv({ webui: { stepMs: 150, previewEvery: 1 } });
    const run = await runImagine(env, {
      prompt: 'a red fox',
      negative_prompt: 'blur',
      steps: 20,
      seed: 42,
      model: 'sd_xl_base_1.0',
    });
    const shown = await run.waitForOriginal((m) => /\d+\s?%/.test(cardText(m)), {
      timeout: 15_000,
    });
    expect(cardText(shown)).toMatch(/\d+\s?%/);
    await run.waitForOriginal((m) => m.attachments.length > 0 && titleOf(m) !== '✅ Image ready', {
      timeout: 15_000,
    });
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(final.attachments.map((file) => file.contentType)).toEqual(['image/png']);
    const taskId = await taskIdOf(env, run);
    expect(env.webui.stats.taskIds).toEqual([taskId]);
    expect(env.webui.stats.modelsUsed).toEqual(['sd_xl_base_1.0']);
    expect(env.webui.stats.requests.options_post).toBe(0);
    expect(env.webui.settings.sd_model_checkpoint).toBe(
      'v1-5-pruned-emaonly.safetensors [6ce0161689]',
    );
    // The global state only once, right after its own job answered (was it cut short?).
    expect(env.webui.stats.requests.progress).toBe(1);
    expect(env.webui.stats.requests.internal_progress).toBeGreaterThan(0);
    expect(pngTexts(final.attachments[0]?.bytes as Buffer)).toEqual([]);
    expect(env.webui.stats.violations).toEqual([]);
  });

  it('makes count:4 in one card, four calls of one image each, said to count toward the daily limit, no key', async () => {
    env = await startSdWebuiEnv();
    const run = await runImagine(env, { prompt: 'four foxes', count: 4, seed: 42 });
    const final = await waitForResult(run, 30_000);
    expect(costSaid(final)).toBe('4 images, counted toward your daily limit on this server.');
    expect(final.history.map(cardText).join('\n')).not.toMatch(/\bkey\b/);
    expect(final.attachments.map((file) => file.contentType)).toEqual(Array(4).fill('image/png'));
    expect(env.webui.stats.requests.txt2img).toBe(4);
    expect(env.webui.stats.imagesMade).toBe(4);
    expect(env.webui.stats.violations).toEqual([]);
  });

  it("shows a waiting call's place; Stop waiting interrupts its own running job, and a queued one stops as it starts", async () => {
    // Two slots: the line sends both calls, one waiting in the WebUI's queue.
    env = await startSdWebuiEnv({ webui: { stepMs: 300 }, env: { SD_WEBUI_SLOTS: '2' } });
    const first = await runImagine(env, { prompt: 'a slow fox', steps: 30 });
    const second = await runImagine(env, { prompt: 'a waiting fox', steps: 30 });
    const waiting = await second.waitForOriginal((m) => cardText(m).includes('Position **2**'), {
      timeout: 10_000,
    });
    expect(cardText(waiting)).toContain('Position **2**');
    const runningId = await taskIdOf(env, first);
    const waitingId = await taskIdOf(env, second);
    for (const run of [second, first]) {
      await run.waitForOriginal((m) => m.buttons.some((b) => b.label === '⏹️ Stop waiting'), {
        timeout: 10_000,
      });
      await (await run.clickButton({ label: '⏹️ Stop waiting' })).waitForReply();
      expect(titleOf(await waitForResult(run, 10_000))).toBe('⏹️ Stopped waiting');
    }
    await expect.poll(() => env.webui.stats.finished.interrupted, { timeout: 15_000 }).toBe(2);
    expect(env.webui.stats.interrupts).toEqual([runningId, waitingId]);
    expect(env.webui.stats.violations).toEqual([]);
  });

  it("never interrupts another client's job: Stop waiting on a call queued behind it", async () => {
    env = await startSdWebuiEnv({ webui: { stepMs: 200 } });
    const theirs = fetch(`${env.webui.url}/sdapi/v1/txt2img`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'theirs', steps: 30, force_task_id: 'another-client' }),
    });
    await expect.poll(() => env.webui.queue().running, { timeout: 5_000 }).toBe('another-client');
    const run = await runImagine(env, { prompt: 'mine', steps: 15 });
    // Queued at the WebUI behind their job (a Stop before the call is sent sends nothing).
    await run.waitForOriginal(
      (m) =>
        cardText(m).includes('Position **2**') &&
        m.buttons.some((b) => b.label === '⏹️ Stop waiting'),
      { timeout: 10_000 },
    );
    await (await run.clickButton({ label: '⏹️ Stop waiting' })).waitForReply();
    expect(titleOf(await waitForResult(run, 10_000))).toBe('⏹️ Stopped waiting');
    expect((await theirs).status).toBe(200);
    await expect.poll(() => env.webui.stats.interrupts.length, { timeout: 10_000 }).toBe(1);
    expect(env.webui.stats.interrupts).toEqual([await taskIdOf(env, run)]);
    await expect
      .poll(() => ({ ...env.webui.stats.finished }), { timeout: 5_000 })
      .toMatchObject({ success: 1, interrupted: 1 });
  });

  it('ends a call cut by a dropped connection as made but not fetched, nothing charged, never resent', async () => {
    env = await startSdWebuiEnv({ webui: { stepMs: 200 } });
    const run = await runImagine(env, { prompt: 'a fox in the rain', steps: 20 });
    await expect.poll(() => env.webui.queue().running, { timeout: 10_000 }).toBeDefined();
    env.webui.restart();
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).not.toBe('✅ Image ready');
    expect(cardText(final)).toContain('it may have been made, but the bot could not fetch it');
    expect(cardText(final)).toContain('keeps no accounts, so nothing was charged');
    expect(env.webui.stats.requests.txt2img).toBe(1);
  });

  it('ends an out-of-memory job with a clear failure and Retry', async () => {
    env = await startSdWebuiEnv({ webui: { stepMs: 100 } });
    env.webui.setFaults({ outOfMemoryNext: 1 });
    const run = await runImagine(env, { prompt: 'a huge fox', steps: 10 });
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).not.toBe('✅ Image ready');
    expect(final.buttons.map((b) => b.label)).toContain('🔁 Retry');
    expect(JSON.stringify(final.texts)).not.toContain('CUDA');
    expect(env.webui.stats.faults.out_of_memory).toBe(1);
  });
});
