import { describe, expect, it, vi } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { submittedTaskId } from '../helpers/bot-process.js';
import { useShardWorld } from '../helpers/shard-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** Real bot processes restarted with another SHARD_COUNT on one Redis (a server on each of 4 shards). */
describe.skipIf(!redisServerInstalled)('changing the shard count', () => {
  const startWorld = useShardWorld();

  it('resumes a generation stored under 2 shards in the process that runs its shard of 4, and delivers it once', async () => {
    const world = await startWorld({ shards: 4 });
    const before = await world.startBot('0-1', { env: { SHARD_COUNT: '2' } });
    world.imageApi.setFaults({ hangNextTasks: 1 });
    // The server on shard 3 of 4 was on shard 1 of 2.
    const run = await world.imagine(3, 'a tide pool');
    expect(run.deliveries.map((d) => d.shard)).toEqual([[1, 2]]);
    await before.printed('"msg":"task submitted"');
    const taskId = submittedTaskId(before);
    before.child.kill('SIGTERM');
    expect((await before.exited).code).toBe(0);

    const [low, high] = await Promise.all([world.startBot('0-1'), world.startBot('2-3')]);
    expect(low.stdout()).toContain('"resumed":{"poll":0,');
    expect(high.stdout()).toContain('"resumed":{"poll":1,');
    world.imageApi.setTaskFate(String(taskId), 'complete');
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('✅ Image ready');
    await vi.waitFor(() => expect(world.uploads()).toHaveLength(1));
    await new Promise((wait) => setTimeout(wait, 500));
    expect(world.uploads()).toHaveLength(1);
    expect(world.imageApi.stats.submissions).toBe(1);
    expect(low.stdout()).not.toContain(run.id);
  }, 40_000);
});
