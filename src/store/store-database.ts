import type { Logger } from '../core/logger.js';
import { LocalSharedState } from './local-shared-state.js';
import type { SharedState } from './shared-state.js';
import { StoreConnection, type StoreConnectionOptions } from './store-connection.js';

/** One database as the bot uses it: its keyv namespaces and its shared state. */
export interface StoreDatabase {
  readonly connection: StoreConnection;
  /**
   * What several processes change together (member slots, counts, claims, leases): atomic in
   * Redis with `redis://`, in memory with a one-process store.
   */
  readonly shared: SharedState;
  /** Closes both once. */
  close(): Promise<void>;
}

/**
 * Opens the database `databaseUrl` names (see {@link StoreConnection.open}) and its shared state,
 * both reporting to the connection's `reachability`. The Redis client is loaded only for a
 * `redis://` URL (about 7 MiB and 0.1 s of start-up a bot on SQLite does without). With Redis it
 * resolves once Redis answered (waiting for it, logged once, when it is down): its calls fail at
 * once until then.
 * @throws StoreConfigError for a bad URL, an unknown scheme or an adapter that is not installed.
 * @throws StoreInUseError when another process holds the SQLite file.
 * @throws StoreUnavailableError when the SQLite file cannot be created or opened.
 */
export async function openStoreDatabase(
  databaseUrl: string,
  options: StoreConnectionOptions & { logger: Logger },
): Promise<StoreDatabase> {
  const connection = await StoreConnection.open(databaseUrl, options);
  let shared: SharedState = new LocalSharedState();
  if (connection.redisClient) {
    const { RedisSharedState } = await import('./redis-shared-state.js');
    const redis = new RedisSharedState(connection.redisClient, connection.reachability);
    shared = redis;
    await Promise.all([connection.ready(), redis.ready()]);
  }
  let closing: Promise<void> | undefined;
  return {
    connection,
    shared,
    close() {
      closing ??= shared.close().then(() => connection.close());
      return closing;
    },
  };
}
