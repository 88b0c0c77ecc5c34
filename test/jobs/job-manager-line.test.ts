import { describe, expect, it } from 'vitest';
import { PoolServerRefusedError } from '../../src/image-backend/backend-errors.js';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import { QueuedJobCancelledError } from '../../src/jobs/job-errors.js';
import type { LineStore } from '../../src/jobs/line/line-store.js';
import { MemoryLineStore } from '../../src/jobs/line/memory-line-store.js';
import { jobInput, startJobHarness } from './helpers/job-harness.js';
import { maxOverlap } from './helpers/overlap.js';
import { RecordingObserver } from './helpers/recording-observer.js';
import { FakePool } from './line/fake-pool.js';

const TASKS_600MS = {
  durations: { nodeGraph: [600_000, 600_000], rr3: [600_000, 600_000] },
} as const;

const bySubmission = (jobs: readonly GenerationJob[]) =>
  [...jobs].sort((a, b) => (a.submittedAt ?? 0) - (b.submittedAt ?? 0)).map((job) => job.id);

describe('JobManager: the fair line', () => {
  it("gives another member's first image its turn before a member's second, not after their fourth", async () => {
    const h = await startJobHarness();
    const manager = h.manager({ maxActivePerScope: 1, maxActivePerMember: 10 });
    for (const id of ['a1', 'a2', 'a3', 'a4']) await manager.start(jobInput(id, 'alice'));
    await manager.start(jobInput('b1', 'bob'));
    expect((await manager.get('b1'))?.queuePosition).toBe(1);
    expect((await manager.get('a4'))?.queuePosition).toBe(4);
    expect(manager.queueOf('guild-1').waiting.map((job) => job.id)).toEqual([
      'b1',
      'a2',
      'a3',
      'a4',
    ]);
    await manager.idle();
    const finished = h.observer.events.filter((e) => e.kind === 'finished').map((e) => e.job);
    expect(bySubmission(finished)).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
  });

  it("runs a pooled backend's jobs on its servers' slots, each saved with its server before it is sent there", async () => {
    const pool = new FakePool(['gpu1', 1], ['gpu2', 1]);
    const h = await startJobHarness(TASKS_600MS, { pool });
    // A pooled backend's line is its servers': the scopes' own cap does not apply.
    const manager = h.manager({ maxActivePerScope: 1, maxActivePerMember: 10 });
    await manager.start(jobInput('a1', 'alice', 'guild-a'));
    await manager.start(jobInput('a2', 'alice', 'guild-a'));
    await manager.start(jobInput('b1', 'bob', 'guild-b'));
    expect(manager.queueLength('guild-a')).toBe(0);
    expect(manager.queueLength('guild-b')).toBe(1);
    await manager.idle();
    const finished = h.observer.events.filter((e) => e.kind === 'finished').map((e) => e.job);
    expect(maxOverlap(finished)).toBe(2);
    const submits = h.calls.filter((call) => call.operation === 'submit');
    expect(submits).toHaveLength(3);
    expect(new Set(submits.map((call) => call.server))).toEqual(new Set(['gpu1', 'gpu2']));
    for (const id of ['a1', 'a2', 'b1']) {
      const updates = h.observer.updates(id);
      const submitting = updates.find((update) => update.state === 'submitting');
      expect(submitting?.server).toMatch(/^gpu[12]$/);
      expect((await h.openStore().get(id))?.server).toBe(submitting?.server);
    }
  });

  it("holds a resumed job's slot on the server it ran on: a new job waits for it", async () => {
    const pool = new FakePool(['gpu1', 1], ['gpu2', 1, 'down']);
    const h = await startJobHarness(TASKS_600MS, { pool });
    const first = h.manager({ pollIntervalMs: 2_000, pollJitterMs: 0 });
    await first.start(jobInput('j1', 'alice'));
    await h.observer.waitFor((e) => e.job.id === 'j1' && e.job.taskId !== undefined);
    await first.stop();
    expect((await h.openStore().get('j1'))?.server).toBe('gpu1');

    const observer = new RecordingObserver();
    const second = h.manager({}, h.openStore(), observer);
    expect(await second.resume()).toMatchObject({ poll: 1 });
    await second.start(jobInput('j2', 'bob'));
    expect(second.queueLength('guild-1')).toBe(1);
    expect((await second.get('j2'))?.state).toBe('waiting');
    await second.idle();
    const j1 = (await observer.finished('j1')).job;
    const j2 = (await observer.finished('j2')).job;
    expect(j2.submittedAt ?? 0).toBeGreaterThanOrEqual(j1.finishedAt ?? Number.POSITIVE_INFINITY);
    expect(j2.server).toBe('gpu1');
  });

  it('ends a job cancelled while its slot was on its way before anything is sent', async () => {
    const h = await startJobHarness({}, { pool: new FakePool(['gpu1', 1]) });
    const memory = new MemoryLineStore();
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let decided: () => void = () => {};
    const taken = new Promise<void>((resolve) => {
      decided = resolve;
    });
    // The dispatch is decided at once, and reaches the manager only when the gate opens.
    const lineStore: LineStore = {
      enqueue: (lane, entries) => memory.enqueue(lane, entries),
      withdraw: (lane, jobId) => memory.withdraw(lane, jobId),
      occupy: (lane, claim) => memory.occupy(lane, claim),
      release: (lane, jobId) => memory.release(lane, jobId),
      read: (lane) => memory.read(lane),
      dispatch: async (lane, capacity, now) => {
        const claims = await memory.dispatch(lane, capacity, now);
        if (claims.length > 0) {
          decided();
          await gate;
        }
        return claims;
      },
    };
    const manager = h.manager({}, undefined, undefined, { lineStore });
    const starting = manager.start(jobInput('j1', 'alice'));
    await taken;
    expect(await manager.cancelQueued('j1', new QueuedJobCancelledError())).toBe(true);
    open();
    await starting;
    await manager.idle();
    expect(await manager.get('j1')).toMatchObject({
      state: 'failed',
      error: { name: 'QueuedJobCancelledError' },
    });
    expect(h.calls.filter((call) => call.operation === 'submit')).toHaveLength(0);
    expect(await manager.activeCount('alice')).toBe(0);
  });

  it('sends a job its server refused before anything left (found down since) to another server, first in the line', async () => {
    const pool = new FakePool(['gpu1', 1], ['gpu2', 1]);
    let refused = 0;
    const h = await startJobHarness(TASKS_600MS, {
      pool,
      beforeSubmit: (server) => {
        if (server !== 'gpu1' || refused > 0) return;
        refused += 1;
        pool.set('gpu1', 'down');
        throw new PoolServerRefusedError('gpu1', 'down');
      },
    });
    const manager = h.manager({ maxActivePerMember: 10 });
    await manager.start(jobInput('a1', 'alice'));
    await manager.start(jobInput('a2', 'alice'));
    await manager.start(jobInput('b1', 'bob'));
    await manager.idle();
    const submits = h.calls.filter((call) => call.operation === 'submit');
    expect(submits.map((call) => call.server)).toEqual(['gpu1', 'gpu2', 'gpu2', 'gpu2']);
    const finished = h.observer.events.filter((e) => e.kind === 'finished').map((e) => e.job);
    expect(finished.map((job) => [job.id, job.state, job.server])).toEqual(
      expect.arrayContaining([
        ['a1', 'completed', 'gpu2'],
        ['a2', 'completed', 'gpu2'],
        ['b1', 'completed', 'gpu2'],
      ]),
    );
    // The refused job went first once gpu2 was free: ahead of bob's, which was in the line before.
    const order = bySubmission(finished);
    expect(order.indexOf('a1')).toBeLessThan(order.indexOf('b1'));
    expect(h.api.stats.submissions).toBe(3);
  });
});
