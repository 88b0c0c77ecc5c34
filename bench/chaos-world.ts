import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import imagine from '../commands/imagine.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  startDiscordEmulator,
  type UserRef,
} from '../sandbox/discord/index.js';
import { type ImageApi, startImageApi } from '../sandbox/image-api/index.js';
import { createLogger } from '../src/core/logger.js';
import { deployCommands } from '../src/discord/command-registration.js';
import type { GenerationJob } from '../src/jobs/generation-job.js';
import { createStores } from '../src/store/create-stores.js';
import { TEST_SECRET } from '../test/e2e/helpers/bot-env.js';
import { type BotProcess, runBot, TSX_LOADER_BOT } from '../test/e2e/helpers/bot-process.js';
import { processBotEnv } from '../test/e2e/helpers/process-bot-setup.js';
import { type RedisServer, startRedisServer } from '../test/helpers/redis-server.js';

/** Credits each member's service account starts with: never the limit in a soak. */
export const START_CREDITS = 10_000;

/** What a chaos world is made of. */
export interface ChaosWorldOptions {
  /** Servers on each of the 2 shards. */
  readonly serversPerShard: number;
  readonly members: number;
  /** `SHARD_LEASE_MS` of the bots; undefined: the bot's default. */
  readonly leaseMs: number | undefined;
}

/** How long the image service takes per task, as the issue's production run had it: 3 to 20 s. */
const TASK_DURATIONS = { nodeGraph: [3_000, 20_000], rr3: [3_000, 15_000] } as const;

/** One bot process of the soak: its shards, and each process it ran as (restarts included). */
export interface ChaosBot {
  readonly name: string;
  readonly shardIds: string;
  /** Every process started for it, the current one last. */
  readonly runs: BotProcess[];
  readonly current: BotProcess;
  /** Whether the current process runs (not exited; a stopped one counts as running). */
  readonly running: boolean;
  /** Starts a new process for it (after its last one exited). */
  restart(): void;
}

/** Redis, both emulators, servers on 2 shards, members with linked keys, and three bot processes. */
export interface ChaosWorld {
  readonly discord: DiscordEmulator;
  readonly imageApi: ImageApi;
  readonly redis: RedisServer;
  /** The channels of the servers, each with its shard. */
  readonly channels: readonly { readonly channel: ChannelRef; readonly shard: number }[];
  readonly members: readonly { readonly user: UserRef; readonly serviceName: string }[];
  /** Shard 0, shard 1, and a standby for both. */
  readonly bots: readonly ChaosBot[];
  /** What the store holds of a reply's jobs (its first two): where, state, task, delivered. */
  storedJobs(replyId: string): Promise<string>;
  close(): Promise<void>;
}

export async function startChaosWorld(options: ChaosWorldOptions): Promise<ChaosWorld> {
  const dir = await mkdtemp(join(tmpdir(), 'imagine-chaos-'));
  const redis = await startRedisServer({ persistent: true });
  const discord = await startDiscordEmulator({
    shards: 2,
    maxConcurrency: 1,
    identifyIntervalMs: 100,
  });
  const names = Array.from({ length: options.members }, (_, i) => `member${i}`);
  const imageApi = await startImageApi({
    durations: { nodeGraph: [...TASK_DURATIONS.nodeGraph], rr3: [...TASK_DURATIONS.rr3] },
    users: names.map((name) => ({ name, loginToken: `login-${name}`, credits: START_CREDITS })),
  });
  const channels: { channel: ChannelRef; shard: number }[] = [];
  const guilds: ReturnType<DiscordEmulator['createGuild']>[] = [];
  for (let shard = 0; shard < 2; shard += 1) {
    for (let i = 0; i < options.serversPerShard; i += 1) {
      const guild = discord.createGuild({ shard: [shard, 2] });
      guilds.push(guild);
      channels.push({ channel: discord.createChannel({ guild, name: 'general' }), shard });
    }
  }
  const members = names.map((serviceName) => {
    const user = discord.createUser({ username: serviceName });
    for (const guild of guilds) discord.addMember({ guild, user });
    return { user, serviceName };
  });
  for (const guild of guilds) {
    await deployCommands({
      body: [imagine.data],
      token: discord.token,
      apiUrl: `${discord.url}/api`,
      applicationId: discord.applicationId,
      guildId: guild.id,
    });
  }
  const stores = await createStores({
    databaseUrl: redis.url,
    encryptionSecret: TEST_SECRET,
    logger: createLogger({ level: 'silent' }),
  });
  for (const { user, serviceName } of members) {
    await stores.apiKeys.link(user.id, {
      apiKey: imageApi.issueKey(serviceName),
      serviceUserId: serviceName,
      serviceUsername: serviceName,
    });
  }
  await stores.close();

  const env = {
    ...processBotEnv({ discord, imageApi, databaseUrl: redis.url }),
    // Real polling and edit spacing: the faults meet the timers production has.
    POLL_INTERVAL_MS: '2500',
    POLL_JITTER_MS: '250',
    EDIT_INTERVAL_MS: '1500',
    PROGRESS_EDIT_INTERVAL_MS: '5000',
    SHARD_COUNT: '2',
    IDENTIFY_WINDOW_MS: '100',
    MAX_ACTIVE_PER_MEMBER: '8',
    LOG_LEVEL: 'info',
    ...(options.leaseMs !== undefined && { SHARD_LEASE_MS: String(options.leaseMs) }),
  };
  const bot = (name: string, shardIds: string): ChaosBot => {
    const runs: BotProcess[] = [];
    const start = () => {
      runs.push(runBot(dir, { ...env, SHARD_IDS: shardIds }, { args: TSX_LOADER_BOT }));
    };
    start();
    return {
      name,
      shardIds,
      runs,
      get current() {
        return runs.at(-1) as BotProcess;
      },
      get running() {
        const { child } = runs.at(-1) as BotProcess;
        return child.exitCode === null && child.signalCode === null;
      },
      restart: start,
    };
  };
  // The standby starts once the shards' own processes hold them.
  const holders = [bot('shard 0', '0'), bot('shard 1', '1')];
  await Promise.all(holders.map((holder) => holder.current.printed('"msg":"ready"')));
  const standby = bot('standby 0-1', '0-1');
  await standby.current.printed('waiting for the lease of a shard another process holds');
  const bots = [...holders, standby];

  return {
    discord,
    imageApi,
    redis,
    channels,
    members,
    bots,
    async storedJobs(replyId) {
      const read = await createStores({
        databaseUrl: redis.url,
        encryptionSecret: TEST_SECRET,
        logger: createLogger({ level: 'silent' }),
      });
      const found: string[] = [];
      for (const id of [replyId, `${replyId}.1`]) {
        for (const namespace of ['jobs-active-0', 'jobs-active-1', 'jobs']) {
          const job = await read.keyv(namespace).get<GenerationJob>(`job:${id}`);
          if (job) {
            found.push(
              `${id} in ${namespace}: ${job.state}, task ${job.taskId}, delivered ${job.delivered}`,
            );
          }
        }
      }
      await read.close();
      return found.join('; ') || 'none';
    },
    async close() {
      for (const { runs } of bots) {
        for (const { child } of runs) {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGCONT');
            child.kill('SIGKILL');
          }
        }
      }
      await Promise.all(bots.flatMap(({ runs }) => runs.map((run) => run.exited)));
      await discord.close();
      await imageApi.close();
      await redis.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
