import { describe, expect, it, vi } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { serverKeyBeforeStart } from '../helpers/process-bot-setup.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { budgetOutcomeOf } from './budget-outcome.js';

/** The daily server budget in these tests, in generations. */
const BUDGET = 6;

/**
 * A burst's generations are counted against the budget when answered and start once the burst
 * is answered: the process is killed in between, and every use its unstarted generations took is
 * given back by the process that takes over, so the budget afterwards counts exactly the images
 * the service was asked for.
 */
describe.skipIf(!redisServerInstalled)('a burst killed between its answers and its starts', () => {
  const startWorld = useShardWorld();

  it(
    'gives back every daily use and budget unit its unstarted generations took',
    async () => {
      const world = await startWorld({ shards: 1 });
      const channel = world.channelOn(0);
      const guild = { kind: 'guild' as const, id: channel.guildId, name: 'server' };
      const members = Array.from({ length: 24 }, (_, index) =>
        world.discord.createUser({ username: `member${index}`, guild }),
      );
      const stores = await serverKeyBeforeStart(
        { discord: world.discord, imageApi: world.imageApi, databaseUrl: world.redis.url },
        guild.id,
        10,
      );
      await stores.policy.setBudget(guild.id, { unit: 'generations', daily: BUDGET });
      const imagine = (index: number) =>
        world.discord.runCommand({
          channel,
          user: members[index] ?? world.user,
          name: 'imagine',
          options: { prompt: `a lighthouse ${index}` },
        });

      const holder = await world.startBot('0');
      const standby = await world.startBot('0', { ready: false });
      await standby.printed('waiting for the lease of a shard another process holds');
      const burst = await Promise.all(Array.from({ length: 18 }, (_, index) => imagine(index)));
      await vi.waitFor(
        () => {
          const answered = burst.some((run) => {
            const reply = run.original();
            return reply && !reply.loading && !reply.ephemeral;
          });
          expect(answered).toBe(true);
        },
        { timeout: 15_000, interval: 2 },
      );
      await holder.kill();
      const sentBeforeKill = world.imageApi.stats.submissions;
      await standby.printed('"msg":"ready"');
      const first = await Promise.all(burst.map(budgetOutcomeOf));
      // Commands the holder died before answering were never shown; no shown reply is left queued.
      const stuck = first.filter(
        (outcome) => outcome.startsWith('unfinished') && !outcome.endsWith('null'),
      );
      expect(stuck).toEqual([]);
      expect(sentBeforeKill).toBeLessThan(BUDGET);

      const later = await Promise.all(Array.from({ length: 6 }, (_, index) => imagine(18 + index)));
      const second = await Promise.all(later.map(budgetOutcomeOf));
      const images = [...first, ...second].filter((outcome) => outcome === 'image').length;
      const submitted = world.imageApi.stats.submissions;
      // One caught mid-submission when killed ends failed ("may have been charged"), its use kept.
      expect(images).toBeGreaterThanOrEqual(submitted - 1);
      expect(submitted).toBe(BUDGET);
      expect((await stores.budget.used(guild.id)).daily).toBe(submitted);
      let memberUses = 0;
      for (const member of members) memberUses += await stores.usage.used(guild.id, member.id);
      expect(memberUses).toBe(submitted);
      await stores.close();
    },
    PROCESSES_TIMEOUT_MS + 20_000,
  );
});
