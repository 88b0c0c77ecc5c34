import { type Client, Events, type Guild } from 'discord.js';
import type { Logger } from '../core/logger.js';
import { listenTo } from '../discord/client-events.js';
import type { ServerRemovals } from './server-removals.js';

/** What {@link watchServers} needs. */
export interface WatchServersOptions {
  readonly client: Client;
  readonly removals: ServerRemovals;
  readonly now: () => number;
  readonly logger: Logger;
}

/**
 * Notes when the bot is removed from a server (`guildDelete`: discord.js emits it only for a
 * `GUILD_DELETE` without `unavailable`, an outage being `guildUnavailable`) and forgets the note
 * when it is added back (`guildCreate`), or is found in it when a shard is ready (added back while
 * this process was not connected).
 * @returns the unsubscribe.
 */
export function watchServers({ client, removals, now, logger }: WatchServersOptions): () => void {
  const noted = (what: string, guildId: string) => (error: unknown) =>
    logger.warn(`could not note that a server ${what}`, { guild: guildId, error });
  const onDelete = (guild: Guild) => {
    removals.removed(guild.id, now()).then(
      () =>
        logger.info('removed from a server: its data is erased after the grace period', {
          guild: guild.id,
        }),
      noted('removed the bot', guild.id),
    );
  };
  const onCreate = (guild: Guild) => {
    removals.cancel(guild.id).catch(noted('added the bot back', guild.id));
  };
  const onShardReady = (shard: number) => {
    removals.removedBefore(Number.POSITIVE_INFINITY).then(
      (removed) => {
        for (const guildId of removed) {
          const guild = client.guilds.cache.get(guildId);
          if (guild?.shardId === shard) onCreate(guild);
        }
      },
      noted('is back', `shard ${shard}`),
    );
  };
  return listenTo(client, {
    [Events.GuildDelete]: onDelete,
    [Events.GuildCreate]: onCreate,
    [Events.ShardReady]: onShardReady,
  });
}
