import { setTimeout as sleep } from 'node:timers/promises';
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
 * The log's "budget reached" line is marked told only once it is posted: the process that
 * refused a generation for the budget dies while the line waits to be posted (the poster gathers
 * lines for a second), and its standby, which takes the server over, still tells the moderators,
 * once.
 */
describe.skipIf(!redisServerInstalled)('"budget reached" in the moderation log', () => {
  const startWorld = useShardWorld();

  it(
    'is told exactly once when the process that refused dies before posting it',
    async () => {
      const world = await startWorld({ shards: 1 });
      const channel = world.channelOn(0);
      const guild = { kind: 'guild' as const, id: channel.guildId, name: 'server' };
      const logChannel = world.discord.createChannel({ guild, name: 'mod-log' });
      const members = Array.from({ length: 4 }, (_, index) =>
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

      const holder = await world.startBot('0');
      const standby = await world.startBot('0', { ready: false });
      await standby.printed('waiting for the lease of a shard another process holds');
      const first = await imagine(0);
      await first.waitForOriginal((m) => m.attachments.length > 0, { timeout: 10_000 });
      expect(await refusalOf(await imagine(1))).toContain('used its daily budget');
      await holder.kill();
      expect(budgetLines()).toEqual([]);

      await standby.printed('"msg":"ready"');
      expect(await refusalOf(await imagine(2))).toContain('used its daily budget');
      await vi.waitFor(() => expect(budgetLines()).toHaveLength(1), { timeout: 20_000 });
      expect(await refusalOf(await imagine(3))).toContain('used its daily budget');
      await sleep(2_500);
      expect(budgetLines()).toHaveLength(1);
    },
    PROCESSES_TIMEOUT_MS + 20_000,
  );
});
