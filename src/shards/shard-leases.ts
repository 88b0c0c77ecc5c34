import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../core/logger.js';
import type { Lease, SharedState } from '../store/shared-state.js';
import type { StoreReachability } from '../store/store-reachability.js';

/** Longest {@link ShardLeases.release} waits for the store, in ms. */
const RELEASE_WAIT_MS = 1_000;

/** What {@link ShardLeases} needs. */
export interface ShardLeasesOptions {
  readonly shared: SharedState;
  /** Whether the store answers: after an outage a lease is confirmed before its work is written. */
  readonly reachability: StoreReachability;
  /** The shards this process runs (`SHARD_IDS`). */
  readonly shards: readonly number[];
  /** `SHARD_COUNT`, resolved. */
  readonly count: number;
  /** `SHARD_LEASE_MS`: a lease not refreshed this long is free for another process. */
  readonly timeoutMs: number;
  readonly logger: Logger;
  /** A lease was lost: stop that shard's work. */
  readonly onLost: (shard: number) => Promise<unknown>;
  /** A lost lease was taken back: resume that shard's work. */
  readonly onRegained: (shard: number) => Promise<unknown>;
}

/**
 * This process's leases on its shards, in Redis (redis-semaphore mutexes refreshed while it lives):
 * taken before the gateway identifies, so two processes never run the same shard's jobs. A process
 * started for a shard that a live process holds waits for it (a rolling restart); one that loses a
 * lease stops that shard's work and waits to take it back. While Redis is unreachable a lease stays
 * held: its refresh waits for Redis, and keeps it when the outage was short (under two thirds of
 * `timeoutMs` always); after a longer one the refresh finds it expired (or taken), and it is lost.
 * After an outage, the shard's work is written only once {@link mayWrite} confirmed its lease. With a one-process store there is
 * nothing to lease and every shard is held.
 */
export class ShardLeases {
  readonly #options: ShardLeasesOptions;
  readonly #leases = new Map<number, Lease>();
  readonly #abort = new AbortController();
  /** Per shard, the outage count when its lease was last taken or confirmed, or the confirmation under way. */
  readonly #confirmed = new Map<number, { outages: number; answer: Promise<boolean> }>();

  constructor(options: ShardLeasesOptions) {
    this.#options = options;
    const { shared, count, timeoutMs } = options;
    if (!shared.lease) return;
    for (const shard of options.shards) {
      const lease = shared.lease(`shard-${shard}-of-${count}`, {
        timeoutMs,
        onLost: () => void this.#lost(shard),
      });
      this.#leases.set(shard, lease);
    }
  }

  /** Takes every lease, waiting for those another live process holds; rejects once stopped. */
  async takeAll(): Promise<void> {
    await Promise.all([...this.#leases].map(([shard, lease]) => this.#take(shard, lease)));
  }

  /** Whether this process runs `shard`'s work now. */
  holds(shard: number): boolean {
    if (!this.#options.shards.includes(shard)) return false;
    const lease = this.#leases.get(shard);
    return lease === undefined || lease.held;
  }

  /**
   * Whether this process may write `shard`'s work now: at once when no outage of the store began
   * since its lease was taken or last confirmed; else once the store answers again, by asking it
   * whether the lease is still this process's (a lease found taken is reported lost, which stops
   * the shard's work). Without leases, whether this process runs `shard`.
   */
  mayWrite(shard: number, signal?: AbortSignal): boolean | Promise<boolean> {
    if (!this.holds(shard)) return false;
    const lease = this.#leases.get(shard);
    if (!lease) return true;
    const { outages } = this.#options.reachability;
    const confirmed = this.#confirmed.get(shard);
    if (confirmed?.outages === outages && this.#options.reachability.reachable) {
      return confirmed.answer;
    }
    return this.#confirm(shard, lease, signal);
  }

  async #confirm(shard: number, lease: Lease, signal?: AbortSignal): Promise<boolean> {
    const { reachability, logger } = this.#options;
    await reachability.whenReachable(signal);
    const { outages } = reachability;
    const known = this.#confirmed.get(shard);
    if (known?.outages === outages) return known.answer;
    const answer = lease.confirm().catch((error: unknown) => {
      logger.warn('could not confirm the lease of a shard', { shard, error });
      return false;
    });
    this.#confirmed.set(shard, { outages, answer });
    const held = await answer;
    logger.info(
      held
        ? 'still holds the lease of a shard after an outage'
        : 'no longer holds the lease of a shard after an outage',
      { shard },
    );
    return held;
  }

  /** How many leases this process holds. */
  get held(): number {
    return this.#options.shards.filter((shard) => this.holds(shard)).length;
  }

  /**
   * Stops waiting and lets go of every lease, for the next process to take at once; waits at most
   * {@link RELEASE_WAIT_MS} for a store that does not answer (the leases then expire by themselves).
   */
  async release(): Promise<void> {
    this.#abort.abort();
    const released = Promise.allSettled([...this.#leases.values()].map((lease) => lease.release()));
    await Promise.race([released, sleep(RELEASE_WAIT_MS, undefined, { ref: false })]);
  }

  async #take(shard: number, lease: Lease): Promise<void> {
    const { logger, reachability } = this.#options;
    const outages = reachability.outages;
    if (!(await lease.tryTake())) {
      logger.info('waiting for the lease of a shard another process holds', { shard });
      await lease.take(this.#abort.signal);
    }
    this.#confirmed.set(shard, { outages, answer: Promise.resolve(true) });
    logger.info('took the lease of a shard', { shard });
  }

  async #lost(shard: number): Promise<void> {
    const { logger, onLost, onRegained } = this.#options;
    logger.error('lost the lease of a shard: stopping its work', { shard });
    try {
      await onLost(shard);
      const lease = this.#leases.get(shard);
      if (!lease || this.#abort.signal.aborted) return;
      // Wait a full lease before trying again, so the process that took it over keeps it.
      await sleep(this.#options.timeoutMs, undefined, { signal: this.#abort.signal });
      await this.#take(shard, lease);
      await onRegained(shard);
    } catch (error) {
      if (!this.#abort.signal.aborted)
        logger.error('could not take a shard back', { shard, error });
    }
  }
}
