import { Client, GatewayIntentBits, Options, REST } from 'discord.js';
import { type Config, ConfigError } from '../core/config.js';
import { isSqliteUrl, shardsNeedSharedStore } from '../core/store-variables.js';
import { NO_MENTIONS } from './discord-rules.js';
import { recommendedShardCount } from './guild-shards.js';
import { DISCORD_REST_SWEEPS, type DiscordDispatcher } from './rest-agent.js';
import { sendRestRequest } from './rest-request.js';

/** Runs `build` without `SHARD_COUNT` and `SHARDS`, which discord.js would read from the environment. */
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
 * The bot's discord.js client (not connected): the Guilds intent, and AutoModerationConfiguration
 * for the rule events that keep `src/automod/`'s cache fresh (Discord sends them only where the bot
 * has Manage Server); no mentions unless a message allows them, the configured API and CDN over
 * `agent`. It caches guilds, channels, roles and the bot's own member and user, not the members,
 * users, messages and presences of interactions.
 */
export function createBotClient(config: Config, agent: DiscordDispatcher): Client {
  return withoutShardingEnv(
    () =>
      new Client({
        intents: [GatewayIntentBits.Guilds, GatewayIntentBits.AutoModerationConfiguration],
        allowedMentions: NO_MENTIONS,
        rest: {
          api: config.DISCORD_API_URL,
          cdn: config.DISCORD_CDN_URL,
          agent,
          makeRequest: sendRestRequest,
          ...DISCORD_REST_SWEEPS,
        },
        makeCache: Options.cacheWithLimits({
          ...Options.DefaultMakeCacheSettings,
          MessageManager: 0,
          ReactionManager: 0,
          PresenceManager: 0,
          ThreadMemberManager: 0,
          GuildMemberManager: {
            maxSize: 0,
            keepOverLimit: (member) => member.id === member.client.user.id,
          },
          UserManager: { maxSize: 0, keepOverLimit: (user) => user.id === user.client.user.id },
        }),
      }),
  );
}

/** The REST client of interaction webhooks (each token its own rate limit: no global one). */
export function createWebhookRest(config: Config, agent: DiscordDispatcher): REST {
  return new REST({
    api: config.DISCORD_API_URL,
    globalRequestsPerSecond: Number.POSITIVE_INFINITY,
    agent,
    makeRequest: sendRestRequest,
    ...DISCORD_REST_SWEEPS,
  });
}

/**
 * `SHARD_COUNT`, asked from Discord (`GET /gateway/bot`) when `auto`.
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
