import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commands } from '../../commands/index.js';
import { type RunningApp, startApp } from '../../src/app.js';
import type { Config } from '../../src/core/config.js';
import { deployCommands } from '../../src/discord/command-registration.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  type GuildRef,
  startDiscordEmulator,
  type UserRef,
} from '../discord/index.js';
import { type ImageApi, startImageApi } from '../image-api/index.js';
import { emulatedBotConfig } from './emulated-bot-config.js';
import { createLogCapture, type LogCapture } from './log-capture.js';
import { scaledRateLimits } from './scaled-rate-limits.js';

/** Options of {@link startDemoWorld}. */
export interface DemoWorldOptions {
  /** Multiplies task durations, the bot's timers and Discord's rate-limit windows. */
  readonly timeScale: number;
  /** Seeds the image service (task ids, durations). */
  readonly seed: number;
  /** The service user's starting credits. */
  readonly credits: number;
  /** Where the bot's JSON log goes. @default undefined (kept in memory for failures only) */
  readonly logFile?: string;
  /** The Discord locale of the server (and of its member's client). */
  readonly locale: string;
  /** The server's name. */
  readonly serverName: string;
}

/** Both emulators, a server with #general and member alice, and the real bot, all running. */
export interface DemoWorld {
  readonly discord: DiscordEmulator;
  readonly imageApi: ImageApi;
  readonly app: RunningApp;
  readonly config: Config;
  readonly guild: GuildRef;
  readonly channel: ChannelRef;
  readonly user: UserRef;
  /** The image-service account alice logs in with. */
  readonly serviceUser: { readonly name: string; readonly loginToken: string };
  readonly logs: LogCapture;
  /** The clock the bot and the image service both read (the demo's history is seeded by it). */
  readonly now: () => number;
  /** Stops the bot, then the emulators, then removes the temporary store. Safe to call twice. */
  close(): Promise<void>;
}

/** Starts everything the demo talks to; on a failure half-way, stops what already started. */
export async function startDemoWorld(options: DemoWorldOptions): Promise<DemoWorld> {
  const cleanups: (() => Promise<unknown>)[] = [];
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    })();
    return closing;
  };
  try {
    const logs = createLogCapture({ file: options.logFile });
    cleanups.push(() => logs.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'imagine-demo-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const serviceUser = { name: 'alice', loginToken: 'login-token-alice' };
    const now = Date.now;
    const imageApi = await startImageApi({
      now,
      timeScale: options.timeScale,
      seed: options.seed,
      users: [{ ...serviceUser, credits: options.credits }],
    });
    cleanups.push(() => imageApi.close());
    const discord = await startDiscordEmulator({
      rateLimits: scaledRateLimits(options.timeScale),
    });
    cleanups.push(() => discord.close());
    // alice manages the server: she also reads its usage report (`/balance usage:True`).
    const { guild, channel, user } = discord.setupGuild({
      guild: { name: options.serverName, locale: options.locale },
      user: { permissions: ['ManageGuild'] },
    });
    await deployCommands({
      body: commands.map((command) => command.data),
      token: discord.token,
      apiUrl: `${discord.url}/api`,
      applicationId: discord.applicationId,
      guildId: guild.id,
    });
    const config = emulatedBotConfig({
      discord,
      imageApiUrl: imageApi.url,
      databaseUrl: `sqlite://${join(dataDir, 'bot.sqlite')}`,
      timeScale: options.timeScale,
    });
    const app = await startApp(config, { logger: logs.logger, now });
    cleanups.push(() => app.stop());
    return { discord, imageApi, app, config, guild, channel, user, serviceUser, logs, now, close };
  } catch (error) {
    await close();
    throw error;
  }
}
