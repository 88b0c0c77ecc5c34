import type { RESTOptions } from 'discord.js';
import { Agent } from 'undici';

/**
 * Keep-alive connections to Discord's HTTP API per process. Without a bound, every request in
 * flight opens its own connection: a burst of 2,000 commands opened 2,000 (each a TLS handshake
 * against Discord) and spent a fifth of the bot's time connecting; beyond this many, requests wait
 * for a free connection instead.
 */
export const DISCORD_CONNECTIONS = 32;

/** The dispatcher type `@discordjs/rest` accepts as `agent` (from the undici it is built on). */
export type DiscordDispatcher = NonNullable<RESTOptions['agent']>;

/**
 * The dispatcher for discord.js's REST managers (`rest.agent`): bounded and kept alive. The bot
 * depends on the very undici version `@discordjs/rest` does (6), so npm installs one copy that
 * both load: its `Agent` sends discord.js's multipart uploads, and no process loads undici twice.
 */
export function createDiscordAgent(): DiscordDispatcher {
  return new Agent({ connections: DISCORD_CONNECTIONS, keepAliveTimeout: 30_000 });
}

/**
 * How long discord.js's REST managers keep what they learned per route. Edits of a reply go to
 * routes of its interaction token, one per generation, and by default each route's handler is
 * kept an hour and its bucket hash a day; a token is valid for 15 minutes, so no hash is needed
 * longer. A handler (its queue and what it knows of its bucket; two per reply, about 0.5 KB) is
 * swept once idle and not rate limited: every 10 s, so that thousands of generations acknowledged
 * in a minute do not hold one each until the minute is over (a handler swept is made again by the
 * reply's next edit). Spread into a REST manager's options.
 */
export const DISCORD_REST_SWEEPS = {
  handlerSweepInterval: 10_000,
  hashSweepInterval: 60_000,
  hashLifetime: 15 * 60_000,
} as const;
