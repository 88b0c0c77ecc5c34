import { describe, expect, it, vi } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { serverKeyBeforeStart } from '../helpers/process-bot-setup.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { waitForResult } from '../imagine/imagine-kit.js';

/**
 * The low-balance alert with two bot processes for one server on one Redis (a holder and its
 * standby, which takes over when the holder dies): once per crossing of the threshold downward,
 * whichever process reads the balance, and again only after it went back above.
 */
describe.skipIf(!redisServerInstalled)('the low-balance alert of a server key', () => {
  const startWorld = useShardWorld();

  it(
    'is posted once per crossing, across two processes',
    async () => {
      const world = await startWorld({ shards: 1, env: { LOW_BALANCE_CHECK_MS: '100' } });
      const channel = world.channelOn(0);
      const guild = { kind: 'guild' as const, id: channel.guildId, name: 'server' };
      const member = world.discord.createUser({ username: 'member', guild });
      const logChannel = world.discord.createChannel({ guild, name: 'mod-log' });
      const stores = await serverKeyBeforeStart(
        { discord: world.discord, imageApi: world.imageApi, databaseUrl: world.redis.url },
        guild.id,
        50,
      );
      await stores.policy.setLogChannel(guild.id, { id: logChannel.id, setBy: member.id });
      await stores.policy.setLowBalance(guild.id, 95);
      await stores.close();
      const alerts = () =>
        world.discord
          .messages(logChannel)
          .flatMap((message) => message.content.split('\n'))
          .filter((line) => line.startsWith('🪫'));
      const generate = async (): Promise<InteractionRun> => {
        const run = await world.discord.runCommand({
          channel,
          user: member,
          name: 'imagine',
          options: { prompt: 'a lighthouse' },
        });
        await waitForResult(run, 15_000);
        return run;
      };

      const holder = await world.startBot('0');
      const standby = await world.startBot('0', { ready: false });
      await standby.printed('waiting for the lease of a shard another process holds');
      world.imageApi.setCredits('alice', 97);
      await generate();
      await generate();
      await generate();
      await vi.waitFor(() => expect(alerts()).toHaveLength(1), { timeout: 10_000 });
      expect(alerts()[0]).toMatch(
        /^🪫 The server key has 9[45] credits left, under the alert threshold of 95\.$/,
      );

      await holder.kill();
      await standby.printed('"msg":"ready"');
      await generate();
      await generate();
      world.imageApi.setCredits('alice', 200);
      await generate();
      world.imageApi.setCredits('alice', 96);
      await generate();
      await generate();
      await vi.waitFor(() => expect(alerts()).toHaveLength(2), { timeout: 10_000 });
      expect(alerts()[1]).toMatch(/^🪫 The server key has 9[45] credits left/);
      const decided = (bot: { stdout(): string }) =>
        bot.stdout().split('server key under its low-balance threshold').length - 1;
      expect([decided(holder), decided(standby)]).toEqual([1, 1]);
    },
    PROCESSES_TIMEOUT_MS * 2,
  );
});
