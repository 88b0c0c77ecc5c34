import { describe, expect, it } from 'vitest';
import { waitingWith } from '../../src/jobs/line/job-line.js';
import { jobInput, startJobHarness, USERS } from './helpers/job-harness.js';

describe('JobManager.queueRoom', () => {
  it("counts only the new jobs that would not get a free slot, behind the scope's queue", async () => {
    const h = await startJobHarness();
    const manager = h.manager({ maxActivePerScope: 2, maxActivePerMember: 10 });
    expect(waitingWith(await manager.queueRoom('guild-1'), 2)).toBe(0);
    expect(waitingWith(await manager.queueRoom('guild-1'), 4)).toBe(2);
    await manager.start(jobInput('j0', 'alice'));
    expect(waitingWith(await manager.queueRoom('guild-1'), 1)).toBe(0);
    expect(waitingWith(await manager.queueRoom('guild-1'), 3)).toBe(2);
    for (const [index, user] of USERS.slice(1, 4).entries()) {
      await manager.start(jobInput(`j${index + 1}`, user));
    }
    expect(manager.queueLength('guild-1')).toBe(2);
    expect(waitingWith(await manager.queueRoom('guild-1'), 1)).toBe(3);
    expect(waitingWith(await manager.queueRoom('guild-2'), 1)).toBe(0);
    await manager.idle();
    expect(waitingWith(await manager.queueRoom('guild-1'), 3)).toBe(1);
  });
});
