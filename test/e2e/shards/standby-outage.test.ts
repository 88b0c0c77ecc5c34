import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import type { KillableBot } from '../helpers/crash-world.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** Redis killed and restarted on its append-only file while a standby waits for a lease. */
describe.skipIf(!redisServerInstalled)('a standby during a Redis outage', () => {
  const startWorld = useShardWorld();

  const stillRunning = (bot: KillableBot) =>
    bot.child.exitCode === null && bot.child.signalCode === null;

  it(
    'waits the outage out like a holder, then takes the shard over when its holder dies',
    async () => {
      const world = await startWorld({ env: { SHARD_LEASE_MS: '1500' }, persistentRedis: true });
      await world.startBot('0');
      const holder = await world.startBot('1');
      const standby = await world.startBot('1', { ready: false });
      await standby.printed('waiting for the lease of a shard another process holds');

      for (const downMs of [500, 2_500]) {
        await world.redis.kill();
        await sleep(downMs);
        await world.redis.restart();
        await sleep(1_500);
      }
      expect(stillRunning(standby)).toBe(true);
      expect(stillRunning(holder)).toBe(true);

      await holder.kill();
      await standby.printed('"msg":"ready"');
      const run = await world.imagine(1, 'a lighthouse after the storm');
      expect(titleOf(await waitForResult(run, 15_000))).toBe('✅ Image ready');
      expect(stillRunning(standby)).toBe(true);
      expect(standby.stderr()).not.toContain('could not start the bot');
    },
    PROCESSES_TIMEOUT_MS,
  );
});
