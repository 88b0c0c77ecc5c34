import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ChannelRef,
  type DiscordEmulator,
  type DiscordEmulatorOptions,
  type GuildRef,
  startDiscordEmulator,
  type UserRef,
} from '../../../sandbox/discord/index.js';
import {
  type ImageApi,
  type ImageApiOptions,
  startImageApi,
} from '../../../sandbox/image-api/index.js';
import {
  type BotConfig as Config,
  type BotConfigInput as ConfigInput,
  parseBotConfig as parseConfig,
} from '../../../src/app/backends.js';
import { type RunningApp, type StartAppOptions, startApp } from '../../../src/app.js';
import { createLogger, type LogFields } from '../../../src/core/logger.js';
import { sharedImageClassifier } from './shared-classifier.js';

/** A test's world: Discord and the image service emulated, the real bot, a temporary SQLite file. */
export interface BotEnv {
  readonly discord: DiscordEmulator;
  readonly imageApi: ImageApi;
  readonly guild: GuildRef;
  readonly channel: ChannelRef;
  /** A member `alice` of the guild, with no special permissions. */
  readonly user: UserRef;
  /** The service user `alice` (login token `login-token-alice`, 100 credits). */
  readonly serviceUser: { readonly name: 'alice'; readonly loginToken: string };
  readonly config: Config;
  /** Every log line the bot wrote, parsed. */
  readonly logs: LogFields[];
  readonly dataDir: string;
  app: RunningApp;
  /** Stops the bot and starts a new one on the same store, as after a restart. */
  restartBot(): Promise<RunningApp>;
  /** Stops the bot, then both emulators, and removes the data folder. */
  close(): Promise<void>;
}

/** Options of {@link startBotEnv}. */
export interface BotEnvOptions {
  /** Variables over the test defaults (fast polling, no edit spacing). */
  readonly env?: Partial<Record<keyof ConfigInput, string>>;
  readonly discord?: DiscordEmulatorOptions;
  readonly imageApi?: ImageApiOptions;
  readonly app?: StartAppOptions;
}

export const TEST_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

/** Starts both emulators, a guild with a channel and member `alice`, and the bot; ready to drive. */
export async function startBotEnv(options: BotEnvOptions = {}): Promise<BotEnv> {
  const dataDir = await mkdtemp(join(tmpdir(), 'imagine-bot-e2e-'));
  const discord = await startDiscordEmulator(options.discord);
  const serviceUser = { name: 'alice', loginToken: 'login-token-alice' } as const;
  const imageApi = await startImageApi({
    timeScale: 0.002,
    users: [{ ...serviceUser, credits: 100 }],
    ...options.imageApi,
  });
  const { guild, channel, user } = discord.setupGuild();
  const config = parseConfig({
    DISCORD_TOKEN: discord.token,
    DISCORD_APPLICATION_ID: discord.applicationId,
    DISCORD_API_URL: `${discord.url}/api`,
    DISCORD_CDN_URL: `${discord.url}/cdn`,
    DISCORD_MEDIA_PROXY_URL: discord.mediaProxyUrl,
    IMAGE_API_URL: imageApi.url,
    IMAGE_API_TIMEOUT_MS: '3000',
    // The emulator serves images on loopback: allowed here explicitly, refused by default.
    ALLOW_PRIVATE_IMAGE_HOSTS: 'true',
    KEY_ENCRYPTION_SECRET: TEST_SECRET,
    DATABASE_URL: `sqlite://${join(dataDir, 'bot.sqlite')}`,
    LOG_LEVEL: 'debug',
    POLL_INTERVAL_MS: '20',
    POLL_JITTER_MS: '5',
    POLL_MIN_INTERVAL_MS: '15',
    EDIT_INTERVAL_MS: '0',
    PROGRESS_EDIT_INTERVAL_MS: '0',
    ...options.env,
  });
  const logs: LogFields[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => logs.push(JSON.parse(line)) });
  const launch = () =>
    startApp(config, { logger, imageClassifier: sharedImageClassifier(), ...options.app });

  const env: BotEnv = {
    discord,
    imageApi,
    guild,
    channel,
    user,
    serviceUser,
    config,
    logs,
    dataDir,
    app: await launch(),
    async restartBot() {
      await env.app.stop();
      env.app = await launch();
      return env.app;
    },
    async close() {
      await env.app.stop();
      await discord.close();
      await imageApi.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return env;
}
