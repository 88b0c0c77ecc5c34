import { setTimeout as sleep } from 'node:timers/promises';
import type { RedisClient } from './redis-connections.js';
import type { Fence, Lease, LeaseOptions } from './shared-state.js';

/** How often a waiting process tries to take a lease: a tenth of its timeout, at most this (ms). */
const MAX_RETRY_MS = 250;

/** The share of a lease's timeout not counted on after a renewal: clocks' rates may differ. */
const CLOCK_MARGIN = 0.1;

/** What of a Redis connection a lease uses. */
type LeaseConnection = Pick<RedisClient, 'isReady' | 'leaseTake' | 'leaseRenew' | 'leaseRelease'>;

/** Where a {@link RedisLease} keeps its state. */
export interface RedisLeaseKeys {
  /** The lease itself, valued `<epoch>:<holder>` while held, expiring unless renewed. */
  readonly lease: string;
  /** The last epoch given out: it grows at every take and never expires. */
  readonly epoch: string;
}

/**
 * A lease in Redis with a fencing token: each take gives it the next epoch, so its value
 * `<epoch>:<holder>` (the {@link Fence} a write checks in Redis) differs at every take. Renewed
 * every third of its timeout; after each renewal this process counts on it only until the send time
 * plus the timeout, less a margin, on the monotonic clock ({@link surelyHeld}), so a process paused
 * past that knows at once that it may have passed. `redis`'s calls wait while Redis is unreachable:
 * a renewal due in a short outage is sent when it is back. (redis-semaphore's mutex has no fencing
 * token, no renewal on demand and no time of the last renewal.)
 */
export class RedisLease implements Lease {
  readonly #redis: LeaseConnection;
  readonly #keys: RedisLeaseKeys;
  readonly #options: LeaseOptions;
  readonly #holder: string;
  readonly #retryMs: number;
  #token: string | undefined;
  #epoch = 0;
  /** Until when (monotonic ms) the lease surely has not passed. */
  #validUntil = 0;
  #renewal: Promise<boolean> | undefined;
  #renewing: AbortController | undefined;

  constructor(redis: LeaseConnection, keys: RedisLeaseKeys, holder: string, options: LeaseOptions) {
    this.#redis = redis;
    this.#keys = keys;
    this.#holder = holder;
    this.#options = options;
    this.#retryMs = Math.max(10, Math.min(MAX_RETRY_MS, Math.round(options.timeoutMs / 10)));
  }

  get held(): boolean {
    return this.#token !== undefined;
  }

  get surelyHeld(): boolean {
    return this.#token !== undefined && performance.now() < this.#validUntil;
  }

  get fence(): Fence | undefined {
    const token = this.#token;
    return token === undefined ? undefined : { key: this.#keys.lease, token, epoch: this.#epoch };
  }

  async tryTake(): Promise<boolean> {
    if (this.#token !== undefined) return true;
    const sentAt = performance.now();
    const { timeoutMs } = this.#options;
    const epoch = await this.#redis.leaseTake(
      this.#keys.lease,
      this.#keys.epoch,
      this.#holder,
      timeoutMs,
    );
    if (epoch === 0) return false;
    this.#epoch = epoch;
    this.#token = `${epoch}:${this.#holder}`;
    this.#validUntil = sentAt + timeoutMs * (1 - CLOCK_MARGIN);
    this.#renewing = new AbortController();
    void this.#renew(this.#renewing.signal);
    return true;
  }

  async take(signal?: AbortSignal): Promise<void> {
    while (!(await this.tryTake())) {
      await sleep(this.#retryMs, undefined, { signal });
    }
  }

  confirm(): Promise<boolean> {
    if (this.#token === undefined) return Promise.resolve(false);
    this.#renewal ??= this.#renewOnce(this.#token).finally(() => {
      this.#renewal = undefined;
    });
    return this.#renewal;
  }

  async release(): Promise<void> {
    const token = this.#drop();
    if (token === undefined || !this.#redis.isReady) return;
    await this.#redis.leaseRelease(this.#keys.lease, token);
  }

  async #renew(signal: AbortSignal): Promise<void> {
    const everyMs = Math.max(1, Math.round(this.#options.timeoutMs / 3));
    while (!signal.aborted && this.held) {
      try {
        await sleep(everyMs, undefined, { signal });
      } catch {
        return;
      }
      await this.confirm();
    }
  }

  async #renewOnce(token: string): Promise<boolean> {
    const sentAt = performance.now();
    const { timeoutMs } = this.#options;
    let renewed: boolean;
    try {
      renewed = (await this.#redis.leaseRenew(this.#keys.lease, token, timeoutMs)) === 1;
    } catch {
      // Not an answer about the lease (the connection closed): count on it no longer than before.
      return this.#token === token && this.surelyHeld;
    }
    if (this.#token !== token) return false;
    if (renewed) {
      this.#validUntil = Math.max(this.#validUntil, sentAt + timeoutMs * (1 - CLOCK_MARGIN));
      return true;
    }
    this.#drop();
    this.#options.onLost(new Error('the lease expired or another process took it'));
    return false;
  }

  /** Stops counting on the lease; returns the token it had. */
  #drop(): string | undefined {
    const token = this.#token;
    this.#token = undefined;
    this.#validUntil = 0;
    this.#renewing?.abort();
    this.#renewing = undefined;
    return token;
  }
}
