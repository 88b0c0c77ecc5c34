import { describe, expect, it } from 'vitest';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';

/**
 * Two processes connected to the same shard (its lease holder and a standby waiting for the
 * lease) both hear that the bot joined a server: the welcome is claimed in Redis and posted once.
 */
describe('the welcome with several processes', () => {
  const start = useShardWorld();

  it(
    'is posted once when two processes receive the join',
    async () => {
      const world = await start({ shards: 1 });
      const holder = await world.startBot('0');
      const standby = await world.startBot('0', { ready: false });
      await standby.printed('waiting for the lease of a shard another process holds');
      const guild = world.discord.createGuild({ name: 'New place', withBot: false });
      const channel = world.discord.createChannel({ guild, name: 'welcome', system: true });
      world.discord.addBot(guild);

      const posted = 'added to a server: welcome posted';
      const other = 'added to a server: welcomed by another process';
      const told = (bot: typeof holder) => Promise.race([bot.printed(posted), bot.printed(other)]);
      await Promise.all([told(holder), told(standby)]);
      expect(world.discord.messages(channel)).toHaveLength(1);
      const lines = [holder, standby].map((bot) => bot.stdout().includes(posted));
      expect(lines.filter(Boolean)).toHaveLength(1);
    },
    PROCESSES_TIMEOUT_MS,
  );
});
