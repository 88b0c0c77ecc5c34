import { copyFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SubmissionInterruptedError } from '../../src/jobs/job-errors.js';
import { JobStore } from '../../src/jobs/job-store.js';
import { jobInput, startJobHarness } from './helpers/job-harness.js';
import { openJobKeyvs } from './helpers/job-keyvs.js';
import { RecordingObserver } from './helpers/recording-observer.js';

const TASKS_600MS = {
  durations: { nodeGraph: [600_000, 600_000], rr3: [600_000, 600_000] },
} as const;

async function until(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe('JobManager across restarts', () => {
  it('leaves unfinished jobs on stop(); a new manager resumes them and delivers each exactly once', async () => {
    const h = await startJobHarness(TASKS_600MS);
    const first = h.manager({ maxActivePerScope: 1, pollIntervalMs: 2_000, pollJitterMs: 0 });
    await first.start(jobInput('j1', 'alice'));
    await first.start(jobInput('j2', 'bob'));
    await h.observer.waitFor((e) => e.job.id === 'j1' && e.job.taskId !== undefined);
    const stopping = Date.now();
    await first.stop();
    expect(Date.now() - stopping).toBeLessThan(500);
    await expect(first.start(jobInput('j3', 'carol'))).rejects.toThrow('The bot is restarting');

    const store = h.openStore();
    const stored = await store.listUnfinished();
    expect(stored.map((job) => job.id)).toEqual(['j1', 'j2']);
    expect(['queued', 'pending', 'processing']).toContain(stored[0]?.state);
    expect(stored[1]?.state).toBe('waiting');
    expect(stored[0]?.taskId).toBeDefined();
    expect(stored[1]?.queuePosition).toBe(1);
    const taskId = stored[0]?.taskId as string;
    const pollsBefore = h.api.stats.statusRequests.get(taskId)?.length;
    await sleep(100);
    expect(h.api.stats.statusRequests.get(taskId)?.length).toBe(pollsBefore);

    const observer = new RecordingObserver();
    const second = h.manager({ maxActivePerScope: 1 }, store, observer);
    expect(await second.resume()).toEqual({ poll: 1, requeue: 1, interrupt: 0, deliver: 0 });
    expect(await second.activeCount('alice')).toBe(1);
    expect(second.queueLength('guild-1')).toBe(1);
    await second.idle();
    expect(observer.finishedCount('j1')).toBe(1);
    expect(observer.finishedCount('j2')).toBe(1);
    expect((await observer.finished('j1')).job).toMatchObject({ state: 'completed', taskId });
    expect(h.observer.events.filter((e) => e.kind === 'finished')).toHaveLength(0);
    expect(h.api.stats.submissions).toBe(2);

    const third = h.manager({}, h.openStore(), new RecordingObserver());
    expect(await third.resume()).toEqual({ poll: 0, requeue: 0, interrupt: 0, deliver: 0 });
    expect((await third.get('j1'))?.delivered).toBe(true);
  });

  it('delivers finished but undelivered jobs after a restart, without polling them again', async () => {
    const h = await startJobHarness();
    h.api.setFaults({ failNextTasks: 1 });
    h.observer.failFinished = 1_000;
    const first = h.manager({ deliveryAttempts: 5, deliveryRetryMs: 10_000 });
    await first.start(jobInput('failed', 'alice'));
    await first.start(jobInput('done', 'bob'));
    await until(async () => (await h.openStore().listUnfinished()).every((j) => j.finishedAt));
    await first.stop();
    const polls = h.api.stats.requests.task_status;

    const observer = new RecordingObserver();
    const second = h.manager({}, h.openStore(), observer);
    expect(await second.resume()).toMatchObject({ deliver: 2, poll: 0 });
    await second.idle();
    const failed = await observer.finished('failed');
    expect(failed.error).toBeUndefined();
    expect(failed.job).toMatchObject({ state: 'failed', error: { name: 'TaskFailedError' } });
    expect((await observer.finished('done')).job.state).toBe('completed');
    expect(observer.events.map((e) => e.kind).sort()).toEqual([
      'delivered',
      'delivered',
      'finished',
      'finished',
    ]);
    expect(h.observer.deliveredCount('failed') + h.observer.deliveredCount('done')).toBe(0);
    expect(h.api.stats.requests.task_status).toBe(polls);
    expect(await h.openStore().listUnfinished()).toEqual([]);
  });

  it('gives back the shared member slot of a job that ended where its end could not be delivered', async () => {
    const h = await startJobHarness();
    h.observer.failFinished = 1_000;
    const first = h.manager({ deliveryAttempts: 5, deliveryRetryMs: 10_000 });
    await first.start(jobInput('done', 'bob'));
    await until(async () => (await h.openStore().listUnfinished()).every((j) => j.finishedAt));
    await first.stop();
    // The process that ended it could not give its slot back (it lost the shard, or died).
    const slots = new Map<string, Set<string>>([['bob', new Set(['done'])]]);
    const memberSlots = {
      take: async () => true,
      hold: async (userId: string, jobId: string) => void slots.get(userId)?.add(jobId),
      release: async ({ userId, id }: { userId: string; id: string }) =>
        void slots.get(userId)?.delete(id),
      count: async (userId: string) => slots.get(userId)?.size ?? 0,
    };

    const second = h.manager({}, h.openStore(), new RecordingObserver(), { memberSlots });
    expect(await second.resume()).toMatchObject({ deliver: 1 });
    await second.idle();
    expect(await second.activeCount('bob')).toBe(0);
  });

  it('fails a job caught mid-submission by a crash, and never submits it again', async () => {
    const h = await startJobHarness();
    h.api.setFaults({ endpoints: ['image_generation'], latencyMs: 400 });
    const first = h.manager();
    await first.start(jobInput('j1', 'alice'));
    const live = h.openStore();
    await until(async () => (await live.get('j1'))?.state === 'submitting');
    const crashCopy = `${h.dbPath}.crash`;
    copyFileSync(h.dbPath, crashCopy);
    await h.observer.finished('j1');
    expect(h.api.stats.submissions).toBe(1);

    const closes: (() => Promise<void> | void)[] = [];
    const observer = new RecordingObserver();
    const second = h.manager({}, new JobStore(openJobKeyvs(crashCopy, closes)), observer);
    expect(await second.resume()).toMatchObject({ interrupt: 1 });
    const { job, error } = await observer.finished('j1');
    await second.idle();
    for (const close of closes) await close();
    expect(error).toBeInstanceOf(SubmissionInterruptedError);
    expect(job).toMatchObject({
      state: 'failed',
      error: {
        name: 'SubmissionInterruptedError',
        message: new SubmissionInterruptedError().message,
      },
    });
    expect(job.error?.message).toContain('may or may not have reached the image backend');
    expect(h.api.stats.requests.image_generation).toBe(1);
    expect(h.api.stats.submissions).toBe(1);
  });

  it('retries a failing onFinished with backoff, and gives up after the last attempt without redelivering', async () => {
    const h = await startJobHarness();
    h.observer.failFinished = 2;
    const manager = h.manager({ deliveryAttempts: 3, deliveryRetryMs: 20 });
    await manager.start(jobInput('j1', 'alice'));
    await manager.idle();
    expect(h.observer.finishedCount('j1')).toBe(1);
    expect(
      h.logs.filter((l) => l.msg === 'delivering a finished job failed; retrying'),
    ).toHaveLength(2);

    h.observer.failFinished = 3;
    await manager.start(jobInput('j2', 'bob'));
    await manager.idle();
    expect(h.observer.finishedCount('j2')).toBe(0);
    expect(
      h.logs.some((l) => l.msg === 'gave up delivering a finished job' && l.jobId === 'j2'),
    ).toBe(true);
    expect((await h.openStore().get('j2'))?.delivered).toBe(true);
    expect([h.observer.deliveredCount('j1'), h.observer.deliveredCount('j2')]).toEqual([1, 1]);
    const again = h.manager({}, h.openStore(), new RecordingObserver());
    expect(await again.resume()).toMatchObject({ deliver: 0 });
  });
});
