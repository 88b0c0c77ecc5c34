import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import imagine from '../../../commands/imagine.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  startDiscordEmulator,
  type UserRef,
} from '../../../sandbox/discord/index.js';
import { type ImageApi, startImageApi } from '../../../sandbox/image-api/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type RedisServer, startRedisServer } from '../../helpers/redis-server.js';
import { type BotProcess, runBot } from './bot-process.js';
import { type KillableBot, killable } from './crash-world.js';
import { linkAliceBeforeStart, processBotEnv } from './process-bot-setup.js';

/**
 * Two shards on one Redis: a 2-shard Discord emulator with one server on each shard, member
 * `alice` in both with a linked key, and bot processes started for a set of shards.
 */
export interface ShardWorld {
  readonly discord: DiscordEmulator;
  readonly imageApi: ImageApi;
  readonly redis: RedisServer;
  /** `channels[shard]`: a channel of the server on that shard. */
  readonly channels: readonly [ChannelRef, ChannelRef];
  readonly user: UserRef;
  /** Starts a bot process for `shardIds` (e.g. `1`); `ready: false` returns before it is ready. */
  startBot(shardIds: string, options?: { ready?: boolean }): Promise<KillableBot>;
  close(): Promise<void>;
}

/** Options of {@link startShardWorld}. */
export interface ShardWorldOptions {
  /** Redis keeps every write on disk, so a kill and restart loses nothing. @default false */
  readonly persistentRedis?: boolean;
}

export async function startShardWorld(
  env: Record<string, string> = {},
  options: ShardWorldOptions = {},
): Promise<ShardWorld> {
  const dir = await mkdtemp(join(tmpdir(), 'imagine-bot-shards-'));
  const redis = await startRedisServer({ persistent: options.persistentRedis ?? false });
  const discord = await startDiscordEmulator({ shards: 2 });
  const imageApi = await startImageApi({
    timeScale: 0.002,
    users: [{ name: 'alice', loginToken: 'login-token-alice', credits: 100 }],
  });
  const onZero = discord.setupGuild({ guild: { shard: [0, 2] } });
  const user = onZero.user;
  const guildOne = discord.createGuild({ shard: [1, 2] });
  const channelOne = discord.createChannel({ guild: guildOne, name: 'general' });
  discord.addMember({ guild: guildOne, user });
  for (const guild of [onZero.guild, guildOne]) {
    await deployCommands({
      body: [imagine.data],
      token: discord.token,
      apiUrl: `${discord.url}/api`,
      applicationId: discord.applicationId,
      guildId: guild.id,
    });
  }
  const world = { discord, imageApi, databaseUrl: redis.url };
  await linkAliceBeforeStart(world, user);
  const botEnv = {
    ...processBotEnv(world),
    SHARD_COUNT: '2',
    SHARD_LEASE_MS: '1000',
    ...env,
  };
  const running: BotProcess[] = [];

  const startBot = async (shardIds: string, { ready = true } = {}): Promise<KillableBot> => {
    const bot = runBot(dir, { ...botEnv, SHARD_IDS: shardIds });
    running.push(bot);
    if (ready) await bot.printed('"msg":"ready"');
    return killable(bot);
  };

  return {
    discord,
    imageApi,
    redis,
    channels: [onZero.channel, channelOne],
    user,
    startBot,
    async close() {
      for (const { child } of running) if (child.exitCode === null) child.kill('SIGKILL');
      await Promise.all(running.map((bot) => bot.exited));
      await discord.close();
      await imageApi.close();
      await redis.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
