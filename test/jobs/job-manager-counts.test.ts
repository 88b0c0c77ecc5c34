import { describe, expect, it } from 'vitest';
import { jobInput, startJobHarness, USERS } from './helpers/job-harness.js';

describe('JobManager counts for the metrics', () => {
  it('counts its jobs by state and its queues, from memory, until they are delivered', async () => {
    const h = await startJobHarness();
    const manager = h.manager({ maxActivePerScope: 1 });
    const empty = manager.countByState();
    expect(Object.values(empty).every((count) => count === 0)).toBe(true);
    expect(Object.keys(empty)).toContain('timed_out');

    await manager.accept(jobInput('held', 'frank', 'guild-2'));
    for (const [index, user] of USERS.slice(0, 4).entries()) {
      await manager.start(jobInput(`j${index}`, user));
    }
    // The first job's slot is taken at once; it leaves `waiting` once its key is resolved.
    await h.observer.waitFor((e) => e.job.id === 'j0' && e.job.state !== 'waiting');
    const counts = manager.countByState();
    expect(counts.accepted).toBe(1);
    expect(counts.waiting).toBe(3);
    const started = counts.submitting + counts.queued + counts.pending + counts.processing;
    expect(started + counts.completed).toBe(1);
    expect(manager.queues()).toEqual({ waiting: 3, scopes: 1, longest: 3 });

    await manager.idle();
    expect(manager.countByState()).toMatchObject({ accepted: 1, waiting: 0, completed: 0 });
    expect(manager.queues()).toEqual({ waiting: 0, scopes: 0, longest: 0 });
    await manager.discard('held');
    expect(manager.countByState().accepted).toBe(0);
  });
});
