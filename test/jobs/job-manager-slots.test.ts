import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import { MemberCapError } from '../../src/jobs/job-errors.js';
import { jobInput, startJobHarness, USERS } from './helpers/job-harness.js';
import { maxOverlap } from './helpers/overlap.js';

describe('JobManager slots and caps', () => {
  it('caps a member’s unfinished generations, saving nothing when refused', async () => {
    const h = await startJobHarness();
    const manager = h.manager({ maxActivePerMember: 2 });
    await manager.start(jobInput('a1', 'alice'));
    await manager.start(jobInput('a2', 'alice', 'guild-2'));
    expect(await manager.activeCount('alice')).toBe(2);
    const refused = manager.start(jobInput('a3', 'alice'));
    await expect(refused).rejects.toBeInstanceOf(MemberCapError);
    await expect(refused).rejects.toThrow(
      'You already have 2 generations under way; wait for one to finish.',
    );
    expect(await h.openStore().get('a3')).toBeUndefined();
    await manager.start(jobInput('b1', 'bob'));

    await h.observer.finished('a1');
    expect(await manager.activeCount('alice')).toBeLessThanOrEqual(1);
    await manager.start(jobInput('a3', 'alice'));
    await manager.idle();
    expect(h.observer.events.filter((e) => e.kind === 'finished')).toHaveLength(4);
    expect(await manager.activeCount('alice')).toBe(0);
  });

  it('counts concurrent starts against the cap before they are saved', async () => {
    const h = await startJobHarness();
    const manager = h.manager({ maxActivePerMember: 1 });
    const results = await Promise.allSettled([
      manager.start(jobInput('a1', 'alice')),
      manager.start(jobInput('a2', 'alice')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    await manager.idle();
  });

  it('runs at most maxActivePerScope jobs of a scope; the rest wait with their places (one each: in arrival order)', async () => {
    const h = await startJobHarness();
    const manager = h.manager({ maxActivePerScope: 2 });
    for (const [index, user] of USERS.slice(0, 5).entries()) {
      await manager.start(jobInput(`j${index}`, user));
    }
    expect(manager.queueLength('guild-1')).toBe(3);
    expect((await manager.get('j4'))?.queuePosition).toBe(3);
    expect((await h.openStore().get('j4'))?.queuePosition).toBe(3);
    await manager.idle();
    expect(manager.queueLength('guild-1')).toBe(0);

    const waited = ['j2', 'j3', 'j4'].map((id) =>
      h.observer
        .updates(id)
        .filter((u) => u.state === 'waiting')
        .map((u) => u.queuePosition),
    );
    expect(waited).toEqual([[1], [2, 1], [3, 2, 1]]);
    for (const id of ['j0', 'j1']) {
      expect(h.observer.updates(id).some((u) => u.state === 'waiting')).toBe(false);
    }
    for (const id of ['j2', 'j3', 'j4']) {
      const states = h.observer.updates(id).map((u) => u.state);
      expect(states.indexOf('submitting')).toBe(states.lastIndexOf('waiting') + 1);
      expect(
        h.observer.updates(id).find((u) => u.state === 'submitting')?.queuePosition,
      ).toBeUndefined();
    }
    const finished = h.observer.events.filter((e) => e.kind === 'finished').map((e) => e.job);
    expect(finished).toHaveLength(5);
    expect(maxOverlap(finished)).toBe(2);
    const order = [...finished].sort((a, b) => (a.submittedAt ?? 0) - (b.submittedAt ?? 0));
    expect(order.slice(2).map((job) => job.id)).toEqual(['j2', 'j3', 'j4']);
  });

  it('gives two busy scopes their own slots: both progress at once, neither waits for the other', async () => {
    const h = await startJobHarness({
      durations: { nodeGraph: [600_000, 600_000], rr3: [600_000, 600_000] },
    });
    const manager = h.manager({ maxActivePerScope: 2, maxActivePerMember: 10 });
    for (let i = 0; i < 4; i += 1) await manager.start(jobInput(`a${i}`, 'alice', 'guild-a'));
    for (let i = 0; i < 4; i += 1) await manager.start(jobInput(`b${i}`, 'bob', 'guild-b'));
    expect(manager.queueLength('guild-a')).toBe(2);
    expect(manager.queueLength('guild-b')).toBe(2);
    await manager.idle();

    const finished = h.observer.events.filter((e) => e.kind === 'finished').map((e) => e.job);
    const a = finished.filter((job) => job.scope === 'guild-a');
    const b = finished.filter((job) => job.scope === 'guild-b');
    expect(maxOverlap(a)).toBe(2);
    expect(maxOverlap(b)).toBe(2);
    expect(maxOverlap(finished)).toBe(4);
    const submitted = (job: GenerationJob) => job.submittedAt ?? 0;
    const bFirst = b
      .map(submitted)
      .sort((x, y) => x - y)
      .slice(0, 2);
    const aQueued = a
      .map(submitted)
      .sort((x, y) => x - y)
      .slice(2);
    expect(Math.max(...bFirst)).toBeLessThan(Math.min(...aQueued));
  });
});
