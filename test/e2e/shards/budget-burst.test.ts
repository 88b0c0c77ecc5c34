import { describe, expect, it, vi } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { serverKeyBeforeStart } from '../helpers/process-bot-setup.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { budgetOutcomeOf } from './budget-outcome.js';

/** The daily budget of the server key in these tests, in generations. */
const BUDGET = 6;

/**
 * The server budget counted in Redis while the process that runs the server dies mid-burst and
 * its standby takes over: what the dead process counted still counts, and the burst that follows
 * never runs past the cap, however many commands arrive at once.
 */
describe.skipIf(!redisServerInstalled)('a daily server budget reached mid-burst', () => {
  const startWorld = useShardWorld();

  it(
    'pays for no generation over it, across the holder’s death and its standby’s takeover',
    async () => {
      const world = await startWorld({ shards: 1, env: { SHARD_LEASE_MS: '1000' } });
      const channel = world.channelOn(0);
      const guild = { kind: 'guild' as const, id: channel.guildId, name: 'server' };
      const members = Array.from({ length: 5 }, (_, index) =>
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
          user: members[index % members.length] ?? world.user,
          name: 'imagine',
          options: { prompt: `a lighthouse ${index}` },
        });

      const holder = await world.startBot('0');
      const standby = await world.startBot('0', { ready: false });
      await standby.printed('waiting for the lease of a shard another process holds');
      const first = await Promise.all([0, 1, 2].map(imagine));
      await vi.waitFor(() => expect(world.imageApi.stats.submissions).toBe(3), { timeout: 10_000 });
      await vi.waitFor(
        () => expect(holder.stdout().split('"msg":"task submitted"').length - 1).toBe(3),
        { timeout: 10_000 },
      );
      await holder.kill();
      await standby.printed('"msg":"ready"');

      const burst = await Promise.all(Array.from({ length: 9 }, (_, index) => imagine(index + 3)));
      const outcomes = await Promise.all([...first, ...burst].map(budgetOutcomeOf));
      // A generation the holder had sent when it was killed may end failed (its answer lost with
      // the process: "may have been charged"); every other ends with an image or the budget's no.
      const count = (kind: string) => outcomes.filter((outcome) => outcome.startsWith(kind)).length;
      const [images, refused, failed] = [count('image'), count('budget'), count('ended without')];
      expect(images + refused + failed).toBe(12);
      expect(failed).toBeLessThanOrEqual(1);
      expect(images + failed).toBeLessThanOrEqual(BUDGET);
      expect(refused).toBeGreaterThanOrEqual(12 - BUDGET - failed);
      expect(world.imageApi.stats.submissions).toBeLessThanOrEqual(BUDGET);
      expect((await stores.budget.used(guild.id)).daily).toBeLessThanOrEqual(BUDGET);
      await stores.close();
    },
    PROCESSES_TIMEOUT_MS,
  );
});
