import { EventEmitter, once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../core/logger.js';
import type { Lease, SharedState } from '../store/shared-state.js';

/** What {@link ShardLeases} needs. */
export interface ShardLeasesOptions {
  readonly shared: SharedState;
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
 * lease stops that shard's work and waits to take it back. With a one-process store there is
 * nothing to lease and every shard is held.
 */
export class ShardLeases {
  readonly #options: ShardLeasesOptions;
  readonly #leases = new Map<number, Lease>();
  /** Shards taken and resumed here: `taken-<shard>` is emitted once their work is resumed. */
  readonly #ready = new Set<number>();
  readonly #events = new EventEmitter();
  readonly #abort = new AbortController();

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

  /** Stops waiting and lets go of every lease, for the next process to take at once. */
  async release(): Promise<void> {
    this.#abort.abort();
    await Promise.allSettled([...this.#leases.values()].map((lease) => lease.release()));
  }

  async #take(shard: number): Promise<void> {
    const { logger, onTaken } = this.#options;
    const lease = this.#leases.get(shard);
    if (lease && !(await lease.tryTake())) {
      logger.info('waiting for the lease of a shard another process holds', { shard });
      await lease.take(this.#abort.signal);
    }
    if (lease) logger.info('took the lease of a shard', { shard });
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
