import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import imagine from '../../../commands/imagine.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  startDiscordEmulator,
  type UserRef,
} from '../../../sandbox/discord/index.js';
import {
  type HordeEmulator,
  type HordeEmulatorOptions,
  startHordeEmulator,
} from '../../../sandbox/horde/index.js';
import {
  type ImageApi,
  type ImageApiOptions,
  startImageApi,
} from '../../../sandbox/image-api/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, linkHordeBeforeStart } from '../horde/horde-kit.js';
import { type BotProcess, runBot } from './bot-process.js';
import { linkAliceBeforeStart, processBotEnv } from './process-bot-setup.js';

/** A bot process of a crash world, with a SIGKILL that waits for the process to be gone. */
export interface KillableBot extends BotProcess {
  /** SIGKILL: no handler runs, nothing is flushed, as in a power cut or an OOM kill. */
  kill(): Promise<void>;
}

/**
 * A world for crash tests: both emulators, a guild with `/imagine` registered, member `alice` with a
 * linked key, and one SQLite file that every bot process started in it shares.
 */
export interface CrashWorld {
  readonly discord: DiscordEmulator;
  readonly imageApi: ImageApi;
  readonly channel: ChannelRef;
  readonly user: UserRef;
  /** The SQLite file every bot process of the world shares (`DATABASE_URL`). */
  readonly databaseUrl: string;
  /** Starts a bot process on the world's store and waits until it is ready. */
  startBot(): Promise<KillableBot>;
  close(): Promise<void>;
}

/** `bot` with a SIGKILL that waits until the process is gone. */
export function killable(bot: BotProcess): KillableBot {
  const { child } = bot;
  return {
    ...bot,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await bot.exited;
    },
  };
}

/** What {@link startCrashWorld} takes. */
export interface CrashWorldOptions {
  imageApi?: ImageApiOptions;
  /** What node runs as the bot. @default the run's build (`builtBot`) */
  botArgs?: readonly string[];
  /** Variables over the world's (another image backend's, say). */
  env?: Readonly<Record<string, string>>;
  /** Links alice's key before the first bot starts. @default her image-service key */
  link?: (databaseUrl: string, user: UserRef) => Promise<void>;
}

export async function startCrashWorld(options: CrashWorldOptions = {}): Promise<CrashWorld> {
  const dir = await mkdtemp(join(tmpdir(), 'imagine-bot-crash-'));
  const discord = await startDiscordEmulator();
  const imageApi = await startImageApi({
    timeScale: 0.002,
    users: [{ name: 'alice', loginToken: 'login-token-alice', credits: 100 }],
    ...options.imageApi,
  });
  const { guild, channel, user } = discord.setupGuild();
  const databaseUrl = `sqlite://${join(dir, 'bot.sqlite')}`;
  await deployCommands({
    body: [imagine.data],
    token: discord.token,
    apiUrl: `${discord.url}/api`,
    applicationId: discord.applicationId,
    guildId: guild.id,
  });
  const world = { discord, imageApi, databaseUrl };
  await (options.link ? options.link(databaseUrl, user) : linkAliceBeforeStart(world, user));
  const env = { ...processBotEnv(world), ...options.env };
  const running: BotProcess[] = [];

  const startBot = async (): Promise<KillableBot> => {
    const bot = runBot(dir, env, options.botArgs ? { args: options.botArgs } : {});
    running.push(bot);
    await bot.printed('"msg":"ready"');
    return killable(bot);
  };

  return {
    discord,
    imageApi,
    channel,
    user,
    databaseUrl,
    startBot,
    async close() {
      for (const { child } of running) if (child.exitCode === null) child.kill('SIGKILL');
      await discord.close();
      await imageApi.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A crash world whose image backend is the AI Horde, on its emulator. */
export interface HordeCrashWorld extends CrashWorld {
  readonly horde: HordeEmulator;
}

/**
 * A crash world with `BACKENDS=horde` on a Horde emulator made with `horde`, alice one of its users
 * (her Horde key linked before the first bot starts, unless `link` says otherwise), `env` over the
 * Horde's variables; `close` closes the emulator too.
 */
export async function startHordeCrashWorld(
  horde: Omit<HordeEmulatorOptions, 'users'>,
  options: Pick<CrashWorldOptions, 'env' | 'link'> = {},
): Promise<HordeCrashWorld> {
  const emulator = await startHordeEmulator({
    ...horde,
    users: [{ alias: 'alice', apiKey: ALICE_HORDE_KEY, kudos: ALICE_KUDOS }],
  });
  const world = await startCrashWorld({
    env: {
      BACKENDS: 'horde',
      HORDE_URL: `${emulator.url}/api`,
      HORDE_MODEL_REFERENCE_URL: emulator.modelReferenceUrl,
      HORDE_CLIENT_CONTACT: 'tests',
      ...options.env,
    },
    link: options.link ?? linkHordeBeforeStart,
  }).catch(async (error: unknown) => {
    await emulator.close();
    throw error;
  });
  return {
    ...world,
    horde: emulator,
    async close() {
      await world.close();
      await emulator.close();
    },
  };
}

/** Job `id` as the SQLite file holds it (undelivered, else delivered), read beside the bot. */
export function storedJob(
  databaseUrl: string,
  id: string,
): { state?: string; taskId?: string; delivered?: boolean } | undefined {
  const database = new DatabaseSync(databaseUrl.replace(/^sqlite:\/\//, ''), { readOnly: true });
  try {
    for (const namespace of ['jobs-active', 'jobs']) {
      const row = database
        .prepare('SELECT value FROM keyv WHERE key = ?')
        .get(`${namespace}:job:${id}`) as { value?: string } | undefined;
      if (row?.value) return JSON.parse(row.value).value;
    }
    return undefined;
  } finally {
    database.close();
  }
}
