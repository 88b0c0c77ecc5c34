import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import type { JobStore } from '../../src/jobs/job-store.js';
import { TrackedJob } from '../../src/jobs/tracked-job.js';

const job: GenerationJob = {
  id: 'j1',
  scope: 'g1',
  userId: 'u1',
  keyRef: { kind: 'user', userId: 'u1' },
  request: { prompt: 'a cat' },
  state: 'queued',
  taskId: 't1',
  createdAt: 0,
  delivered: false,
  target: {},
};

/** A store whose writes wait until released, and a log of what was written and shown, in order. */
function harness() {
  const log: string[] = [];
  let release: () => void = () => undefined;
  let gate = new Promise<void>((open) => {
    release = open;
  });
  const store = {
    async save(saved: GenerationJob) {
      await gate;
      log.push(`saved ${saved.state} ${saved.progress ?? '-'}`);
    },
  } as unknown as JobStore;
  const observer = {
    onUpdate: (shown: GenerationJob) =>
      void log.push(`shown ${shown.state} ${shown.progress ?? '-'}`),
    onFinished: () => undefined,
  };
  const tracked = new TrackedJob(job, store, observer, createLogger({ level: 'silent' }));
  return {
    tracked,
    log,
    open() {
      release();
      gate = Promise.resolve();
    },
  };
}

const settle = () => new Promise((done) => setTimeout(done, 10));

describe('TrackedJob', () => {
  it('writes a new state before showing it, and never shows progress ahead of that write', async () => {
    const h = harness();
    void h.tracked.change({ state: 'processing', progress: 10 });
    void h.tracked.change({ progress: 20 });
    await settle();
    expect(h.log).toEqual([]);
    h.open();
    await h.tracked.settleSaves();
    await settle();
    expect(h.log).toEqual(['saved processing 10', 'shown processing 10', 'shown processing 20']);
  });

  it('shows a change of progress alone without writing it', async () => {
    const h = harness();
    h.open();
    await h.tracked.change({ state: 'processing', progress: 10 });
    await settle();
    for (const progress of [20, 30, 40]) await h.tracked.change({ progress });
    await h.tracked.settleSaves();
    await settle();
    expect(h.log.filter((line) => line.startsWith('saved'))).toEqual(['saved processing 10']);
    expect(h.log.at(-1)).toBe('shown processing 40');
  });

  it('writes the place a job enters the queue at, and shows its moves without writing them', async () => {
    const saves: (number | undefined)[] = [];
    const store = { save: async (saved: GenerationJob) => void saves.push(saved.queuePosition) };
    const shown: (number | undefined)[] = [];
    const observer = {
      onUpdate: (update: GenerationJob) => void shown.push(update.queuePosition),
      onFinished: () => undefined,
    };
    const waiting = { ...job, state: 'waiting' as const, taskId: undefined };
    const tracked = new TrackedJob(
      waiting,
      store as unknown as JobStore,
      observer,
      createLogger({ level: 'silent' }),
    );
    await tracked.change({ queuePosition: 3 });
    for (const queuePosition of [2, 1]) await tracked.change({ queuePosition });
    await tracked.change({ state: 'submitting', queuePosition: undefined });
    await tracked.settleSaves();
    await settle();
    expect(saves).toEqual([3, undefined]);
    expect(shown).toEqual([3, 2, 1, undefined]);
  });

  it('saves and shows in order across idle spells, and shows nothing once updates are closed', async () => {
    const h = harness();
    h.open();
    expect(await h.tracked.change({ state: 'pending' })).toBe(true);
    await h.tracked.settleSaves();
    await settle();
    expect(await h.tracked.change({ state: 'processing', progress: 5 })).toBe(true);
    await settle();
    await h.tracked.closeUpdates();
    expect(await h.tracked.change({ state: 'queued' })).toBe(true);
    await h.tracked.settleSaves();
    await settle();
    expect(h.log).toEqual([
      'saved pending -',
      'shown pending -',
      'saved processing 5',
      'shown processing 5',
      'saved queued 5',
    ]);
  });

  it('saves nothing more once a save was given up', async () => {
    const log: string[] = [];
    let fail = true;
    const store = {
      async save(saved: GenerationJob) {
        if (fail) throw new Error('store down');
        log.push(`saved ${saved.state}`);
      },
    } as unknown as JobStore;
    const observer = { onUpdate: () => undefined, onFinished: () => undefined };
    const tracked = new TrackedJob(job, store, observer, createLogger({ level: 'silent' }));
    expect(await tracked.change({ state: 'pending' })).toBe(false);
    fail = false;
    expect(await tracked.change({ state: 'processing' })).toBe(false);
    await tracked.settleSaves();
    expect(log).toEqual([]);
  });

  it('holds a copy of the job as the store keeps it: its own objects, no field set to undefined', () => {
    const given: GenerationJob = {
      ...job,
      request: { prompt: 'a cat', negativePrompt: undefined },
      target: { reply: { id: 'r1', jobIds: ['j1'], messageId: undefined } },
    };
    const tracked = new TrackedJob(
      given,
      {} as JobStore,
      {
        onUpdate: () => undefined,
        onFinished: () => undefined,
      },
      createLogger({ level: 'silent' }),
    );
    (given.request as { prompt: string }).prompt = 'changed';
    expect(tracked.job.request).toEqual({ prompt: 'a cat' });
    expect('negativePrompt' in tracked.job.request).toBe(false);
    expect(tracked.job.target).toEqual({ reply: { id: 'r1', jobIds: ['j1'] } });
    const snapshot = tracked.snapshot();
    expect(snapshot).toEqual(tracked.job);
    expect(snapshot.target).not.toBe(tracked.job.target);
  });
});
