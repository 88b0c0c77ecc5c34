import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  createClient,
  DisconnectsClientError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
} from '@redis/client';
import { type Emitter, REDIS_TIMING, reconnectIn, watch } from './redis-connections.js';
import type { StoreReachability } from './store-reachability.js';

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

/** node-redis's errors for a call Redis never answered (not a reply from the server). */
const UNANSWERED = [
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
] as const;

/** Whether `error` is a keyv call's failure because Redis did not answer (see {@link UNANSWERED}). */
export function isUnansweredKeyvCall(error: unknown): boolean {
  return UNANSWERED.some((type) => error instanceof type);
}
