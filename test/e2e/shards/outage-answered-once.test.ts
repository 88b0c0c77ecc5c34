import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@redis/client';
import { describe, expect, it, vi } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import type { KillableBot } from '../helpers/crash-world.js';
import { useShardWorld } from '../helpers/shard-world.js';

/** Two bot processes, an outage of a second or two and the handover after it. */
const OUTAGE_TEST_MS = 90_000;

const UNREACHABLE = "The bot's storage is unreachable right now";

/**
 * Discord sends an interaction to every session of its shard: the holder and the standby waiting
 * for its lease both get it. Sent while Redis is down, the holder answers it (the store is
 * unreachable) but cannot record its claim; the standby holds it for the lease, which lapsed in
 * the outage, and takes the lease once Redis is back. It must not handle it a second time, and
 * the holder records the claim once Redis answers.
 */
describe.skipIf(!redisServerInstalled)('an interaction answered during a Redis outage', () => {
  const startWorld = useShardWorld();

  const logged = (bot: KillableBot, text: string) =>
    `${bot.stdout()}${bot.stderr()}`.split(text).length - 1;

  it(
    'is not handled again by the process that takes the lease when Redis is back',
    async () => {
      const world = await startWorld({
        shards: 1,
        env: { SHARD_LEASE_MS: '1000' },
        persistentRedis: true,
      });
      const holder = await world.startBot('0');
      const standby = await world.startBot('0', { ready: false });
      await standby.printed('waiting for the lease of a shard another process holds');

      await world.redis.kill();
      const downAt = performance.now();
      await vi.waitFor(() => expect(logged(holder, 'the store is unreachable')).toBe(1));
      const sent = await world.imagine(0, 'a kite in the storm');
      const reply = await sent.waitForReply();
      expect(sent.ephemeral).toBe(true);
      expect(reply.content).toContain(UNREACHABLE);
      // Back once the holder's lease surely lapsed, while the standby still holds the interaction.
      await sleep(Math.max(0, downAt + 1_100 - performance.now()));
      await world.redis.restart();
      await standby.printed('took the lease of a shard');
      await sleep(3_000);

      const callbacks = world.discord.requests.filter((request) =>
        request.path.startsWith(`/interactions/${sent.id}/`),
      );
      expect(callbacks.map((request) => request.status)).toEqual([204]);
      expect(standby.stdout()).not.toContain('answered an interaction handed over with its shard');
      expect(world.imageApi.stats.submissions).toBe(0);
      // The holder recorded the claim it could not write during the outage, for any later taker.
      const redis = createClient({ url: world.redis.url });
      await redis.connect();
      try {
        expect(await redis.exists(`imagine:claim:interaction:${sent.id}`)).toBe(1);
      } finally {
        await redis.quit();
      }
    },
    OUTAGE_TEST_MS,
  );
});
