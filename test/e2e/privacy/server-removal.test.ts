import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelRef, GuildRef } from '../../../sandbox/discord/index.js';
import { connectRedis } from '../../helpers/redis-client.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  eventually,
  runImagine,
  setServerKey,
  startImagineEnv,
  waitForResult,
} from '../imagine/imagine-kit.js';
import {
  findInRedis,
  findInSqlite,
  findInSqliteBytes,
  registerPrivacy,
  sqlitePath,
} from './privacy-kit.js';

const DAY = 86_400_000;

describe('a server’s data after the bot is removed, and old history', () => {
  let env: BotEnv;
  /** How far the bot's clock is ahead of the real one. */
  let ahead = 0;
  const start = (variables: Record<string, string>) =>
    startImagineEnv({
      env: { DATA_SWEEP_INTERVAL_MS: '50', ...variables },
      app: { now: () => Date.now() + ahead },
    });
  let redis: RedisServer | undefined;
  afterEach(async () => {
    ahead = 0;
    await env?.close();
    await redis?.close();
    redis = undefined;
  });

  /** A server with the bot, a channel, alice, `/imagine`, a server key and a policy. */
  const server = async (name: string): Promise<{ guild: GuildRef; channel: ChannelRef }> => {
    const guild = env.discord.createGuild({ name });
    const channel = env.discord.createChannel({ guild });
    env.discord.addMember({ guild, user: env.user });
    await env.discord.waitFor(() => env.app.client.guilds.cache.has(guild.id));
    await registerPrivacy(env, guild.id);
    await setServerKey(env, guild.id, { dailyLimit: 5 });
    await env.app.context.stores.policy.setBanned(guild.id, ['forbidden']);
    return { guild, channel };
  };
  const removal = (guildId: string) => env.app.context.stores.keyv('server-removals').get(guildId);
  const generateIn = async (channel: ChannelRef) =>
    waitForResult(await runImagine(env, { prompt: `a lighthouse in ${channel.id}` }, { channel }));

  const STORES = [
    { store: 'SQLite', onRedis: false },
    { store: 'Redis', onRedis: true },
  ] as const;
  for (const { store, onRedis } of STORES) {
    it.skipIf(onRedis && !redisServerInstalled)(
      `on ${store}, erases a server removed longer than the grace period, keeps one added back or removed later`,
      () => removalScenario(onRedis),
    );
  }

  const removalScenario = async (onRedis: boolean) => {
    redis = onRedis ? await startRedisServer() : undefined;
    env = await start({
      HISTORY_RETENTION_DAYS: '90',
      ...(redis && { DATABASE_URL: redis.url }),
    });
    const { stores } = env.app.context;
    const gone = await server('gone');
    const back = await server('back');
    const late = await server('late');
    for (const { channel } of [gone, back, late]) await generateIn(channel);
    const kept = stores.keyv('jobs');
    for (let take = 0; take < 300; take += 1) {
      const prompt = `a harbour in ${gone.channel.id}, take ${take} ${'with cranes '.repeat(40)}`;
      await kept.set(`seeded-${take}`, {
        guildId: gone.guild.id,
        prompt,
        createdAt: Date.now() + ahead,
      });
    }
    await eventually(async () => (await stores.history.list(env.user.id)).length === 3);

    env.discord.removeBot(gone.guild);
    env.discord.removeBot(back.guild);
    await eventually(async () => (await removal(gone.guild.id)) && (await removal(back.guild.id)));
    env.discord.addBot(back.guild);
    await eventually(async () => (await removal(back.guild.id)) === undefined);

    ahead = 20 * DAY;
    env.discord.removeBot(late.guild);
    await eventually(async () => removal(late.guild.id));
    ahead = 31 * DAY;
    // The sweep says which servers it erased once it is done with them.
    await eventually(async () =>
      env.logs.some(
        (line) =>
          line.msg === 'data sweep' &&
          (line.erasedServers as string[] | undefined)?.includes(gone.guild.id),
      ),
    );
    expect(await stores.guildSettings.getServerKey(gone.guild.id)).toBeUndefined();
    for (const kept of [back, late]) {
      expect(await stores.guildSettings.getServerKey(kept.guild.id)).toBeDefined();
      expect((await stores.policy.get(kept.guild.id)).banned).toEqual(['forbidden']);
    }
    expect((await stores.policy.get(gone.guild.id)).banned).toEqual([]);
    const history = await stores.history.list(env.user.id);
    expect(history.map((entry) => entry.guildId).sort()).toEqual(
      [back.guild.id, late.guild.id].sort(),
    );
    expect(await removal(late.guild.id)).toBeDefined();

    await env.app.stop();
    const client = redis && (await connectRedis(redis.url));
    const find = (id: string) =>
      client ? findInRedis(client, id) : findInSqlite(sqlitePath(env), id);
    expect(await find(gone.guild.id)).toEqual([]);
    expect((await find(back.guild.id)).length).toBeGreaterThan(0);
    expect((await find(late.guild.id)).length).toBeGreaterThan(0);
    await client?.close();
    if (!client) {
      const gonePrompts = [`in ${gone.channel.id}`, 'with cranes', gone.guild.id];
      expect(findInSqliteBytes(sqlitePath(env), gonePrompts)).toEqual([]);
      expect(findInSqliteBytes(sqlitePath(env), [back.guild.id]).length).toBeGreaterThan(0);
    }
  };

  it('prunes history older than HISTORY_RETENTION_DAYS from the store', async () => {
    env = await start({ HISTORY_RETENTION_DAYS: '2' });
    await generateIn(env.channel);
    const records = env.app.context.stores.keyv('generation-history');
    await eventually(async () => records.get(env.user.id));
    ahead = 1 * DAY;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await records.get(env.user.id)).toHaveLength(1);
    ahead = 3 * DAY;
    await eventually(async () => (await records.get(env.user.id)) === undefined);
    await env.app.stop();
    expect(findInSqlite(sqlitePath(env), 'a lighthouse in')).toEqual([]);
  });
});
