import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** The task ids a bot process logged as submitted, in order. */
const submittedTaskIds = (bot: { stdout(): string }): string[] =>
  bot
    .stdout()
    .split('\n')
    .filter((line) => line.includes('"msg":"task submitted"'))
    .map((line) => (JSON.parse(line) as { taskId: string }).taskId);

/**
 * A set (`/imagine count:2`, one reply showing two generations) whose holder dies while both run:
 * the process that takes the shard over resumes both, and both end at once there.
 */
describe.skipIf(!redisServerInstalled)('a set taken over', () => {
  const startWorld = useShardWorld();

  it(
    'is read once and its final edit, both images, sent once',
    async () => {
      const world = await startWorld();
      await world.startBot('0');
      const owner = await world.startBot('1');
      world.imageApi.setFaults({ hangNextTasks: 2 });
      const run = await world.discord.runCommand({
        channel: world.channelOn(1),
        user: world.user,
        name: 'imagine',
        options: { prompt: 'two lighthouses', count: 2 },
      });
      await vi.waitFor(() => expect(submittedTaskIds(owner)).toHaveLength(2));
      const successor = await world.startBot('1', { ready: false });
      await successor.printed('waiting for the lease of a shard another process holds');

      await owner.kill();
      for (const taskId of submittedTaskIds(owner)) world.imageApi.setTaskFate(taskId, 'complete');
      await successor.printed('"msg":"ready"');
      const result = await waitForResult(run, 15_000);
      expect(titleOf(result)).toBeDefined();
      expect(result.attachments).toHaveLength(2);
      await vi.waitFor(() => expect(world.uploads()).toHaveLength(1));
      await sleep(1_000);

      const [upload, ...again] = world.uploads();
      expect(again).toEqual([]);
      expect(upload?.files).toHaveLength(2);
      // Read once before its final edit (did the dead owner send it?), and at most once more after
      // it, when a late edit of the dead owner could no longer land (the takeover's re-check).
      const reads = world.discord.requests.filter(
        (request) => request.method === 'GET' && request.route === 'webhookMessage',
      );
      expect(reads.filter((read) => read.seq < (upload?.seq ?? 0)).length).toBeLessThanOrEqual(1);
      expect(reads.filter((read) => read.seq > (upload?.seq ?? 0)).length).toBeLessThanOrEqual(1);
      expect(world.imageApi.stats.submissions).toBe(2);
    },
    PROCESSES_TIMEOUT_MS,
  );
});
