import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  InsufficientCreditsError,
  InvalidParameterError,
  TaskFailedError,
} from '../../src/image-backend/backend-errors.js';
import { JobTimeoutError } from '../../src/jobs/job-errors.js';
import { jobInput, startJobHarness } from './helpers/job-harness.js';

describe('JobManager against the image-service emulator', () => {
  it('runs a generation to completed, reporting each visible change in order, and delivers once', async () => {
    const h = await startJobHarness();
    const manager = h.manager();
    const started = await manager.start(jobInput('j1', 'alice'));
    expect(started).toMatchObject({ id: 'j1', state: 'waiting', delivered: false });
    expect(await h.openStore().get('j1')).toMatchObject({ id: 'j1', delivered: false });

    const { job, error } = await h.observer.finished('j1');
    expect(error).toBeUndefined();
    expect(job).toMatchObject({ state: 'completed', delivered: false, family: 'node-graph' });
    expect(job.imageUrl).toMatch(new RegExp(`^${h.api.url}/images/.+\\.png$`));
    expect(job.finishedAt).toBeGreaterThanOrEqual(job.submittedAt ?? Number.POSITIVE_INFINITY);
    expect(job.target).toEqual({ channelId: 'chan-1', token: 'token-j1' });
    expect(await h.client.downloadImage(job.imageUrl as string)).toBeInstanceOf(Buffer);

    const updates = h.observer.updates('j1');
    const states = updates.map((u) => u.state);
    expect(states.slice(0, 2)).toEqual(['submitting', 'queued']);
    expect(states).toContain('processing');
    const progress = updates.filter((u) => u.state === 'processing').map((u) => u.progress ?? 0);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    for (let i = 1; i < updates.length; i += 1) {
      const [a, b] = [updates[i - 1], updates[i]];
      expect(a?.state !== b?.state || a?.progress !== b?.progress).toBe(true);
    }
    expect(updates.find((u) => u.state === 'queued')?.taskId).toBe(job.taskId);

    await manager.idle();
    const stored = await h.openStore().get('j1');
    expect(stored).toMatchObject({ state: 'completed', delivered: true, imageUrl: job.imageUrl });
    expect(await h.openStore().listUnfinished()).toEqual([]);
    expect(h.observer.finishedCount('j1')).toBe(1);
    expect(h.observer.of('j1').at(-1)).toMatchObject({
      kind: 'delivered',
      job: { state: 'completed', delivered: true },
    });
    expect(h.observer.deliveredCount('j1')).toBe(1);
    expect(h.api.stats.submissions).toBe(1);
    expect(await manager.activeCount('alice')).toBe(0);
    expect(JSON.stringify(stored)).not.toContain(h.keys.get('alice'));
  });

  it('fails the job when the service reports the task failed', async () => {
    const h = await startJobHarness();
    h.api.setFaults({ failNextTasks: 1 });
    const manager = h.manager();
    await manager.start(jobInput('j1', 'alice'));
    const { job, error } = await h.observer.finished('j1');
    expect(error).toBeInstanceOf(TaskFailedError);
    expect(job.state).toBe('failed');
    expect(job.error).toEqual({
      name: 'TaskFailedError',
      message: (error as Error).message,
      text: { key: 'service.taskFailed' },
    });
  });

  it('times out a task that never finishes and stops polling it', async () => {
    const h = await startJobHarness();
    h.api.setFaults({ hangNextTasks: 1 });
    const manager = h.manager({ jobTimeoutMs: 600 });
    await manager.start(jobInput('j1', 'alice'));
    const { job, error } = await h.observer.finished('j1');
    expect(error).toBeInstanceOf(JobTimeoutError);
    expect(job).toMatchObject({ state: 'timed_out', error: { name: 'JobTimeoutError' } });
    expect((job.finishedAt ?? 0) - (job.submittedAt ?? 0)).toBeGreaterThanOrEqual(600);
    expect((job.finishedAt ?? 0) - (job.submittedAt ?? 0)).toBeLessThan(1_000);
    const polls = h.api.stats.statusRequests.get(job.taskId as string)?.length ?? 0;
    await sleep(150);
    expect(h.api.stats.statusRequests.get(job.taskId as string)?.length).toBe(polls);
  });

  it('fails without retrying when the submission is refused', async () => {
    const h = await startJobHarness();
    h.api.setCredits('alice', 0);
    const manager = h.manager();
    await manager.start(jobInput('j1', 'alice'));
    const broke = await h.observer.finished('j1');
    expect(broke.error).toBeInstanceOf(InsufficientCreditsError);
    expect(broke.job).toMatchObject({
      state: 'failed',
      error: { name: 'InsufficientCreditsError' },
    });
    expect(broke.job.taskId).toBeUndefined();
    expect(h.api.stats.requests.image_generation).toBe(1);

    await manager.start({ ...jobInput('j2', 'bob'), request: { prompt: 'x', width: 4096 } });
    const invalid = await h.observer.finished('j2');
    expect(invalid.error).toBeInstanceOf(InvalidParameterError);
    expect(invalid.job.state).toBe('failed');
    expect(h.api.stats.submissions).toBe(0);
  });

  it('fails the job when its key cannot be resolved', async () => {
    const h = await startJobHarness();
    const manager = h.manager();
    await manager.start(jobInput('j1', 'nobody'));
    const { job, error } = await h.observer.finished('j1');
    expect(error).toBeInstanceOf(Error);
    expect(job.error).toEqual({
      name: 'Error',
      message: 'Something went wrong with this generation. Try again.',
      text: { key: 'jobs.unexpected' },
    });
    expect(h.api.stats.requests.image_generation).toBe(0);
  });
});
