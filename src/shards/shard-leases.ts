import { EventEmitter, once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { backoffDelay } from '../core/backoff.js';
import type { Logger } from '../core/logger.js';
import type { Fence, Fencing, Lease, SharedState } from '../store/shared-state.js';
import type { StoreReachability } from '../store/store-reachability.js';

/** Longest {@link ShardLeases.release} waits for the store, in ms. */
const RELEASE_WAIT_MS = 1_000;

/** Backoff between attempts to take and resume a shard that failed (the store down, or failing). */
const RETAKE_BACKOFF = { baseMs: 250, maxMs: 5_000 } as const;

/** What {@link ShardLeases} needs. */
export interface ShardLeasesOptions {
  readonly shared: SharedState;
  /** Whether the store answers: a lease is confirmed only once it does. */
  readonly reachability: StoreReachability;
  /** The shards this process runs (`SHARD_IDS`). */
  readonly shards: readonly number[];
  /** `SHARD_COUNT`, resolved. */
  readonly count: number;
  /** `SHARD_LEASE_MS`: a lease not renewed this long is free for another process. */
  readonly timeoutMs: number;
  readonly logger: Logger;
  /** A lease was taken (at start-up, or back after a loss): resume that shard's work. */
  readonly onTaken: (shard: number) => Promise<unknown>;
  /** A lease was lost: stop that shard's work. */
  readonly onLost: (shard: number) => Promise<unknown>;
}

/** A shard's {@link Fence}, and what to do when a write fenced by it was refused. */
export interface ShardFence extends Fence {
  /** A fenced write was refused: the lease is confirmed at once (and found lost). */
  readonly refused: () => void;
}

/**
 * This process's leases on its shards, in Redis (fenced leases renewed while it lives), so two
 * processes never run the same shard's work. A process started for a shard that a live process
 * holds waits for it (a rolling restart, or a standby), its gateway already connected: an
 * interaction it receives meanwhile can wait a moment ({@link whenHeld}) for the holder to let go.
 * One that loses a lease stops that shard's work and waits to take it back. Nothing is sent or
 * written for a shard unless its lease surely has not passed ({@link mayAct}: at once on the
 * monotonic clock, else after a renewal in Redis), and a job's writes are fenced by the take's
 * token ({@link fence}). Taking and resuming a shard is tried again, with backoff and a log line,
 * until it succeeds or the process stops: a standby outlives an outage of the store. With a
 * one-process store there is nothing to lease and every shard is held.
 */
export class ShardLeases {
  readonly #options: ShardLeasesOptions;
  readonly #leases = new Map<number, Lease>();
  /** Shards taken and resumed here: `taken-<shard>` is emitted once their work is resumed. */
  readonly #ready = new Set<number>();
  /** When (monotonic ms) a shard was taken from a lease some process held before. */
  readonly #handedOverAt = new Map<number, number>();
  /** Shards whose {@link #take} is under way. */
  readonly #taking = new Set<number>();
  readonly #events = new EventEmitter();
  readonly #fencings = new Map<number, Fencing>();
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

  /** Whether this process runs `shard`'s work now, as far as it knows. */
  holds(shard: number): boolean {
    if (!this.#options.shards.includes(shard)) return false;
    const lease = this.#leases.get(shard);
    return lease === undefined || lease.held;
  }

  /**
   * Whether `shard`'s lease cannot have passed to another process: held and renewed recently on the
   * monotonic clock (no round trip). False for a process that was paused past its lease.
   */
  surelyHolds(shard: number): boolean {
    if (!this.holds(shard)) return false;
    return this.#leases.get(shard)?.surelyHeld ?? true;
  }

  /**
   * Whether this process may act for `shard` now (write its jobs, submit, send to Discord): at once
   * when {@link surelyHolds}; else once the store answers, by renewing the lease (a lease found
   * taken or expired is reported lost, which stops the shard's work). Without leases, whether this
   * process runs `shard`.
   */
  mayAct(shard: number, signal?: AbortSignal): boolean | Promise<boolean> {
    if (!this.holds(shard)) return false;
    const lease = this.#leases.get(shard);
    if (!lease || lease.surelyHeld) return true;
    return this.#confirm(lease, signal);
  }

  /** The fencing token of `shard`'s lease while held; undefined without leases or when not held. */
  fence(shard: number): ShardFence | undefined {
    const lease = this.#leases.get(shard);
    const fence = lease?.fence;
    if (!lease || !fence) return undefined;
    return { ...fence, refused: () => void lease.confirm().catch(() => undefined) };
  }

  /**
   * What fences the writes made for `shard`'s jobs (its history entries, refunds, member slots):
   * its lease's fence of the moment. The same object for a shard on every call.
   */
  fencing(shard: number): Fencing {
    let fencing = this.#fencings.get(shard);
    if (!fencing) {
      fencing = { name: `shard-${shard}`, fenceOf: () => this.fence(shard) };
      this.#fencings.set(shard, fencing);
    }
    return fencing;
  }

  /**
   * How long, in ms from now, a request the previous holder of `shard` checked before this process
   * took it over could still land: a lease's length after the takeover; 0 when this process's
   * take followed no other holder's, or long after.
   */
  handoverUnsettledFor(shard: number): number {
    const at = this.#handedOverAt.get(shard);
    if (at === undefined) return 0;
    return Math.max(0, Math.ceil(at + this.#options.timeoutMs - performance.now()));
  }

  async #confirm(lease: Lease, signal?: AbortSignal): Promise<boolean> {
    try {
      await this.#options.reachability.whenReachable(signal);
      if (!signal) return await lease.confirm();
      signal.throwIfAborted();
      const aborted = once(signal, 'abort').then(() => false);
      return await Promise.race([lease.confirm(), aborted]);
    } catch {
      return false;
    }
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

  /** Takes `shard`'s lease and resumes its work, trying again after each failure until released. */
  async #take(shard: number): Promise<void> {
    const { logger } = this.#options;
    this.#taking.add(shard);
    try {
      for (let failures = 0; ; failures += 1) {
        try {
          await this.#takeOnce(shard);
          if (failures > 0)
            logger.info('took and resumed a shard after failures', { shard, failures });
          return;
        } catch (error) {
          if (this.#abort.signal.aborted) throw error;
          const delayMs = backoffDelay(failures, RETAKE_BACKOFF);
          logger.warn('could not take or resume a shard; trying again', { shard, delayMs, error });
          await sleep(delayMs, undefined, { signal: this.#abort.signal });
        }
      }
    } finally {
      this.#taking.delete(shard);
    }
  }

  async #takeOnce(shard: number): Promise<void> {
    const { logger, onTaken } = this.#options;
    const lease = this.#leases.get(shard);
    if (lease && !lease.held) {
      if (!(await lease.tryTake())) {
        logger.info('waiting for the lease of a shard another process holds', { shard });
        await lease.take(this.#abort.signal);
      }
      const epoch = lease.fence?.epoch ?? 0;
      if (epoch > 1) this.#handedOverAt.set(shard, performance.now());
      logger.info('took the lease of a shard', { shard, epoch });
    }
    await onTaken(shard);
    if (lease && !lease.held) throw new Error('lost the lease of the shard while resuming it');
    this.#ready.add(shard);
    this.#events.emit(`taken-${shard}`);
  }

  async #lost(shard: number): Promise<void> {
    const { logger, onLost } = this.#options;
    this.#ready.delete(shard);
    logger.error('lost the lease of a shard: stopping its work', { shard });
    try {
      await onLost(shard);
    } catch (error) {
      logger.error('could not stop the work of a lost shard', { shard, error });
    }
    if (this.#abort.signal.aborted || this.#taking.has(shard)) return;
    try {
      // Wait a full lease before trying again, so the process that took it over keeps it.
      await sleep(this.#options.timeoutMs, undefined, { signal: this.#abort.signal });
      await this.#take(shard);
    } catch {
      // Released meanwhile.
    }
  }
}
