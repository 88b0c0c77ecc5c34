import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import imagine from '../../../commands/imagine.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  startDiscordEmulator,
  type UserRef,
} from '../../../sandbox/discord/index.js';
import {
  type ImageApi,
  type ImageApiOptions,
  startImageApi,
} from '../../../sandbox/image-api/index.js';
import { createLogger } from '../../../src/core/logger.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { createStores } from '../../../src/store/create-stores.js';
import { TEST_SECRET } from './bot-env.js';

const ENTRY = resolve('src/index.ts');
/** The tsx loader, by path: the bot runs in a folder of its own. */
const TSX_LOADER = pathToFileURL(resolve('node_modules/tsx/dist/esm/index.mjs')).href;

/** One bot running as one node process (TypeScript through the tsx loader, no second process). */
export interface BotProcess {
  readonly child: ChildProcess;
  /** Everything it printed on stdout so far (JSON log lines). */
  readonly stdout: () => string;
  /** Resolves once it logged `text`. */
  printed(text: string, timeoutMs?: number): Promise<void>;
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
  /** Starts a bot process on the world's store and waits until it is ready. */
  startBot(): Promise<BotProcess>;
  close(): Promise<void>;
}

export async function startCrashWorld(
  options: { imageApi?: ImageApiOptions } = {},
): Promise<CrashWorld> {
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
  const stores = await createStores({
    databaseUrl,
    encryptionSecret: TEST_SECRET,
    logger: createLogger({ level: 'silent' }),
  });
  await stores.apiKeys.link(user.id, {
    apiKey: imageApi.issueKey('alice'),
    serviceUserId: '1',
    serviceUsername: 'alice',
  });
  await stores.close();
  const env = {
    PATH: process.env.PATH ?? '',
    DISCORD_TOKEN: discord.token,
    DISCORD_API_URL: `${discord.url}/api`,
    DISCORD_CDN_URL: `${discord.url}/cdn`,
    IMAGE_API_URL: imageApi.url,
    IMAGE_API_TIMEOUT_MS: '5000',
    KEY_ENCRYPTION_SECRET: TEST_SECRET,
    DATABASE_URL: databaseUrl,
    POLL_INTERVAL_MS: '50',
    POLL_JITTER_MS: '5',
    EDIT_INTERVAL_MS: '0',
  };
  const running: ChildProcess[] = [];

  const startBot = async (): Promise<BotProcess> => {
    const child = spawn(process.execPath, ['--import', TSX_LOADER, ENTRY], { cwd: dir, env });
    running.push(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const bot: BotProcess = {
      child,
      stdout: () => out,
      async printed(text, timeoutMs = 15_000) {
        const deadline = Date.now() + timeoutMs;
        while (!out.includes(text)) {
          if (child.exitCode !== null) throw new Error(`the bot exited: ${err || out}`);
          if (Date.now() > deadline) throw new Error(`the bot never printed ${text}: ${err}`);
          await new Promise((wait) => setTimeout(wait, 10));
        }
      },
      async kill() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
      },
    };
    await bot.printed('"msg":"ready"');
    return bot;
  };

  return {
    discord,
    imageApi,
    channel,
    user,
    startBot,
    async close() {
      for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
      await discord.close();
      await imageApi.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
