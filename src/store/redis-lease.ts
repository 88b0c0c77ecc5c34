import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { Mutex } from 'redis-semaphore';
import type { Lease, LeaseOptions } from './shared-state.js';

/** How often a waiting process tries to take a lease: a tenth of its timeout, at most this (ms). */
const MAX_RETRY_MS = 250;

type MutexClient = ConstructorParameters<typeof Mutex>[0];
const MUTEX_CALLS = ['eval', 'evalsha', 'get', 'set', 'zrem'] as const;

/**
 * redis-semaphore's view of `redis`: a call cut short because the bot closed the connection never
 * settles, since redis-semaphore refreshes from a timer and a refresh waiting for Redis when the
 * bot stops would otherwise be an unhandled rejection.
 */
function closable(redis: Redis): MutexClient {
  const view: Record<string, unknown> = { options: redis.options };
  for (const name of MUTEX_CALLS) {
    const call = redis[name] as (...args: unknown[]) => Promise<unknown>;
    view[name] = (...args: unknown[]) =>
      call.apply(redis, args).catch((error: unknown) => {
        if (redis.status === 'end') return new Promise(() => undefined);
        throw error;
      });
  }
  return view as unknown as MutexClient;
}

/**
 * A {@link Lease} through redis-semaphore's `Mutex` (one attempt per try, retried every tenth of the
 * timeout, at most every 250 ms, while waiting, so a successor takes a released lease within a
 * quarter second): taken with `SET NX PX`, refreshed every third of its timeout while held, and
 * lost (`onLost`) when a refresh finds it gone. `redis` is a connection whose calls wait while
 * Redis is unreachable: a refresh due during an outage is sent when Redis is back, and keeps the
 * lease when the outage was shorter than what was left of the timeout (at least two thirds of it).
 */
export class RedisLease implements Lease {
  readonly #mutex: Mutex;
  readonly #redis: Redis;
  /** Where redis-semaphore keeps the mutex: `mutex:<key>`, valued with its identifier. */
  readonly #stored: string;
  readonly #retryMs: number;
  readonly #onLost: (error: Error) => void;
  /** Set when this process let go of the lease without redis-semaphore knowing it. */
  #dropped = false;

  constructor(redis: Redis, key: string, options: LeaseOptions) {
    this.#redis = redis;
    this.#stored = `mutex:${key}`;
    this.#retryMs = Math.max(10, Math.min(MAX_RETRY_MS, Math.round(options.timeoutMs / 10)));
    this.#onLost = options.onLost;
    this.#mutex = new Mutex(closable(redis), key, {
      lockTimeout: options.timeoutMs,
      refreshInterval: Math.max(1, Math.round(options.timeoutMs / 3)),
      acquireAttemptsLimit: 1,
      onLockLost: (error) => {
        if (!this.#dropped) options.onLost(error);
      },
    });
  }

  get held(): boolean {
    return this.#mutex.isAcquired && !this.#dropped;
  }

  async tryTake(): Promise<boolean> {
    const taken = await this.#mutex.tryAcquire();
    if (taken) this.#dropped = false;
    return taken;
  }

  async take(signal?: AbortSignal): Promise<void> {
    while (!(await this.tryTake())) {
      await sleep(this.#retryMs, undefined, { signal });
    }
  }

  async confirm(): Promise<boolean> {
    if (!this.held) return false;
    const holder = await this.#redis.get(this.#stored);
    if (holder === this.#mutex.identifier || !this.held) return this.held;
    this.#drop();
    this.#onLost(new Error('another process holds the lease'));
    return false;
  }

  async release(): Promise<void> {
    if (!this.#mutex.isAcquired) return;
    if (this.#redis.status === 'ready') {
      await this.#mutex.release();
      return;
    }
    // Redis is unreachable: stop refreshing and let the lease expire by itself.
    this.#drop();
  }

  #drop(): void {
    this.#dropped = true;
    this.#mutex.stopRefresh();
  }
}
