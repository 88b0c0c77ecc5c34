import { createClient } from '@redis/client';
import { Redis } from 'ioredis';
import { backoffDelay } from '../core/backoff.js';
import type { StoreReachability } from './store-reachability.js';

/**
 * How the bot's Redis connections meet an outage. A call made while Redis is unreachable fails at
 * once (no offline queue), and one Redis does not answer fails within about a second, so an
 * interaction is answered well inside Discord's 3 s; each connection reconnects on its own.
 */
export const REDIS_TIMING = {
  /** A shared-state command (ioredis) not answered this long fails. */
  commandTimeoutMs: 1_000,
  /** The keyv connection (node-redis) pings this often when idle… */
  pingIntervalMs: 500,
  /** …and drops the socket after this long without a byte, e.g. from a server that hangs. */
  socketTimeoutMs: 1_500,
  connectTimeoutMs: 2_000,
  /** Waits between reconnection attempts: doubling from `baseMs` up to `maxMs`, ± 50 ms. */
  reconnect: { baseMs: 100, maxMs: 2_000, jitterMs: 50 },
} as const;

const reconnectIn = (attempt: number) => backoffDelay(attempt, REDIS_TIMING.reconnect);

/** Something that emits a connection's events. */
interface Emitter {
  on(event: string, listener: (error?: unknown) => void): unknown;
}

/**
 * Reports `client`'s losses (`lostOn` events) and returns (`ready`) of its server to `reachability`
 * as `name`, unless `closing()`.
 */
function watch(
  client: Emitter,
  reachability: StoreReachability,
  name: string,
  closing: () => boolean,
  lostOn: readonly string[],
): void {
  const on = (event: string, listener: (error?: unknown) => void) => client.on(event, listener);
  for (const event of lostOn) {
    on(event, (error) => {
      if (!closing()) reachability.lost(name, error ?? new Error(`Redis connection ${event}`));
    });
  }
  on('ready', () => reachability.regained(name));
}

/**
 * The one node-redis client of the keyv namespaces (`@keyv/redis` adapters share it): calls fail
 * at once while it is reconnecting (`disableOfflineQueue`), it pings an idle server and drops a
 * silent socket, and it reconnects with the backoff of `core/backoff.ts`. Connect it with
 * `connect()`; `closing()` says when a loss is the bot's own doing.
 */
export function keyvRedisClient(
  url: string,
  reachability: StoreReachability,
  closing: () => boolean,
) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: REDIS_TIMING.pingIntervalMs,
    socket: {
      connectTimeout: REDIS_TIMING.connectTimeoutMs,
      socketTimeout: REDIS_TIMING.socketTimeoutMs,
      reconnectStrategy: reconnectIn,
    },
  });
  // Each @keyv/redis adapter adds its listeners: one namespace per shard may pass the default 10.
  client.setMaxListeners(0);
  watch(client as Emitter, reachability, 'keyv', closing, ['error']);
  return client;
}

/** The node-redis client every keyv namespace shares. */
export type KeyvRedisClient = ReturnType<typeof keyvRedisClient>;

/**
 * An ioredis client of the shared state. `patient: false` (member slots, counts, claims): calls
 * fail at once while it is reconnecting and after `commandTimeoutMs` without an answer. `patient:
 * true` (the leases' redis-semaphore, whose background refresh must not reject): calls wait for
 * Redis to come back.
 */
export function sharedRedisClient(
  url: string,
  reachability: StoreReachability,
  { name, patient, closing }: { name: string; patient: boolean; closing: () => boolean },
): Redis {
  const redis = new Redis(url, {
    retryStrategy: reconnectIn,
    connectTimeout: REDIS_TIMING.connectTimeoutMs,
    ...(patient
      ? { maxRetriesPerRequest: null }
      : {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          commandTimeout: REDIS_TIMING.commandTimeoutMs,
        }),
  });
  watch(redis as Emitter, reachability, name, closing, ['error', 'close']);
  return redis;
}
