import { EventEmitter, once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { backoffDelay } from '../core/backoff.js';
import type { Logger } from '../core/logger.js';
import type { Fencing, Lease, SharedState } from '../store/shared-state.js';
import type { StoreReachability } from '../store/store-reachability.js';
import { beginTenure, type Tenure } from './shard-tenure.js';

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

/**
 * This process's leases on its shards in Redis (fenced, renewed while it lives), so two processes
 * never run one shard's work. A process started for a shard a live process holds (a rolling
 * restart, a standby) waits for it, and an interaction meanwhile may wait ({@link whenHeld}); one
 * that loses a lease stops the shard's work and waits to take it back. Nothing is sent or written
 * for a shard unless its lease surely has not passed ({@link mayAct}), and its writes are fenced
 * ({@link fencing}). Taking and resuming is retried with backoff until it succeeds or the process
 * stops. With a one-process store every shard is held.
 */
export class ShardLeases {
  readonly #options: ShardLeasesOptions;
  readonly #leases = new Map<number, Lease>();
  /** Shards taken and resumed here: `taken-<shard>` is emitted once their work is resumed. */
  readonly #ready = new Set<number>();
  /** Each shard's resume and stop, one after the other (a shard taken back resumes once stopped). */
  readonly #work = new Map<number, Promise<unknown>>();
  /** Each held shard's current {@link Tenure}, and how to end it. */
  readonly #tenures = new Map<number, { tenure: Tenure; end(): void }>();
  /** Shards whose {@link #take} is under way. */
  readonly #taking = new Set<number>();
  readonly #events = new EventEmitter();
  readonly #fencings = new Map<number, Fencing>();
  readonly #abort = new AbortController();

  constructor(options: ShardLeasesOptions) {
    this.#options = options;
    this.#events.setMaxListeners(0);
    const { shared, count, timeoutMs } = options;
    if (!shared.lease) {
      for (const shard of options.shards) this.#begin(shard, 0);
      return;
    }
    for (const shard of options.shards) {
      const lease = shared.lease(`shard-${shard}-of-${count}`, {
        timeoutMs,
        onLost: () => void this.#lost(shard),
      });
      this.#leases.set(shard, lease);
    }
  }

  /** Takes every lease, resuming each shard as soon as it is taken; rejects once released. */
  async takeAll(): Promise<void> {
    await Promise.all(this.#options.shards.map((shard) => this.#take(shard)));
  }

  /** Whether this process runs `shard`'s work now, as far as it knows. */
  holds(shard: number): boolean {
    if (!this.#options.shards.includes(shard)) return false;
    const lease = this.#leases.get(shard);
    return lease === undefined || lease.held;
  }

  /** Whether `shard`'s lease cannot have passed: renewed recently on the monotonic clock. */
  surelyHolds(shard: number): boolean {
    if (!this.holds(shard)) return false;
    return this.#leases.get(shard)?.surelyHeld ?? true;
  }

  /**
   * Whether this process may act for `shard` now (write its jobs, submit, send to Discord): at once
   * when {@link surelyHolds}, else once the store answers, by renewing the lease (one found lost
   * stops the shard's work).
   */
  mayAct(shard: number, signal?: AbortSignal): boolean | Promise<boolean> {
    if (!this.holds(shard)) return false;
    const lease = this.#leases.get(shard);
    if (!lease || lease.surelyHeld) return true;
    return this.#confirm(lease, signal);
  }

  /**
   * What fences the writes made for `shard`'s jobs (its history entries, refunds, member slots):
   * its lease's fence while held; a refused write confirms the lease at once (and finds it lost).
   * The same object for a shard on every call.
   */
  fencing(shard: number): Fencing {
    let fencing = this.#fencings.get(shard);
    if (!fencing) {
      const fenceOf = () => {
        const lease = this.#leases.get(shard);
        const fence = lease?.fence;
        return fence && { ...fence, refused: () => void lease?.confirm().catch(() => undefined) };
      };
      fencing = { name: `shard-${shard}`, fenceOf };
      this.#fencings.set(shard, fencing);
    }
    return fencing;
  }

  /** The {@link Tenure} under which this process holds `shard` now, if it does. */
  tenure(shard: number): Tenure | undefined {
    const current = this.#tenures.get(shard)?.tenure;
    return current && !current.signal.aborted && this.holds(shard) ? current : undefined;
  }

  async #confirm(lease: Lease, signal?: AbortSignal): Promise<boolean> {
    try {
      await this.#options.reachability.whenReachable(signal);
      signal?.throwIfAborted();
      const aborted = signal ? [once(signal, 'abort').then(() => false)] : [];
      return await Promise.race([lease.confirm(), ...aborted]);
    } catch {
      return false;
    }
  }

  /**
   * Whether this process runs `shard`'s work, taken and resumed, now or within `waitMs`: false at
   * once for a shard not this process's, or after {@link release}.
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

  /**
   * Stops waiting and lets go of every lease, for the next process to take at once; waits at most
   * {@link RELEASE_WAIT_MS} for a store that does not answer (the leases then expire by themselves).
   */
  async release(): Promise<void> {
    this.#abort.abort();
    for (const shard of this.#options.shards) this.#end(shard);
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
      this.#begin(shard, epoch);
      logger.info('took the lease of a shard', { shard, epoch });
    }
    await this.#serially(shard, () => onTaken(shard));
    if (lease && !lease.held) throw new Error('lost the lease of the shard while resuming it');
    this.#ready.add(shard);
    this.#events.emit(`taken-${shard}`);
  }

  async #lost(shard: number): Promise<void> {
    const { logger, onLost } = this.#options;
    this.#ready.delete(shard);
    this.#end(shard);
    logger.error('lost the lease of a shard: stopping its work', { shard });
    await this.#serially(shard, () => onLost(shard)).catch((error: unknown) => {
      logger.error('could not stop the work of a lost shard', { shard, error });
    });
    if (this.#abort.signal.aborted || this.#taking.has(shard)) return;
    try {
      // Wait a full lease before trying again, so the process that took it over keeps it.
      await sleep(this.#options.timeoutMs, undefined, { signal: this.#abort.signal });
      await this.#take(shard);
    } catch {
      // Released meanwhile.
    }
  }

  /** Runs `work` for `shard` once the shard's work before it ended (see {@link #work}). */
  #serially<T>(shard: number, work: () => Promise<T>): Promise<T> {
    const run = (this.#work.get(shard) ?? Promise.resolve()).catch(() => undefined).then(work);
    this.#work.set(shard, run);
    return run;
  }

  /** A new tenure of `shard` (its lease just taken): what is kept for the shard is made under it. */
  #begin(shard: number, epoch: number): void {
    this.#end(shard);
    const mayAct = (signal?: AbortSignal) => this.mayAct(shard, signal);
    // A take that followed another holder's: the previous holder's late requests may land.
    const handoverMs = epoch > 1 ? this.#options.timeoutMs : undefined;
    this.#tenures.set(shard, beginTenure(shard, epoch, mayAct, handoverMs));
  }

  /** Ends `shard`'s tenure: everything kept under it is dropped. */
  #end(shard: number): void {
    this.#tenures.get(shard)?.end();
    this.#tenures.delete(shard);
  }
}
