import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { InvalidApiKeyError } from '../../src/image-backend/backend-errors.js';
import { FAST_MANAGER, gaps, jobInput, startJobHarness } from './helpers/job-harness.js';

const SLOW_TASKS = {
  durations: { nodeGraph: [900_000, 900_000], rr3: [900_000, 900_000] },
} as const;

describe('JobManager under service faults', () => {
  it('fails with InvalidApiKeyError when the key is revoked while polling', async () => {
    const h = await startJobHarness(SLOW_TASKS);
    const manager = h.manager();
    await manager.start(jobInput('j1', 'alice'));
    await h.observer.waitFor((e) => e.job.id === 'j1' && e.job.state === 'processing');
    const key = h.keys.get('alice') as string;
    await h.client.revokeApiKey(key, { key });
    const { job, error } = await h.observer.finished('j1');
    expect(error).toBeInstanceOf(InvalidApiKeyError);
    expect(job).toMatchObject({ state: 'failed', error: { name: 'InvalidApiKeyError' } });
    expect(job.error?.message).toBe(new InvalidApiKeyError().message);
  });

  it('backs off while the service is down, then resumes and completes', async () => {
    const h = await startJobHarness(SLOW_TASKS);
    const manager = h.manager({ maxBackoffMs: 200 });
    await manager.start(jobInput('j1', 'alice'));
    const queued = await h.observer.waitFor(
      (e) => e.job.id === 'j1' && e.job.state === 'processing',
    );
    const taskId = queued.job.taskId as string;
    const downAt = Date.now();
    h.api.setFaults({ down: 'unavailable' });
    await sleep(800);
    h.api.setFaults({ down: false });
    const upAt = Date.now();
    const { job, error } = await h.observer.finished('j1');
    expect(error).toBeUndefined();
    expect(job.state).toBe('completed');

    const times = h.api.stats.statusRequests.get(taskId) ?? [];
    const whileDown = times.filter((t) => t > downAt && t <= upAt);
    expect(whileDown.length).toBeGreaterThanOrEqual(3);
    expect(whileDown.length).toBeLessThanOrEqual(9);
    const backoff = gaps(whileDown);
    const schedulerSlack = 200;
    expect(backoff[0]).toBeGreaterThanOrEqual(45);
    expect(Math.max(...backoff)).toBeLessThanOrEqual(200 + schedulerSlack);
    expect(backoff.at(-1)).toBeGreaterThan(backoff[0] as number);
    const retries = h.logs.filter((line) => line.msg === 'status request failed; backing off');
    expect(retries.length).toBe(h.api.stats.faults.down);
    const names = new Set(retries.map((line) => (line.error as { name: string }).name));
    expect([...names]).toEqual(['ServiceUnavailableError']);
  });

  it('honours Retry-After when rate limited, then goes on', async () => {
    const h = await startJobHarness(SLOW_TASKS);
    const manager = h.manager();
    await manager.start(jobInput('j1', 'alice'));
    const processing = await h.observer.waitFor(
      (e) => e.job.id === 'j1' && e.job.state === 'processing',
    );
    const taskId = processing.job.taskId as string;
    h.api.setFaults({ endpoints: ['task_status'], rateLimitNext: 1, retryAfterSeconds: 1 });
    const limitedAt = Date.now();
    await h.observer.finished('j1');
    const times = (h.api.stats.statusRequests.get(taskId) ?? []).filter((t) => t >= limitedAt);
    expect(Math.max(...gaps(times))).toBeGreaterThanOrEqual(995);
    expect(h.api.stats.faults.rate_limit).toBe(1);
  });

  it('never has two status requests of a task in flight, and keeps to the interval', async () => {
    // Tasks of 0.8–1 s: several polls each, even when saves are slow on a busy machine.
    const h = await startJobHarness({
      durations: { nodeGraph: [800_000, 1_000_000], rr3: [800_000, 1_000_000] },
    });
    h.api.setFaults({ endpoints: ['task_status'], latencyMs: 40 });
    const manager = h.manager();
    for (const [index, user] of ['alice', 'bob', 'carol'].entries()) {
      await manager.start(jobInput(`j${index}`, user));
    }
    await manager.idle();
    expect(h.maxInFlightPerTask()).toBe(1);
    const { pollIntervalMs = 0, pollJitterMs = 0 } = FAST_MANAGER;
    const perTask = [...h.api.stats.statusRequests.values()];
    expect(perTask).toHaveLength(3);
    for (const times of perTask) {
      expect(times.length).toBeGreaterThanOrEqual(3);
      for (const gap of gaps(times)) {
        expect(gap).toBeGreaterThanOrEqual(40 + pollIntervalMs - pollJitterMs - 2);
      }
    }
  });

  it('spaces the submissions of a scope by minTime (status requests are spaced by their interval)', async () => {
    const h = await startJobHarness();
    const manager = h.manager({ minTimePerScopeMs: 100, maxConcurrentPerScope: 4 });
    for (const [index, user] of ['alice', 'bob', 'carol', 'dave'].entries()) {
      await manager.start(jobInput(`j${index}`, user));
    }
    await manager.idle();
    const sent = h.calls.filter((call) => call.operation === 'submit').map((call) => call.at);
    expect(sent).toHaveLength(4);
    // minTime spaces the starts of the limited work (the save as submitting, then the request):
    // 3 gaps of 100 ms, less what the first save took more than the last (up to 100 ms on a
    // loaded machine); unspaced, the four would leave within a few milliseconds.
    expect((sent.at(-1) ?? 0) - (sent[0] ?? 0)).toBeGreaterThanOrEqual(200);
  });

  it('holds a scope to maxConcurrent submissions in flight', async () => {
    const h = await startJobHarness();
    h.api.setFaults({ endpoints: ['image_generation'], latencyMs: 30 });
    const manager = h.manager({ maxConcurrentPerScope: 1 });
    for (const [index, user] of ['alice', 'bob', 'carol', 'dave'].entries()) {
      await manager.start(jobInput(`j${index}`, user));
    }
    await manager.idle();
    const sent = h.calls.filter((call) => call.operation === 'submit').map((call) => call.at);
    expect(sent).toHaveLength(4);
    for (const gap of gaps(sent)) expect(gap).toBeGreaterThanOrEqual(26);
  });
});
