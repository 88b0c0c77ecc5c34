import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import imagine from '../../../commands/imagine.js';
import {
  type AdjustableClock,
  type ChannelRef,
  type DiscordEmulator,
  type InteractionRun,
  type RequestLogEntry,
  startDiscordEmulator,
  type UserRef,
} from '../../../sandbox/discord/index.js';
import { type ImageApi, startImageApi } from '../../../sandbox/image-api/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type RedisServer, startRedisServer } from '../../helpers/redis-server.js';
import { type BotProcess, runBot, submittedTaskId } from './bot-process.js';
import { type KillableBot, killable } from './crash-world.js';
import { linkAliceBeforeStart, processBotEnv } from './process-bot-setup.js';

/** A card's live preview frame (`preview-….jpg`), not a posted image. */
const isPreview = (filename: string) => filename.startsWith('preview-');

/** The timeout of a test that starts two or three bot processes: seconds each on a busy 2-core machine. */
export const PROCESSES_TIMEOUT_MS = 40_000;

/** Options of {@link startShardWorld}. */
export interface ShardWorldOptions {
  /** Shards of the emulator (`GET /gateway/bot`) and of the bots (`SHARD_COUNT`), one server on each. @default 2 */
  readonly shards?: number;
  /** The emulator's `max_concurrency`. @default 1 */
  readonly maxConcurrency?: number;
  /**
   * How long a `max_concurrency` bucket stays closed after an IDENTIFY, in the emulator (which
   * answers op 9 to an IDENTIFY sooner) and in the bots (`IDENTIFY_WINDOW_MS`). @default 100
   */
  readonly identifyWindowMs?: number;
  /** More variables of every bot process (e.g. `SHARD_COUNT`, `MAX_ACTIVE_PER_MEMBER`). */
  readonly env?: Record<string, string>;
  /** Redis keeps every write on disk, so a kill and restart loses nothing. @default false */
  readonly persistentRedis?: boolean;
  /** Links alice's key before the bots start. @default her image-service key */
  readonly link?: (databaseUrl: string, user: UserRef) => Promise<void>;
  /**
   * The Discord emulator's clock: frozen (`AdjustableClock.frozen()`), Discord's 3 s cannot pass
   * while a busy machine runs a handover. The emulator's identify rule is then off (a frozen
   * bucket never reopens); the bots still pace their IDENTIFYs. @default real time
   */
  readonly discordClock?: AdjustableClock;
}

/**
 * Shards on one Redis: a sharded Discord emulator with one server on each shard, member `alice`
 * in all of them with a linked key, and bot processes started for a set of shards.
 */
export interface ShardWorld {
  readonly discord: DiscordEmulator;
  readonly imageApi: ImageApi;
  readonly redis: RedisServer;
  /** `channels[shard]`: a channel of the server on that shard. */
  readonly channels: readonly ChannelRef[];
  /** The channel of the server on `shard`. */
  channelOn(shard: number): ChannelRef;
  readonly user: UserRef;
  /** `alice` runs `/imagine prompt:<prompt>` in the server on `shard`. */
  imagine(shard: number, prompt: string): Promise<InteractionRun>;
  /** Every message edit that uploaded an image, in order (a card's live preview is not one). */
  uploads(): RequestLogEntry[];
  /**
   * Starts a bot process for `shardIds` (e.g. `1`), with `env` over the world's; `ready: false`
   * returns before it is ready.
   */
  startBot(
    shardIds: string,
    options?: { ready?: boolean; env?: Record<string, string> },
  ): Promise<KillableBot>;
  close(): Promise<void>;
}

export async function startShardWorld(options: ShardWorldOptions = {}): Promise<ShardWorld> {
  const {
    shards = 2,
    maxConcurrency = 1,
    identifyWindowMs = 100,
    env = {},
    persistentRedis = false,
  } = options;
  const dir = await mkdtemp(join(tmpdir(), 'imagine-bot-shards-'));
  const redis = await startRedisServer({ persistent: persistentRedis });
  const discord = await startDiscordEmulator({
    shards,
    maxConcurrency,
    identifyIntervalMs: options.discordClock ? 0 : identifyWindowMs,
    ...(options.discordClock && { clock: options.discordClock }),
  });
  const imageApi = await startImageApi({
    timeScale: 0.002,
    users: [{ name: 'alice', loginToken: 'login-token-alice', credits: 100 }],
  });
  const onZero = discord.setupGuild({ guild: { shard: [0, shards] } });
  const user = onZero.user;
  const guilds = [onZero.guild];
  const channels = [onZero.channel];
  for (let shard = 1; shard < shards; shard += 1) {
    const guild = discord.createGuild({ shard: [shard, shards] });
    channels.push(discord.createChannel({ guild, name: 'general' }));
    discord.addMember({ guild, user });
    guilds.push(guild);
  }
  for (const guild of guilds) {
    await deployCommands({
      body: [imagine.data],
      token: discord.token,
      apiUrl: `${discord.url}/api`,
      applicationId: discord.applicationId,
      guildId: guild.id,
    });
  }
  const world = { discord, imageApi, databaseUrl: redis.url };
  await (options.link ? options.link(redis.url, user) : linkAliceBeforeStart(world, user));
  const botEnv = {
    ...processBotEnv(world),
    SHARD_COUNT: String(shards),
    SHARD_LEASE_MS: '1000',
    IDENTIFY_WINDOW_MS: String(identifyWindowMs),
    ...env,
  };
  const running: BotProcess[] = [];

  const startBot = async (
    shardIds: string,
    { ready = true, env: more = {} }: { ready?: boolean; env?: Record<string, string> } = {},
  ): Promise<KillableBot> => {
    const bot = runBot(dir, { ...botEnv, ...more, SHARD_IDS: shardIds });
    running.push(bot);
    if (ready) await bot.printed('"msg":"ready"');
    return killable(bot);
  };

  const channelOn = (shard: number): ChannelRef => {
    const channel = channels[shard];
    if (!channel) throw new RangeError(`no server on shard ${shard}`);
    return channel;
  };

  return {
    discord,
    imageApi,
    redis,
    channels,
    channelOn,
    user,
    imagine(shard, prompt) {
      return discord.runCommand({
        channel: channelOn(shard),
        user,
        name: 'imagine',
        options: { prompt },
      });
    },
    uploads: () =>
      discord.requests.filter(
        (r) => r.method === 'PATCH' && r.files.some(({ filename }) => !isPreview(filename)),
      ),
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

/** What {@link startShardWorld} starts, from within a test, closed after that test. */
export function useShardWorld(): (options?: ShardWorldOptions) => Promise<ShardWorld> {
  let world: ShardWorld | undefined;
  afterEach(async () => {
    await world?.close();
    world = undefined;
  });
  return async (options) => {
    world = await startShardWorld(options);
    return world;
  };
}

/**
 * A process for shard 0 and the owner of shard 1 running `alice`'s generation "a comet", whose task
 * runs until told, then a second process for shard 1 waiting for the owner's lease (as in a
 * rolling restart).
 */
export async function ownerWithSuccessor(world: ShardWorld): Promise<{
  owner: KillableBot;
  successor: KillableBot;
  run: InteractionRun;
  taskId: string;
}> {
  await world.startBot('0');
  const owner = await world.startBot('1');
  world.imageApi.setFaults({ hangNextTasks: 1 });
  const run = await world.imagine(1, 'a comet');
  await owner.printed('"msg":"task submitted"');
  const taskId = submittedTaskId(owner);
  const successor = await world.startBot('1', { ready: false });
  await successor.printed('waiting for the lease of a shard another process holds');
  return { owner, successor, run, taskId };
}
