import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { Mutex } from 'redis-semaphore';
import type { Lease, LeaseOptions } from './shared-state.js';

/** How often a waiting process tries to take a lease: a tenth of its timeout, at most this (ms). */
const MAX_RETRY_MS = 250;

/**
 * A {@link Lease} through redis-semaphore's `Mutex` (one attempt per try, retried every tenth of the
 * timeout, at most every 250 ms, while waiting, so a successor takes a released lease within a
 * quarter second): taken with `SET NX PX`, refreshed every third
 * of its timeout while held, and lost (`onLost`) when a refresh fails, e.g. after Redis was
 * unreachable longer than the timeout and another process took it.
 */
export class RedisLease implements Lease {
  readonly #mutex: Mutex;
  readonly #retryMs: number;

  constructor(redis: Redis, key: string, options: LeaseOptions) {
    this.#retryMs = Math.max(10, Math.min(MAX_RETRY_MS, Math.round(options.timeoutMs / 10)));
    this.#mutex = new Mutex(redis, key, {
      lockTimeout: options.timeoutMs,
      refreshInterval: Math.max(1, Math.round(options.timeoutMs / 3)),
      acquireAttemptsLimit: 1,
      onLockLost: (error) => options.onLost(error),
    });
  }

  get held(): boolean {
    return this.#mutex.isAcquired;
  }

  tryTake(): Promise<boolean> {
    return this.#mutex.tryAcquire();
  }

  async take(signal?: AbortSignal): Promise<void> {
    while (!(await this.#mutex.tryAcquire(signal))) {
      await sleep(this.#retryMs, undefined, { signal });
    }
  }

  async release(): Promise<void> {
    if (this.#mutex.isAcquired) await this.#mutex.release();
  }
}
