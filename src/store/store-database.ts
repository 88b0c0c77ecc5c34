import type { Logger } from '../core/logger.js';
import { parseDatabaseUrl } from './database-url.js';
import { LocalSharedState } from './local-shared-state.js';
import type { SharedState } from './shared-state.js';
import { StoreConnection, type StoreConnectionOptions } from './store-connection.js';

/** One database as the bot uses it: its keyv namespaces and its shared state. */
export type StoreDatabase = Awaited<ReturnType<typeof openStoreDatabase>>;

/**
 * Opens the database `databaseUrl` names ({@link StoreConnection.open}) and its shared state (the
 * Redis client loaded only for Redis). With Redis it resolves once Redis answered; with
 * `redisStartTimeoutMs`, a Redis that refuses or does not answer that long fails the start
 * (`awaitRedisAtStart`).
 * @throws AppError naming the cause and its fix, when Redis fails `redisStartTimeoutMs`'s check;
 *   else what {@link StoreConnection.open} throws.
 */
export async function openStoreDatabase(
  databaseUrl: string,
  options: StoreConnectionOptions & { logger: Logger; redisStartTimeoutMs?: number },
) {
  const { redisStartTimeoutMs } = options;
  const target = parseDatabaseUrl(databaseUrl, options.cwd);
  const onRedis = target.kind === 'adapter' && target.packageName === '@keyv/redis';
  if (onRedis && redisStartTimeoutMs !== undefined) {
    const { awaitRedisAtStart } = await import('./redis-reachable.js');
    await awaitRedisAtStart(target.url, redisStartTimeoutMs);
  }
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
    /** What several processes change together (in memory with a one-process store). */
    shared,
    /** Closes both once. */
    close(): Promise<void> {
      closing ??= shared.close().then(() => connection.close());
      return closing;
    },
  };
}
