import { afterEach, describe, expect, it } from 'vitest';
import { cardText, runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_HORDE_KEY, type HordeEnv, startHordeEnv } from './horde-kit.js';

describe('how a Horde request ends', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('cancels a request no worker can serve and says nothing was spent', async () => {
    env = await startHordeEnv();
    env.horde.setFaults({ impossibleNext: 1 });
    const run = await runImagine(env, { prompt: 'a lighthouse' });
    const ended = await waitForResult(run, 20_000);
    expect(cardText(ended)).toContain('No worker of AI Horde can make this image now');
    expect(cardText(ended)).toContain('nothing was spent');
    const taskId = await taskIdOf(env, run);
    expect(env.horde.request(taskId)?.cancelled).toBe(true);
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('ends a faulted request with a clear message, and retries on a fresh request', async () => {
    env = await startHordeEnv();
    env.horde.setFaults({ faultNext: 1 });
    const run = await runImagine(env, { prompt: 'a lighthouse' });
    const ended = await waitForResult(run, 30_000);
    expect(cardText(ended)).toContain('The workers of AI Horde failed to make this image');
    expect(ended.buttons.map((b) => b.label)).toContain('🔁 Retry');
    const retried = await run.clickButton({ label: '🔁 Retry' });
    await retried.waitForAck();
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('Stop waiting cancels the request at the Horde', async () => {
    env = await startHordeEnv({ horde: { timeScale: 1, jobDurationMs: [60_000, 60_000] } });
    const run = await runImagine(env, { prompt: 'a slow lighthouse' });
    const taskId = await taskIdOf(env, run);
    await run.waitForOriginal((m) => m.buttons.some((b) => b.label === '⏹️ Stop waiting'));
    await (await run.clickButton({ label: '⏹️ Stop waiting' })).waitForReply();
    const ended = await waitForResult(run, 10_000);
    expect(titleOf(ended)).toBe('⏹️ Stopped waiting');
    await expect.poll(() => env.horde.request(taskId)?.cancelled, { timeout: 5_000 }).toBe(true);
  });

  it('Stop waiting pressed while the submission is in flight cancels the request once its id is back', async () => {
    env = await startHordeEnv({ horde: { timeScale: 1, jobDurationMs: [60_000, 60_000] } });
    env.horde.setFaults({ latencyMs: 4_000, routes: ['generate_async'] });
    const run = await runImagine(env, { prompt: 'a lighthouse asked for slowly' });
    await run.waitForOriginal((m) => m.buttons.some((b) => b.label === '⏹️ Stop waiting'));
    // Pressed while the Horde holds the submission (counted on arrival, answered 4 s later).
    await expect.poll(() => env.horde.stats.requests.generate_async).toBe(1);
    expect((await env.app.context.jobs.get(run.id))?.taskId).toBeUndefined();
    await (await run.clickButton({ label: '⏹️ Stop waiting' })).waitForReply();
    expect(titleOf(await waitForResult(run, 10_000))).toBe('⏹️ Stopped waiting');
    const taskId = await taskIdOf(env, run);
    await expect.poll(() => env.horde.request(taskId)?.cancelled, { timeout: 5_000 }).toBe(true);
    expect(env.horde.stats.submissions).toBe(1);
    expect(env.horde.stats.requests.generate_cancel).toBe(1);
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('cancels at the Horde a request that timed out: no worker is handed its work any more', async () => {
    env = await startHordeEnv({
      env: { JOB_TIMEOUT_MS: '1000' },
      horde: { timeScale: 1, jobDurationMs: [60_000, 60_000] },
    });
    const run = await runImagine(env, { prompt: 'a lighthouse nobody waits for' });
    const taskId = await taskIdOf(env, run);
    expect(titleOf(await waitForResult(run, 10_000))).toBe('⌛ Timed out');
    await expect.poll(() => env.horde.request(taskId)?.cancelled, { timeout: 5_000 }).toBe(true);
    expect(env.horde.stats.requests.generate_cancel).toBe(1);
    expect(env.horde.stats.violations).toEqual([]);
  });

  it("ends a censored image with the Horde's filter named, and nothing charged", async () => {
    env = await startHordeEnv();
    env.horde.setFaults({ censorNextImages: 1 });
    const run = await runImagine(env, { prompt: 'a beach' });
    const ended = await waitForResult(run, 20_000);
    expect(cardText(ended)).toContain('The filter of AI Horde withheld this image');
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(1000);
  });
});

describe('a Horde generation across a restart', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('resumes polling the same request after the bot restarts, submitted once', async () => {
    env = await startHordeEnv({ horde: { timeScale: 1, jobDurationMs: [1_500, 1_500] } });
    const run = await runImagine(env, { prompt: 'a lighthouse across a restart' });
    const taskId = await taskIdOf(env, run);
    await env.restartBot();
    const ended = await waitForResult(run, 20_000);
    expect(titleOf(ended)).toBe('✅ Image ready');
    expect(env.horde.stats.submissions).toBe(1);
    expect(env.horde.request(taskId)?.status.done).toBe(true);
    expect(env.horde.stats.violations).toEqual([]);
  });
});
