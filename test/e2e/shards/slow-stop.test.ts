import { describe, expect, it } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';

/**
 * A holder stopped (SIGTERM) while a submission of its own is slow to answer: it leaves new
 * interactions to its successor, but keeps its lease until its jobs stopped (up to 2 s), longer
 * than an interaction may wait for a lease (1.6 s with leases of 1 s). One that arrives as the stop
 * begins reaches both processes; neither can leave it to the other.
 */
describe.skipIf(!redisServerInstalled)(
  'an interaction sent while its holder is slow to stop',
  () => {
    const startWorld = useShardWorld();

    it(
      'is refused privately by the stopping holder once the wait is over, answered once, nothing started',
      async () => {
        const world = await startWorld({ shards: 1 });
        const holder = await world.startBot('0');
        const successor = await world.startBot('0', { ready: false });
        await successor.printed('waiting for the lease of a shard another process holds');
        world.imageApi.setFaults({ latencyMs: 8_000, endpoints: ['image_generation'] });
        await world.imagine(0, 'a slow lighthouse');
        await holder.printed('"msg":"submitting the task"');

        holder.child.kill('SIGTERM');
        await holder.printed('"msg":"shutting down"');
        const run = await world.imagine(0, 'a kite as the holder stops');
        const answer = await run.waitForReply({ timeout: 10_000 });
        expect(answer.ephemeral).toBe(true);
        expect(answer.content).toContain('nothing was started or charged');
        const callbacks = world.discord.requests
          .filter((request) => request.path.startsWith(`/interactions/${run.id}/`))
          .map((request) => request.status);
        expect(callbacks).toEqual([204]);
        expect(holder.stdout()).toContain(
          'refused an interaction of a shard still held while stopping',
        );
        expect(successor.stdout()).not.toContain(`"jobId":"${run.id}"`);
        expect(holder.stdout()).not.toContain(`"jobId":"${run.id}"`);
      },
      PROCESSES_TIMEOUT_MS,
    );
  },
);
