import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import {
  BackendDownError,
  PromptRefusedError,
  TaskFailedError,
} from '../../src/image-backend/backend-errors.js';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import type { JobStore } from '../../src/jobs/job-store.js';
import { diedUnder } from '../../src/jobs/line/died-under.js';
import type { PollOutcome } from '../../src/jobs/task-poll.js';
import { TrackedJob } from '../../src/jobs/tracked-job.js';
import { startJobHarness } from './helpers/job-harness.js';

const ran: GenerationJob = {
  id: 'j1',
  scope: 'g1',
  userId: 'alice',
  keyRef: { kind: 'none' },
  request: { prompt: 'a fox' },
  state: 'processing',
  taskId: 't1',
  server: 'gpu1:8188',
  createdAt: 0,
  delivered: false,
  target: {},
};

/** `job` ended as `outcome`, as its store saved it. */
async function endedAs(outcome: PollOutcome, job: GenerationJob = ran): Promise<GenerationJob> {
  const saved: GenerationJob[] = [];
  const store = { save: async (copy: GenerationJob) => void saved.push(copy) } as JobStore;
  const observer = { onUpdate: () => undefined, onFinished: () => undefined };
  const tracked = new TrackedJob(job, store, observer, createLogger({ level: 'silent' }));
  await tracked.end(outcome, 1);
  return saved.at(-1) as GenerationJob;
}

describe("a Retry's front turn, owed when a pool's server died under the job", () => {
  it('is saved with a pooled job that failed as its server died, and with no other', async () => {
    const died = { state: 'failed', error: new BackendDownError(60_000) } as const;
    expect((await endedAs(died)).frontTurn).toBe('owed');
    const cut = { state: 'failed', error: new TaskFailedError('cut', 'cut') } as const;
    expect((await endedAs(cut)).frontTurn).toBe('owed');
    const refused = { state: 'failed', error: new PromptRefusedError() } as const;
    expect((await endedAs(refused)).frontTurn).toBeUndefined();
    const { server: _, ...hosted } = ran;
    expect((await endedAs(died, hosted)).frontTurn).toBeUndefined();
    expect(diedUnder(new TaskFailedError('oom'))).toBe(false);
  });

  it('is taken once, by its own member, from the stored job (after a restart too), and given back', async () => {
    const harness = await startJobHarness();
    const before = harness.openStore();
    await before.save({ ...ran, state: 'failed', frontTurn: 'owed', delivered: true });
    expect(await harness.manager(undefined, before).takeFrontRetry('j1', 'bob', 'r0')).toBe(false);
    // The bot restarted: a new manager on a new connection to the same store.
    const store = harness.openStore();
    const manager = harness.manager(undefined, store);
    expect(await manager.takeFrontRetry('j1', 'alice', 'r1')).toBe(true);
    expect(await manager.takeFrontRetry('j1', 'alice', 'r2')).toBe(false);
    expect(await store.get('j1')).toMatchObject({ frontTurn: 'taken', frontTaken: { by: 'r1' } });
    await manager.giveBackFrontRetry('j1', 'bob');
    expect(await manager.takeFrontRetry('j1', 'alice', 'r3')).toBe(false);
    await manager.giveBackFrontRetry('j1', 'alice');
    expect((await store.get('j1'))?.frontTaken).toBeUndefined();
    expect(await manager.takeFrontRetry('j1', 'alice', 'r4')).toBe(true);
    expect(await manager.takeFrontRetry('unknown', 'alice', 'r5')).toBe(false);
  });

  it('is owed again where the Retry that took it saved no job within a minute (its process killed between), and only then', async () => {
    const harness = await startJobHarness();
    let now = 1_000_000;
    const store = harness.openStore();
    await store.save({ ...ran, state: 'failed', frontTurn: 'owed', delivered: true });
    const manager = harness.manager({ now: () => now }, store);
    expect(await manager.takeFrontRetry('j1', 'alice', 'r1')).toBe(true);
    // Killed before r1 was saved. A second Retry within the minute: r1 may still be saving.
    now += 30_000;
    expect(await manager.takeFrontRetry('j1', 'alice', 'r2')).toBe(false);
    // Past the minute, with no job r1: the turn was lost with the process, so it is owed again.
    now += 31_000;
    const restarted = harness.manager({ now: () => now }, harness.openStore());
    expect(await restarted.takeFrontRetry('j1', 'bob', 'r3')).toBe(false);
    expect(await restarted.takeFrontRetry('j1', 'alice', 'r3')).toBe(true);
    // r3 saved its job: its turn is spent, however long ago.
    await store.save({ ...ran, id: 'r3', state: 'completed', delivered: true });
    now += 120_000;
    expect(await restarted.takeFrontRetry('j1', 'alice', 'r4')).toBe(false);
    expect((await store.get('j1'))?.frontTaken?.by).toBe('r3');
  });
});
