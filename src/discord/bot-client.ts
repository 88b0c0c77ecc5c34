import { Client, GatewayIntentBits, REST } from 'discord.js';
import { type Config, ConfigError, isSqliteUrl, shardsNeedSharedStore } from '../core/config.js';
import { clientCaches } from './client-caches.js';
import { NO_MENTIONS } from './discord-rules.js';
import { DISCORD_REST_SWEEPS, type DiscordDispatcher } from './rest-agent.js';
import { recommendedShardCount } from './shards.js';

/**
 * Runs `build` without `SHARD_COUNT` and `SHARDS` in the environment: discord.js's Client reads
 * them there (its ShardingManager's convention), where the bot's `SHARD_COUNT` may be `auto`. The
 * client is given its shards as options instead.
 */
function withoutShardingEnv<T>(build: () => T): T {
  const saved = { SHARD_COUNT: process.env.SHARD_COUNT, SHARDS: process.env.SHARDS };
  Reflect.deleteProperty(process.env, 'SHARD_COUNT');
  Reflect.deleteProperty(process.env, 'SHARDS');
  try {
    return build();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value !== undefined) process.env[name] = value;
    }
  }
}

/**
 * The bot's discord.js client (not connected): the Guilds intent only, no mentions unless a
 * message allows them, the configured API and CDN over the bounded connection pool `agent`, and
 * the caches the bot reads.
 */
export function createBotClient(config: Config, agent: DiscordDispatcher): Client {
  return withoutShardingEnv(
    () =>
      new Client({
        intents: [GatewayIntentBits.Guilds],
        allowedMentions: NO_MENTIONS,
        rest: {
          api: config.DISCORD_API_URL,
          cdn: config.DISCORD_CDN_URL,
          agent,
          ...DISCORD_REST_SWEEPS,
        },
        ...clientCaches(),
      }),
  );
}

/**
 * The REST client of interaction webhooks (each token is its own rate limit: no global limit),
 * over the same connection pool.
 */
export function createWebhookRest(config: Config, agent: DiscordDispatcher): REST {
  return new REST({
    api: config.DISCORD_API_URL,
    globalRequestsPerSecond: Number.POSITIVE_INFINITY,
    agent,
    ...DISCORD_REST_SWEEPS,
  });
}

/**
 * `SHARD_COUNT`, asked from the configured Discord API (`GET /gateway/bot` on the client's REST)
 * when `auto`; several shards are refused on the embedded SQLite store.
 * @throws ConfigError for several shards on SQLite, or `SHARD_IDS` beyond the count.
 */
export async function resolveShardCount(config: Config, client: Client): Promise<number> {
  let count = config.SHARD_COUNT;
  if (count === 'auto') {
    client.rest.setToken(config.DISCORD_TOKEN);
    count = await recommendedShardCount(client.rest);
    if (count > 1 && isSqliteUrl(config.DATABASE_URL)) {
      throw new ConfigError([`SHARD_COUNT auto ${shardsNeedSharedStore(count)}`]);
    }
    const beyond = config.SHARD_IDS?.filter((id) => id >= (count as number)) ?? [];
    if (beyond.length > 0) {
      throw new ConfigError([`SHARD_IDS names shards ${beyond.join(', ')}, beyond ${count}`]);
    }
  }
  return count;
}
