import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { parseBotConfig as parseConfig } from '../../../src/app/backends.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** The bot's default `SHARD_LEASE_MS`, as a process without it set reads it. */
const DEFAULT_LEASE_MS = parseConfig({
  DISCORD_TOKEN: 'token',
  IMAGE_API_URL: 'http://127.0.0.1:8787',
  KEY_ENCRYPTION_SECRET: 'x'.repeat(32),
}).SHARD_LEASE_MS;

/** When, after the holder's death, members run `/imagine` on its shard (ms). */
const SENT_AFTER_DEATH_MS = [0, 500, 1_000, 1_500, 2_000, 2_500];

/**
 * The holder of a shard SIGKILLed with the default lease while a standby waits for it: the
 * interactions sent during the handover reach only the standby (Discord sends them to every
 * session of the shard, and the dead one's is gone), which must answer each within Discord's 3 s,
 * as the Discord emulator enforces on its clock (a late answer is refused with 10062).
 */
describe.skipIf(!redisServerInstalled)('the handover after a holder dies', () => {
  const startWorld = useShardWorld();

  it(
    "answers in time every interaction sent while the dead holder's lease runs out",
    async () => {
      const world = await startWorld({
        // One member sends them all: room for each of their generations.
        env: { SHARD_LEASE_MS: String(DEFAULT_LEASE_MS), MAX_ACTIVE_PER_MEMBER: '10' },
      });
      await world.startBot('0');
      const holder = await world.startBot('1');
      const standby = await world.startBot('1', { ready: false });
      await standby.printed('waiting for the lease of a shard another process holds');

      await holder.kill();
      const diedAt = performance.now();
      const runs: InteractionRun[] = [];
      for (const afterMs of SENT_AFTER_DEATH_MS) {
        await sleep(Math.max(0, diedAt + afterMs - performance.now()));
        runs.push(await world.imagine(1, `a kite sent ${afterMs} ms after`));
      }

      for (const run of runs) {
        expect(titleOf(await waitForResult(run, 15_000))).toBe('✅ Image ready');
        expect(run.status.acknowledgedAt).toBeDefined();
      }
      const refused = world.discord.requests.filter(
        (request) => request.route === 'interactionCallback' && request.status >= 400,
      );
      expect(refused).toEqual([]);
      expect(standby.stdout()).toContain('answered an interaction handed over with its shard');
      expect(world.imageApi.stats.submissions).toBe(SENT_AFTER_DEATH_MS.length);
    },
    PROCESSES_TIMEOUT_MS,
  );
});
