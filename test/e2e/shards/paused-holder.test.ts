import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { submittedTaskId } from '../helpers/bot-process.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/**
 * A holder frozen (SIGSTOP) past its lease while its generation runs: the standby takes the shard
 * over and delivers the image; when the frozen process runs again it holds due work (a status
 * request, a progress edit, a lease renewal), and none of it may reach Discord, the store or the
 * service: its lease may have passed, and it did.
 */
describe.skipIf(!redisServerInstalled)('a holder paused past its lease', () => {
  const startWorld = useShardWorld();

  it(
    "sends nothing once it runs again: the reply its successor finished stays finished, uploaded once, and the successor's interactions are not answered twice",
    async () => {
      const world = await startWorld({ env: { SHARD_LEASE_MS: '1500' } });
      await world.startBot('0');
      const holder = await world.startBot('1');
      world.imageApi.setFaults({ hangNextTasks: 1 });
      const run = await world.imagine(1, 'a lighthouse');
      await holder.printed('"msg":"task submitted"');
      const taskId = submittedTaskId(holder);
      const standby = await world.startBot('1', { ready: false });
      await standby.printed('waiting for the lease of a shard another process holds');

      holder.child.kill('SIGSTOP');
      await standby.printed('"msg":"ready"');
      world.imageApi.setTaskFate(taskId, 'complete');
      expect(titleOf(await waitForResult(run))).toBe('✅ Image ready');
      await vi.waitFor(() => expect(world.uploads()).toHaveLength(1));
      // Sent to both sessions of shard 1 while the holder is frozen: the successor answers it.
      const meanwhile = await world.imagine(1, 'a harbour');
      expect(titleOf(await waitForResult(meanwhile))).toBe('✅ Image ready');
      await vi.waitFor(() => expect(world.uploads()).toHaveLength(2));
      const requestsBefore = world.discord.requests.length;

      holder.child.kill('SIGCONT');
      await holder.logged('lost the lease of a shard: stopping its work');
      await holder.logged('gave up the jobs of a shard');
      await sleep(1_000);

      const shown = world.discord.messages(world.channelOn(1));
      expect(shown.map((message) => titleOf(message))).toEqual([
        '✅ Image ready',
        '✅ Image ready',
      ]);
      expect(world.uploads()).toHaveLength(2);
      // Nothing from the thawed process: no edit, no second answer to an interaction.
      const after = world.discord.requests.slice(requestsBefore);
      expect(after.filter((request) => request.method !== 'GET')).toEqual([]);
      expect(world.discord.requests.filter((request) => request.status === 400)).toEqual([]);
      expect(world.imageApi.stats.submissions).toBe(2);
      expect(holder.stdout()).not.toContain(`"jobId":"${meanwhile.id}"`);
    },
    PROCESSES_TIMEOUT_MS,
  );
});
