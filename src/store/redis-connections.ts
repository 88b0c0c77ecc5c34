import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
} from '@redis/client';
import { backoffDelay } from '../core/backoff.js';
import type { StoreReachability } from './store-reachability.js';

/**
 * How the bot's Redis connections (node-redis, every one, see `redis-client.ts`: the keyv
 * namespaces', the shared state's and the leases') meet an outage. A call made
 * while Redis is unreachable fails at once (no offline queue), and one Redis does not answer fails
 * within about a second, so an interaction is answered well inside Discord's 3 s; each connection
 * reconnects on its own.
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
 * `call`, or node-redis's `TimeoutError` once it went `ms` without an answer. node-redis's own
 * command `timeout` covers a command only until it is written; this covers the wait for the reply
 * too (a server that hangs), which is then dropped when it comes.
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
