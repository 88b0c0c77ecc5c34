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
import { backoffDelay } from '../core/backoff.js';
import { REDIS_SCRIPTS } from './redis-scripts.js';
import type { StoreReachability } from './store-reachability.js';

/**
 * How the bot's Redis connections meet an outage: a call fails at once while Redis is unreachable
 * (no offline queue) and within about a second when it does not answer, so an interaction is
 * answered well inside Discord's 3 s; each connection reconnects on its own.
 */
export const REDIS_TIMING = {
  /** A shared-state call (script, command or batch) not answered this long fails. */
  commandTimeoutMs: 1_000,
  /** The keyv connection pings this often when idle… */
  pingIntervalMs: 500,
  /** …and drops the socket after this long without a byte, e.g. from a server that hangs. */
  socketTimeoutMs: 1_500,
  connectTimeoutMs: 2_000,
  /** Waits between reconnection attempts: doubling from `baseMs` up to `maxMs`, ± 50 ms. */
  reconnect: { baseMs: 100, maxMs: 2_000, jitterMs: 50 },
} as const;

/** The wait before reconnection attempt number `attempt`. */
const reconnectIn = (attempt: number) => backoffDelay(attempt, REDIS_TIMING.reconnect);

/**
 * Reports `client`'s losses (`error` events, unless `closing()`) and returns (`ready`) of its
 * server to `reachability` as `name`.
 */
function watch(
  client: { on(event: string, listener: (error?: unknown) => void): unknown },
  reachability: StoreReachability,
  name: string,
  closing: () => boolean,
): void {
  client.on('error', (error) => {
    if (!closing()) reachability.lost(name, error ?? new Error('Redis connection error'));
  });
  client.on('ready', () => reachability.regained(name));
}

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

/** Whether `error` is a call's failure because Redis did not answer (see {@link UNANSWERED}). */
export function isUnansweredRedisCall(error: unknown): boolean {
  return UNANSWERED.some((type) => error instanceof type);
}

/**
 * `call`, or node-redis's `TimeoutError` once it went `ms` without an answer: node-redis's own
 * `timeout` ends when a command is written, this one covers the wait for the reply too.
 */
export function answeredWithin<T>(
  call: Promise<T>,
  ms: number = REDIS_TIMING.commandTimeoutMs,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/** Closes `client`: politely when it is connected, at once when it is not. */
export async function closeRedisClient(client: {
  readonly isReady: boolean;
  readonly isOpen: boolean;
  close(): Promise<void>;
  destroy(): void;
}): Promise<void> {
  if (!client.isOpen) return;
  if (!client.isReady) {
    client.destroy();
    return;
  }
  await client.close().catch(() => client.destroy());
}

/**
 * The node-redis client of the keyv namespaces: calls fail at once while it reconnects (with the
 * backoff of `core/backoff.ts`), it pings an idle server and drops a silent socket. The shared
 * state's connections are its duplicates, which reuse its class of command methods (about 10 MB per
 * distinct set of options). `closing()` says when a loss is the bot's own doing.
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
  watch(client, reachability, 'keyv', closing);
  return client;
}

/** The bot's node-redis client, with every script of {@link REDIS_SCRIPTS}. */
export type RedisClient = ReturnType<typeof keyvRedisClient>;

/**
 * A connection of the shared state, reporting to `reachability` as `name`: a duplicate of the keyv
 * client without pings nor socket timeout, not connected yet. Unless `patient` (the leases, whose
 * renewals must outlast a short outage), calls fail at once while it reconnects.
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
  watch(client, reachability, name, closing);
  return client;
}
