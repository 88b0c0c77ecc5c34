import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcp-proxy.js';
import type { KillableBot } from '../helpers/crash-world.js';
import { useShardWorld } from '../helpers/shard-world.js';

/** Two bot processes, a pause, an outage and the handover after them. */
const GAP_TEST_MS = 90_000;

/** How many members' `/imagine` arrive in the gap, and how far apart (ms). */
const IN_GAP = 2;
const APART_MS = 50;

/** Discord's callback statuses: 204 answered, 400 `40060` already acknowledged, 404 `10062` late. */
const callbacksOf = (
  world: { discord: { requests: readonly { path: string; status: number }[] } },
  run: InteractionRun,
) =>
  world.discord.requests
    .filter((request) => request.path.startsWith(`/interactions/${run.id}/`))
    .map((request) => request.status);

/**
 * A shard handed over in a gap neither process closes alone: its holder is paused (SIGSTOP) past
 * its lease while its standby is cut off from Redis (its connections go through a proxy the test
 * cuts); members' interactions arrive then (Discord sends each to both sessions of the shard: the
 * standby gets it cut off from the store, the paused holder when it runs again). The standby's
 * Redis comes back after the holder's lease lapsed and it takes the lease (0.3–1.3 s later), then
 * the holder runs again and finds its lease passed. The standby, cut off when each came, would
 * leave it to a holder that may have answered it; the holder, its lease passed, would leave it to
 * the new holder. Each must still be answered exactly once within Discord's 3 s (the Discord
 * emulator refuses a late answer with 10062 and a second one with 40060, on its own clock).
 */
describe.skipIf(!redisServerInstalled)('interactions that arrive in a shard handover gap', () => {
  const startWorld = useShardWorld();
  let proxy: TcpProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });

  const logged = (bot: KillableBot, text: string) =>
    `${bot.stdout()}${bot.stderr()}`.includes(text);

  it(
    'are each answered exactly once within 3 s, privately and with nothing started, though its paused holder and its cut-off successor would both leave them',
    async () => {
      // A short lease, so the holder's pause stays under the 1.5 s its Redis socket may stay
      // silent: it runs again connected, sure only that its lease may have passed.
      const world = await startWorld({ shards: 1, env: { SHARD_LEASE_MS: '500' } });
      const redisUrl = new URL(world.redis.url);
      proxy = await startTcpProxy(Number(redisUrl.port));
      const holder = await world.startBot('0');
      redisUrl.port = String(proxy.port);
      const standby = await world.startBot('0', {
        ready: false,
        env: { DATABASE_URL: redisUrl.href },
      });
      await standby.printed('waiting for the lease of a shard another process holds');

      holder.child.kill('SIGSTOP');
      proxy.cut();
      await vi.waitFor(() => expect(logged(standby, 'the store is unreachable')).toBe(true), {
        timeout: 5_000,
        interval: 10,
      });
      const runs: InteractionRun[] = [];
      for (let n = 0; n < IN_GAP; n += 1) {
        runs.push(await world.imagine(0, `a kite in the gap ${n}`));
        await sleep(APART_MS);
      }
      // The standby's Redis is back at its next reconnection (100–300 ms: a short cut keeps its
      // backoff short); it takes the lease once the paused holder's lapsed, and the holder runs
      // again under 1 s after its pause, its own Redis socket still open.
      proxy.restore();
      await standby.printed('took the lease of a shard');
      holder.child.kill('SIGCONT');
      await holder.logged('lost the lease of a shard: stopping its work');
      await sleep(4_000);

      for (const run of runs) {
        expect(callbacksOf(world, run)).toEqual([204]);
        expect(run.status.acknowledgedAt).toBeDefined();
        const answer = await run.waitForReply();
        expect(answer.ephemeral).toBe(true);
        expect(answer.content).toContain('nothing was started or charged');
      }
      const refusedByDiscord = world.discord.requests.filter(
        (request) => request.route === 'interactionCallback' && request.status >= 400,
      );
      expect(refusedByDiscord).toEqual([]);
      expect(world.imageApi.stats.submissions).toBe(0);
      const posted = world.discord.messages(world.channelOn(0));
      expect(posted.filter((message) => !message.ephemeral)).toEqual([]);
    },
    GAP_TEST_MS,
  );
});
