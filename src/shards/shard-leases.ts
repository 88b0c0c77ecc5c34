import { EventEmitter, once } from 'node:events';
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
  /** A lease was taken (at start-up, or back after a loss): resume that shard's work. */
  readonly onTaken: (shard: number) => Promise<unknown>;
  /** A lease was lost: stop that shard's work. */
  readonly onLost: (shard: number) => Promise<unknown>;
}

/**
 * This process's leases on its shards, in Redis (redis-semaphore mutexes refreshed while it lives),
 * so two processes never run the same shard's work. A process started for a shard that a live
 * process holds waits for it (a rolling restart), its gateway already connected: an interaction it
 * receives meanwhile can wait a moment ({@link whenHeld}) for the holder to let go. One that loses a
 * lease stops that shard's work and waits to take it back. While Redis is unreachable a lease stays
 * held: its refresh waits for Redis, and keeps it when the outage was short (under two thirds of
 * `timeoutMs` always); after a longer one the refresh finds it expired (or taken), and it is lost.
 * After an outage, the shard's work is written only once {@link mayWrite} confirmed its lease. With
 * a one-process store there is
 * nothing to lease and every shard is held.
 */
export class ShardLeases {
  readonly #options: ShardLeasesOptions;
  readonly #leases = new Map<number, Lease>();
  /** Shards taken and resumed here: `taken-<shard>` is emitted once their work is resumed. */
  readonly #ready = new Set<number>();
  readonly #events = new EventEmitter();
  readonly #abort = new AbortController();
  /** Per shard, the outage count when its lease was last taken or confirmed, or the confirmation under way. */
  readonly #confirmed = new Map<number, { outages: number; answer: Promise<boolean> }>();

  constructor(options: ShardLeasesOptions) {
    this.#options = options;
    this.#events.setMaxListeners(0);
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

  /**
   * Takes every lease and resumes each shard's work as soon as its own is taken, waiting for those
   * another live process holds; rejects once released.
   */
  async takeAll(): Promise<void> {
    await Promise.all(this.#options.shards.map((shard) => this.#take(shard)));
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

  /**
   * Whether this process runs `shard`'s work now or within `waitMs`, once it is taken and resumed:
   * false at once for a shard that is not this process's, or after {@link release}.
   */
  async whenHeld(shard: number, waitMs: number): Promise<boolean> {
    if (this.#abort.signal.aborted || !this.#options.shards.includes(shard)) return false;
    if (this.holds(shard) && (this.#ready.has(shard) || !this.#leases.has(shard))) return true;
    const signal = AbortSignal.any([this.#abort.signal, AbortSignal.timeout(waitMs)]);
    try {
      await once(this.#events, `taken-${shard}`, { signal });
      return this.holds(shard);
    } catch {
      return false;
    }
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

  async #take(shard: number): Promise<void> {
    const { logger, onTaken, reachability } = this.#options;
    const lease = this.#leases.get(shard);
    const outages = reachability.outages;
    if (lease && !(await lease.tryTake())) {
      logger.info('waiting for the lease of a shard another process holds', { shard });
      await lease.take(this.#abort.signal);
    }
    if (lease) {
      this.#confirmed.set(shard, { outages, answer: Promise.resolve(true) });
      logger.info('took the lease of a shard', { shard });
    }
    await onTaken(shard);
    this.#ready.add(shard);
    this.#events.emit(`taken-${shard}`);
  }

  async #lost(shard: number): Promise<void> {
    const { logger, onLost } = this.#options;
    this.#ready.delete(shard);
    logger.error('lost the lease of a shard: stopping its work', { shard });
    try {
      await onLost(shard);
      if (this.#abort.signal.aborted) return;
      // Wait a full lease before trying again, so the process that took it over keeps it.
      await sleep(this.#options.timeoutMs, undefined, { signal: this.#abort.signal });
      await this.#take(shard);
    } catch (error) {
      if (!this.#abort.signal.aborted)
        logger.error('could not take a shard back', { shard, error });
    }
  }
}
