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
