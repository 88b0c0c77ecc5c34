import type { Client } from 'discord.js';
import { DataSweeper } from '../privacy/data-sweeper.js';
import { REMOVALS_NAMESPACE, ServerRemovals } from '../privacy/server-removals.js';
import { watchServers } from '../privacy/watch-servers.js';
import type { Stores } from '../store/create-stores.js';
import type { Base } from './base.js';

/**
 * The servers the bot leaves, noted (and forgotten when it is added back), and the sweep that
 * erases them after `SERVER_DATA_GRACE_DAYS` and prunes history past `HISTORY_RETENTION_DAYS`,
 * both stopped at stop.
 */
export function privacyLayer(
  { config, logger, now, stack }: Base,
  { client, stores }: { readonly client: Client; readonly stores: Stores },
): DataSweeper {
  const log = logger.child({ component: 'privacy' });
  const removals = new ServerRemovals(stores.keyv(REMOVALS_NAMESPACE));
  stack.defer('server removals', watchServers({ client, removals, now, logger: log }));
  const sweeper = new DataSweeper({
    stores,
    removals,
    now,
    graceMs: config.SERVER_DATA_GRACE_DAYS * 86_400_000,
    intervalMs: config.DATA_SWEEP_INTERVAL_MS,
    inServer: (guildId) => client.guilds.cache.has(guildId),
    logger: log,
  });
  sweeper.start();
  return stack.use('data sweeper', sweeper, (made) => made.stop());
}
