import { Redis } from 'ioredis';
import { backoffDelay } from '../core/backoff.js';
import type { StoreReachability } from './store-reachability.js';

/**
 * How the bot's Redis connections (ioredis here, node-redis in `keyv-redis-client.ts`) meet an
 * outage. A call made while Redis is unreachable fails at once (no offline queue), and one Redis
 * does not answer fails within about a second, so an interaction is answered well inside
 * Discord's 3 s; each connection reconnects on its own.
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

/** The wait before reconnection attempt number `attempt`. */
export const reconnectIn = (attempt: number) => backoffDelay(attempt, REDIS_TIMING.reconnect);

/** Something that emits a connection's events. */
export interface Emitter {
  on(event: string, listener: (error?: unknown) => void): unknown;
}

/**
 * Reports `client`'s losses (`lostOn` events) and returns (`ready`) of its server to `reachability`
 * as `name`, unless `closing()`.
 */
export function watch(
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
