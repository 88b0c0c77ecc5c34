import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../helpers/redis-client.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';

/**
 * A holder killed between claiming an interaction (in Redis, at once) and Discord taking its
 * answer: Discord failed every answer it tried (its reply, then its private error), it took back
 * the job it had accepted, and the SIGKILL came before Discord took any answer from it. Its
 * standby takes the shard within Discord's 3 s and finds the interaction claimed by a process
 * that never answered it. The kill waits for the holder's own word that it gave up answering,
 * so no answer of its can reach Discord after the faults are cleared, however slow the machine.
 */
describe.skipIf(!redisServerInstalled)(
  'an interaction its holder claimed and was killed before answering',
  () => {
    const startWorld = useShardWorld();

    it(
      'is refused privately by the process that takes its shard, within 3 s, nothing started',
      async () => {
        const world = await startWorld({ shards: 1, env: { SHARD_LEASE_MS: '500' } });
        const holder = await world.startBot('0');
        const standby = await world.startBot('0', { ready: false });
        await standby.printed('waiting for the lease of a shard another process holds');

        const failing = world.discord.failNext({
          status: 500,
          route: 'interactionCallback',
          count: 50,
        });
        const run = await world.imagine(0, 'a kite at the handover');
        // Its claim in Redis, its reply and its error refused by Discord: then it dies.
        await holder.logged('could not report an error to the user');
        await holder.kill();
        world.discord.clearFaults();
        const redis = await connectRedis(world.redis.url);
        const claimed = await redis.exists(`imagine:claim:interaction:${run.id}`);
        const saved = await redis.exists(`jobs-active::jobs-active:job:${run.id}`);
        redis.destroy();
        expect([claimed, saved]).toEqual([1, 0]);
        expect(failing.served).toBeGreaterThan(1);

        await standby.printed('took the lease of a shard');
        const answer = await run.waitForReply({ timeout: 10_000 });
        expect(answer.ephemeral).toBe(true);
        expect(answer.content).toContain('nothing was started or charged');
        const callbacks = world.discord.requests
          .filter((request) => request.path.startsWith(`/interactions/${run.id}/`))
          .map((request) => request.status);
        expect(callbacks.filter((status) => status !== 500)).toEqual([204]);
        expect(run.status.acknowledgedAt).toBeDefined();
        expect(world.imageApi.stats.submissions).toBe(0);
        await standby.logged('an interaction its last holder claimed: refused unless answered');
      },
      PROCESSES_TIMEOUT_MS,
    );
  },
);
