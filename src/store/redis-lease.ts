import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { Mutex } from 'redis-semaphore';
import type { Lease, LeaseOptions } from './shared-state.js';

/** How often a waiting process tries to take a lease, as a share of its timeout. */
const RETRY_SHARE = 0.1;

/**
 * A {@link Lease} through redis-semaphore's `Mutex` (one attempt per try, retried every tenth of the
 * timeout while waiting): taken with `SET NX PX`, refreshed every third
 * of its timeout while held, and lost (`onLost`) when a refresh fails, e.g. after Redis was
 * unreachable longer than the timeout and another process took it.
 */
export class RedisLease implements Lease {
  readonly #mutex: Mutex;
  readonly #retryMs: number;

  constructor(redis: Redis, key: string, options: LeaseOptions) {
    this.#retryMs = Math.max(10, Math.round(options.timeoutMs * RETRY_SHARE));
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
