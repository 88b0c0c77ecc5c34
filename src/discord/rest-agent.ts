import type { RESTOptions } from 'discord.js';
import { Agent } from 'undici';

/**
 * Keep-alive connections to Discord per process; beyond them requests wait. Unbounded, a burst of
 * 2,000 commands opened 2,000 TLS connections and spent a fifth of the bot's time connecting.
 */
const DISCORD_CONNECTIONS = 32;

/** The dispatcher type `@discordjs/rest` accepts as `agent` (from the undici it is built on). */
export type DiscordDispatcher = NonNullable<RESTOptions['agent']>;

/**
 * The dispatcher for discord.js's REST managers, bounded and kept alive: the undici version
 * `@discordjs/rest` uses (one copy in the process), so it also sends multipart uploads.
 */
export function createDiscordAgent(): DiscordDispatcher {
  return new Agent({ connections: DISCORD_CONNECTIONS, keepAliveTimeout: 30_000 });
}

/**
 * How long discord.js's REST managers keep what they learned per route (default: a handler an
 * hour, a hash a day): a reply's token routes live 15 minutes, and an idle handler (0.5 KB) is
 * swept every 10 s, so thousands of generations a minute do not hold one each.
 */
export const DISCORD_REST_SWEEPS = {
  handlerSweepInterval: 10_000,
  hashSweepInterval: 60_000,
  hashLifetime: 15 * 60_000,
} as const;
