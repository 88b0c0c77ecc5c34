import { describe, expect, it } from 'vitest';
import { jobInput, startJobHarness, USERS } from './helpers/job-harness.js';

describe('JobManager.queueLengthWith', () => {
  it("counts only the new jobs that would not get a free slot, behind the scope's queue", async () => {
    const h = await startJobHarness();
    const manager = h.manager({ maxActivePerScope: 2, maxActivePerMember: 10 });
    expect(manager.queueLengthWith('guild-1', 2)).toBe(0);
    expect(manager.queueLengthWith('guild-1', 4)).toBe(2);
    await manager.start(jobInput('j0', 'alice'));
    expect(manager.queueLengthWith('guild-1', 1)).toBe(0);
    expect(manager.queueLengthWith('guild-1', 3)).toBe(2);
    for (const [index, user] of USERS.slice(1, 4).entries()) {
      await manager.start(jobInput(`j${index + 1}`, user));
    }
    expect(manager.queueLength('guild-1')).toBe(2);
    expect(manager.queueLengthWith('guild-1', 1)).toBe(3);
    expect(manager.queueLengthWith('guild-2', 1)).toBe(0);
    await manager.idle();
    expect(manager.queueLengthWith('guild-1', 3)).toBe(1);
  });
});
