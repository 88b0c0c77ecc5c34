import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { ownerWithSuccessor, PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { titleOf } from '../imagine/imagine-kit.js';

/**
 * A reply whose message was deleted gets its image in a new message, posted by one process only
 * (a claim in Redis). Here the process that claimed that post dies before sending it, and the one
 * that takes its shard over posts it instead: the member sees the image once.
 */
describe.skipIf(!redisServerInstalled)('a replacement post claimed by a process that died', () => {
  const startWorld = useShardWorld();

  it(
    'is posted once by the process that takes the shard over',
    async () => {
      const world = await startWorld();
      const { owner, successor, run, taskId } = await ownerWithSuccessor(world);
      const queued = await run.waitForReply();

      // Someone deletes the reply; the owner's post of its replacement is held back by Discord
      // (a long 429), so the owner is killed having claimed the post but not sent it.
      const channel = world.channelOn(1);
      world.discord.deleteMessage(queued.id);
      world.discord.failNext({
        status: 429,
        method: 'POST',
        route: /^\/channels\/\d+\/messages$/,
        retryAfter: 60,
      });
      world.imageApi.setTaskFate(taskId, 'complete');
      await owner.printed('"msg":"claimed the replacement post of a reply"');
      await owner.kill();
      world.discord.clearFaults();
      expect(world.discord.messages(channel)).toHaveLength(0);

      await successor.printed('"msg":"ready"');
      await vi.waitFor(() => expect(world.discord.messages(channel)).toHaveLength(1), {
        timeout: 15_000,
        interval: 50,
      });
      await sleep(1_000);
      const shown = world.discord.messages(channel);
      expect(shown).toHaveLength(1);
      const [replacement] = shown;
      expect(titleOf(replacement ?? { embeds: [] })).toBe('✅ Image ready');
      expect(replacement?.attachments).toHaveLength(1);
      expect(replacement?.mentions).toEqual([world.user.id]);
      expect(successor.stdout()).toContain('"msg":"claimed the replacement post of a reply"');
      expect(world.imageApi.stats.submissions).toBe(1);
    },
    PROCESSES_TIMEOUT_MS,
  );
});
