import { afterEach, describe, expect, it } from 'vitest';
import type { ComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { jobIdsOf, jobsOf, mostHeld } from '../helpers/pool-line.js';
import { eventually, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** Polling slower than the test runs: a job sent next was sent because the socket told an end. */
const SLOW_POLLS = {
  POLL_INTERVAL_MS: '60000',
  POLL_JITTER_MS: '0',
  POLL_MIN_INTERVAL_MS: '60000',
};

const sent = (servers: readonly ComfyEmulator[]) =>
  servers.reduce((sum, server) => sum + (server.stats.requests.prompt_post ?? 0), 0);

describe('ComfyUI frees its line slot as the GPU ends a job', { timeout: 120_000 }, () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('sends the next waiting job as the socket tells the end, long before the next timed poll', async () => {
    let now = Date.now();
    const clock = { now: () => now, stepMs: 1_000 };
    env = await startComfyEnv({ comfy: clock, more: [clock], env: SLOW_POLLS });
    const advance = (ms: number) => {
      now += ms;
      for (const server of env.servers) server.advance();
    };
    const run = await runImagine(env, { prompt: 'a fox', count: 4, steps: 2 });
    const ids = jobIdsOf(run, 4);
    // Each server runs one; two wait in the bot's line, their polls an hour of ticks away.
    await eventually(async () => env.servers.every((server) => server.queue().running), 20_000);
    await eventually(async () => env.servers.every((s) => s.clientIds().length > 0), 20_000);
    await eventually(async () => {
      const jobs = await jobsOf(env, ids);
      return jobs.filter((job) => job.taskId !== undefined).length === 2;
    }, 20_000);
    expect(sent(env.servers)).toBe(2);

    advance(10_000);
    // Sent well within the poll interval: only the socket's word can have freed the slots.
    await eventually(async () => sent(env.servers) === 4, 30_000);
    for (const server of env.servers) expect(server.queue().pending).toEqual([]);

    advance(10_000);
    await eventually(async () => {
      const jobs = await jobsOf(env, ids);
      return jobs.every((job) => job.state === 'completed');
    }, 30_000);
    expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ 4 images ready');
    for (const server of env.servers) {
      expect(mostHeld(server.stats.gpu)).toEqual({ waiting: 0, running: 1 });
      expect(server.stats.violations).toEqual([]);
    }
  });
});
