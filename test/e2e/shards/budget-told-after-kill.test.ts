import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@redis/client';
import { describe, expect, it, vi } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { serverKeyBeforeStart } from '../helpers/process-bot-setup.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';

/** What a refused `/imagine` told its member privately. */
const refusalOf = (run: InteractionRun) =>
  run.waitFor(
    (r) => {
      const message = r.original();
      return message && !message.loading && message.ephemeral ? message.content : undefined;
    },
    { timeout: 10_000 },
  );

/**
 * The process that refused a generation for the server's budget claims the log's "budget reached"
 * line and is SIGKILLed while the line is gathered (the poster waits a second before posting). No
 * other member is refused afterwards: the standby that takes the shard over finds the line the
 * dead holder owed and posts it, once; a refusal later the same period adds nothing.
 */
describe.skipIf(!redisServerInstalled)('"budget reached" owed by a killed holder', () => {
  const startWorld = useShardWorld();

  it(
    'is posted once by the successor without another refusal, and not again after one',
    async () => {
      const world = await startWorld({ shards: 1 });
      const channel = world.channelOn(0);
      const guild = { kind: 'guild' as const, id: channel.guildId, name: 'server' };
      const logChannel = world.discord.createChannel({ guild, name: 'mod-log' });
      const members = Array.from({ length: 3 }, (_, index) =>
        world.discord.createUser({ username: `member${index}`, guild }),
      );
      const stores = await serverKeyBeforeStart(
        { discord: world.discord, imageApi: world.imageApi, databaseUrl: world.redis.url },
        guild.id,
        10,
      );
      await stores.policy.setBudget(guild.id, { unit: 'generations', daily: 1 });
      await stores.policy.setLogChannel(guild.id, { id: logChannel.id, setBy: world.user.id });
      await stores.close();
      const imagine = (index: number) =>
        world.discord.runCommand({
          channel,
          user: members[index] ?? world.user,
          name: 'imagine',
          options: { prompt: `a lighthouse ${index}` },
        });
      const budgetLines = () =>
        world.discord
          .messages(logChannel)
          .flatMap((message) => message.content.split('\n'))
          .filter((line) => line.startsWith('💸'));
      const redis = createClient({ url: world.redis.url });
      await redis.connect();

      try {
        const holder = await world.startBot('0');
        const standby = await world.startBot('0', { ready: false });
        await standby.printed('waiting for the lease of a shard another process holds');
        const first = await imagine(0);
        await first.waitForOriginal((m) => m.attachments.length > 0, { timeout: 10_000 });
        const refused = await imagine(1);
        // Killed as soon as the line is claimed: inside the poster's one-second gathering.
        await vi.waitFor(
          async () => expect(await redis.keys('imagine:claim:budget-told:*')).toHaveLength(1),
          { timeout: 10_000, interval: 2 },
        );
        await holder.kill();
        expect(await refusalOf(refused)).toContain('used its daily budget');
        expect(budgetLines()).toEqual([]);

        await standby.printed('"msg":"ready"');
        await vi.waitFor(() => expect(budgetLines()).toHaveLength(1), { timeout: 30_000 });
        expect(await refusalOf(await imagine(2))).toContain('used its daily budget');
        await sleep(2_500);
        expect(budgetLines()).toHaveLength(1);
      } finally {
        await redis.quit();
      }
    },
    PROCESSES_TIMEOUT_MS + 40_000,
  );
});
