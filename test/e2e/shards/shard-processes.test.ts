import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { ownerWithSuccessor, PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** Two real bot processes, one per shard, on one Redis and a 2-shard Discord emulator. */
describe.skipIf(!redisServerInstalled)('several bot processes on shards of one Redis', () => {
  const startWorld = useShardWorld();

  it(
    'hands each interaction to exactly one process, the one running its shard',
    async () => {
      const world = await startWorld();
      const [zero, one] = [await world.startBot('0'), await world.startBot('1')];
      expect(world.discord.gatewaySessions.map((s) => s.shard)).toEqual(
        expect.arrayContaining([
          [0, 2],
          [1, 2],
        ]),
      );
      const onZero = await world.imagine(0, 'a lighthouse');
      const onOne = await world.imagine(1, 'a harbour');
      expect(onZero.deliveries.map((d) => d.shard)).toEqual([[0, 2]]);
      expect(onOne.deliveries.map((d) => d.shard)).toEqual([[1, 2]]);
      expect(titleOf(await waitForResult(onZero))).toBe('✅ Image ready');
      expect(titleOf(await waitForResult(onOne))).toBe('✅ Image ready');
      expect(zero.stdout()).toContain('"shards":[0]');
      expect(one.stdout()).toContain('"shards":[1]');
      await vi.waitFor(() => expect(world.uploads()).toHaveLength(2));
      expect(world.imageApi.stats.submissions).toBe(2);
      // Each process ran the job of its own shard's interaction only (jobs are named after it).
      expect(zero.stdout()).toContain(`"jobId":"${onZero.id}"`);
      expect(zero.stdout()).not.toContain(onOne.id);
      expect(one.stdout()).toContain(`"jobId":"${onOne.id}"`);
      expect(one.stdout()).not.toContain(onZero.id);
    },
    PROCESSES_TIMEOUT_MS,
  );

  it(
    "takes a killed owner's shard over after its lease expires and delivers its image once",
    async () => {
      const world = await startWorld();
      // The owner of shard 1 busy with a generation, and a second process for shard 1 that waits.
      const { owner, successor, run, taskId } = await ownerWithSuccessor(world);
      await sleep(1_500);
      expect(successor.stdout()).not.toContain('"msg":"ready"');

      await owner.kill();
      await successor.printed('"msg":"ready"');
      expect(successor.stdout()).toContain('"poll":1');
      world.imageApi.setTaskFate(String(taskId), 'complete');
      const result = await waitForResult(run);
      expect(titleOf(result)).toBe('✅ Image ready');
      expect(result.attachments).toHaveLength(1);
      await vi.waitFor(() => expect(world.uploads()).toHaveLength(1));
      await sleep(500);
      expect(world.uploads()).toHaveLength(1);
      expect(world.discord.messages(world.channelOn(1))).toHaveLength(1);
      expect(world.imageApi.stats.submissions).toBe(1);
    },
    PROCESSES_TIMEOUT_MS,
  );

  it(
    "holds a member's cap across servers on different shards",
    async () => {
      const world = await startWorld({ env: { MAX_ACTIVE_PER_MEMBER: '1' } });
      const zero = await world.startBot('0');
      await world.startBot('1');
      world.imageApi.setFaults({ hangNextTasks: 1 });
      const first = await world.imagine(0, 'a lantern');
      await zero.printed('"msg":"task submitted"');
      const second = await world.imagine(1, 'a kite');
      const refusal = await second.waitForReply();
      expect(second.ephemeral).toBe(true);
      expect(refusal.content).toContain(
        'You already have 1 generation under way (1 running, 0 waiting in the line)',
      );
      expect(world.imageApi.stats.submissions).toBe(1);
      expect(first.deliveries.map((d) => d.shard)).toEqual([[0, 2]]);
      expect(second.deliveries.map((d) => d.shard)).toEqual([[1, 2]]);
    },
    PROCESSES_TIMEOUT_MS,
  );

  it('asks the configured Discord API for SHARD_COUNT=auto and runs every shard', async () => {
    const world = await startWorld({ env: { SHARD_COUNT: 'auto' } });
    const bot = await world.startBot('');
    expect(bot.stdout()).toContain('"shards":[0,1],"shardCount":2');
    const sessions = world.discord.gatewaySessions.map((session) => session.shard);
    expect(sessions).toEqual(
      expect.arrayContaining([
        [0, 2],
        [1, 2],
      ]),
    );
  });

  it('refuses SHARD_COUNT=auto on SQLite when Discord asks for several shards', async () => {
    const world = await startWorld({
      env: { SHARD_COUNT: 'auto', DATABASE_URL: 'sqlite://data/bot.sqlite' },
    });
    const bot = await world.startBot('', { ready: false });
    const exit = await bot.exited;
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain(
      'SHARD_COUNT auto is 2: several shards need a shared store, and the embedded SQLite one',
    );
  });
});
