import { createClient } from '@redis/client';
import { FENCED_SCRIPTS } from './fenced-adapter.js';
import { type Emitter, REDIS_TIMING, reconnectIn, watch } from './redis-connections.js';
import { LEASE_SCRIPTS } from './redis-lease.js';
import { SHARED_STATE_SCRIPTS } from './redis-shared-scripts.js';
import type { StoreReachability } from './store-reachability.js';

/**
 * Every Lua script the bot runs on Redis, known to each of its connections: node-redis runs them
 * with EVALSHA, and with EVAL once where Redis does not have one (after a restart or a flush).
 */
const REDIS_SCRIPTS = { ...FENCED_SCRIPTS, ...SHARED_STATE_SCRIPTS, ...LEASE_SCRIPTS };

/**
 * The node-redis client of the keyv namespaces (`@keyv/redis` adapters share it): calls fail at
 * once while it is reconnecting (`disableOfflineQueue`), it pings an idle server and drops a silent
 * socket, and it reconnects with the backoff of `core/backoff.ts`. The shared state's connections
 * are its duplicates ({@link sharedRedisClient}): node-redis builds a client's class of ~500
 * command methods for each distinct set of options, about 10 MB of memory each, and a duplicate
 * reuses it. Connect it with `connect()`; `closing()` says when a loss is the bot's own doing.
 */
export function keyvRedisClient(
  url: string,
  reachability: StoreReachability,
  closing: () => boolean,
) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    scripts: REDIS_SCRIPTS,
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

/** The bot's node-redis client, with every script of {@link REDIS_SCRIPTS}. */
export type RedisClient = ReturnType<typeof keyvRedisClient>;

/**
 * A connection of the shared state to `keyv`'s Redis, reporting to `reachability` as `name`: a
 * duplicate of the keyv client without its pings and socket timeout, not connected yet. `patient:
 * false` (member slots, counts, claims, mutexes): calls fail at once while it is reconnecting; pass
 * them through `answeredWithin` to fail after `commandTimeoutMs` without an answer. `patient: true`
 * (the leases, whose background renewals must not fail during a short outage): calls made while it
 * is reconnecting wait for Redis to come back and are sent then.
 */
export function sharedRedisClient(
  keyv: RedisClient,
  reachability: StoreReachability,
  { name, patient, closing }: { name: string; patient: boolean; closing: () => boolean },
): RedisClient {
  const client = keyv.duplicate({
    disableOfflineQueue: !patient,
    pingInterval: undefined,
    socket: { connectTimeout: REDIS_TIMING.connectTimeoutMs, reconnectStrategy: reconnectIn },
  });
  watch(client as Emitter, reachability, name, closing, ['error']);
  return client;
}
