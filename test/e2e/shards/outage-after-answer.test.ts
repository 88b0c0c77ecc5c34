import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { AdjustableClock } from '../../../sandbox/discord/index.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { cardText, titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** The lease of the test's bot: the outage outlasts it. */
const LEASE_MS = 1_000;

/**
 * Redis killed between a generation's public answer and its start: the emulator holds the answer
 * on its way in until Redis is down, so the job, saved as accepted, can neither start nor be
 * removed, and Redis comes back after the lease expired. The shard's next holder (here the same
 * process, once it took the lease back) ends the job on the reply as interrupted. The emulator's
 * clock stands still, so Discord's 3 s cannot pass on a busy machine.
 */
describe.skipIf(!redisServerInstalled)(
  'a Redis outage between an answer and its generation’s start',
  () => {
    const startWorld = useShardWorld();

    it(
      'leaves one answer: the reply ends as interrupted, with no private error beside it',
      async () => {
        const world = await startWorld({
          shards: 1,
          env: { SHARD_LEASE_MS: String(LEASE_MS) },
          persistentRedis: true,
          discordClock: AdjustableClock.frozen(),
        });
        const bot = await world.startBot('0');
        const answer = world.discord.holdNext({ route: 'interactionCallback' });
        const run = await world.imagine(0, 'a kite in the outage');
        await answer.held;
        await world.redis.kill();
        await bot.logged('the store is unreachable');
        answer.release();
        await vi.waitFor(() => expect(run.responseType).toBe(4));
        expect(titleOf(run.original())).toBe('🕒 Queued');
        // Down past the lease: Redis, back, says it expired, and the job cannot be removed.
        await sleep(LEASE_MS * 1.5);
        await world.redis.restart();

        const ended = await waitForResult(run, 20_000);
        expect(titleOf(ended)).toBe('❌ Generation failed');
        expect(cardText(ended)).toContain('nothing was charged');
        expect(run.ephemeral).toBe(false);
        expect(run.followUps).toEqual([]);
        expect(world.discord.messages(world.channelOn(0)).map((m) => m.id)).toEqual([ended.id]);
        expect(world.imageApi.stats.submissions).toBe(0);
        expect(bot.stdout()).toContain(
          "left a generation that could not start to its shard's next holder",
        );
      },
      PROCESSES_TIMEOUT_MS,
    );
  },
);
