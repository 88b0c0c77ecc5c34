import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import { MemberCapError } from '../../src/jobs/job-errors.js';
import type { MemberSlots } from '../../src/jobs/job-manager-options.js';
import { LocalMemberCap, SharedMemberCap } from '../../src/jobs/member-cap.js';

const job = (id: string, userId = 'u1') => ({ id, userId }) as GenerationJob;

describe('LocalMemberCap', () => {
  it('refuses at once past the limit, and counts a job given back', async () => {
    const cap = new LocalMemberCap(2);
    cap.take('u1');
    cap.tracked(job('a'));
    cap.take('u1');
    cap.tracked(job('b'));
    expect(() => cap.take('u1')).toThrow(MemberCapError);
    expect(() => cap.take('u2')).not.toThrow();
    cap.untracked(job('a'));
    expect(await cap.count('u1')).toBe(1);
    expect(() => cap.take('u1')).not.toThrow();
  });
});

describe('SharedMemberCap', () => {
  /** Member slots in memory, as Redis keeps them. */
  function slots(): MemberSlots & { sets: Map<string, Set<string>> } {
    const sets = new Map<string, Set<string>>();
    const of = (userId: string) => {
      const set = sets.get(userId) ?? new Set<string>();
      sets.set(userId, set);
      return set;
    };
    return {
      sets,
      take: async (userId, jobId, limit) => of(userId).size < limit && !!of(userId).add(jobId),
      hold: async (userId, jobId) => void of(userId).add(jobId),
      release: async ({ userId, id }) => void of(userId).delete(id),
      count: async (userId) => of(userId).size,
    };
  }

  it('takes a slot per job, and gives it back durably unless the job lives on elsewhere', async () => {
    const shared = slots();
    const writes: string[] = [];
    const cap = new SharedMemberCap(shared, 1, (released, write) => {
      writes.push(released.id);
      void write();
    });
    await cap.take('u1', 'a');
    await expect(cap.take('u1', 'b')).rejects.toThrow(MemberCapError);
    cap.untracked(job('a'), true);
    expect(await cap.count('u1')).toBe(1);
    cap.untracked(job('a'), false);
    expect(writes).toEqual(['a']);
    expect(await cap.count('u1')).toBe(0);
    await cap.hold([job('c'), job('d')]);
    expect(await cap.count('u1')).toBe(2);
  });
});
