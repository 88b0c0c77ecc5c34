import { afterEach, describe, expect, it } from 'vitest';
import { jobIdsOf, jobsOf, mostHeld } from '../helpers/pool-line.js';
import { eventually, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

/** Polling slower than the test runs: a job sent next was sent because its held call returned. */
const SLOW_POLLS = {
  POLL_INTERVAL_MS: '60000',
  POLL_JITTER_MS: '0',
  POLL_MIN_INTERVAL_MS: '60000',
};

describe('the WebUI frees its line slot as its call returns', { timeout: 120_000 }, () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('sends the next waiting job as the held call returns, long before the next timed poll', async () => {
    let now = Date.now();
    env = await startSdWebuiEnv({ webui: { now: () => now, stepMs: 1_000 }, env: SLOW_POLLS });
    const { webui } = env;
    const run = await runImagine(env, { prompt: 'a fox', count: 3, steps: 2 });
    const ids = jobIdsOf(run, 3);
    await eventually(async () => webui.queue().running, 20_000);
    expect(webui.stats.requests.txt2img).toBe(1);

    now += 10_000;
    // Sent well within the poll interval: only the call's return can have freed the slot.
    await eventually(async () => webui.stats.requests.txt2img === 2, 30_000);
    expect(webui.queue().pending).toEqual([]);
    now += 10_000;
    await eventually(async () => webui.stats.requests.txt2img === 3, 30_000);
    now += 10_000;
    await eventually(async () => {
      const jobs = await jobsOf(env, ids);
      return jobs.every((job) => job.state === 'completed');
    }, 30_000);
    expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ 3 images ready');
    expect(mostHeld(webui.stats.gpu)).toEqual({ waiting: 0, running: 1 });
    expect(webui.stats.violations).toEqual([]);
  });
});
