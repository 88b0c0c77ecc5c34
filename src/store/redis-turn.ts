import { Mutex } from 'redis-semaphore';
import type { SemaphoreClient } from './redis-semaphore-client.js';

/** How often a waiting process tries again, as a share of the window. */
const RETRY_SHARE = 0.02;

/**
 * A turn on `key` in a window of `windowMs` shared by every process on `redis`: a redis-semaphore
 * `Mutex` taken with `SET NX PX windowMs` and never refreshed nor released, so it lapses exactly
 * one window after it was taken and the next waiting process (trying every fiftieth of the window)
 * takes it then. Resolves once taken; rejects with the signal's reason when aborted.
 */
export async function takeRedisTurn(
  redis: SemaphoreClient,
  key: string,
  windowMs: number,
  signal?: AbortSignal,
): Promise<void> {
  const mutex = new Mutex(redis, key, {
    lockTimeout: windowMs,
    refreshInterval: 0,
    acquireTimeout: Number.POSITIVE_INFINITY,
    retryInterval: Math.max(5, Math.round(windowMs * RETRY_SHARE)),
  });
  await mutex.acquire(signal);
}
