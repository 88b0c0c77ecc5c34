import { Agent } from 'undici-v6';

/**
 * Keep-alive connections to Discord's HTTP API per process. Without a bound, every request in
 * flight opens its own connection: a burst of 2,000 commands opened 2,000 (each a TLS handshake
 * against Discord) and spent a fifth of the bot's time connecting; beyond this many, requests wait
 * for a free connection instead.
 */
export const DISCORD_CONNECTIONS = 32;

/**
 * The dispatcher for discord.js's REST managers (`rest.agent`): bounded and kept alive. It comes
 * from the undici major that `@discordjs/rest` is built on (6), installed as `undici-v6`, because a
 * dispatcher of the bot's own undici (7) cannot send discord.js's multipart uploads.
 */
export function createDiscordAgent(): Agent {
  return new Agent({ connections: DISCORD_CONNECTIONS, keepAliveTimeout: 30_000 });
}

/**
 * How long discord.js's REST managers keep what they learned per route. Edits of a reply go to
 * routes of its interaction token, one per generation, and by default each route's handler is
 * kept an hour and its bucket hash a day; a token is valid for 15 minutes, so neither is needed
 * longer. Spread into a REST manager's options.
 */
export const DISCORD_REST_SWEEPS = {
  handlerSweepInterval: 60_000,
  hashSweepInterval: 60_000,
  hashLifetime: 15 * 60_000,
} as const;
