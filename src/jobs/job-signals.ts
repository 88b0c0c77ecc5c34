/** Something a stop aborts: an `AbortController`, or a job's poll. */
export interface Abortable {
  abort(reason: unknown): unknown;
}

/** A job's own stop signal, and how to let go of it. */
export interface JobSignal {
  readonly signal: AbortSignal;
  /** Forgets the signal (its job ended): it is aborted no more. */
  dispose(): void;
  /** Aborts this job's signal alone with `reason`; false when it was aborted already. */
  stop(reason: unknown): boolean;
  /** Whether {@link JobSignal.stop} aborted it (not the manager's or the shard's stop). */
  readonly stopped: boolean;
}

/**
 * The jobs' own stop signals: each is aborted when the manager stops or when its shard is given
 * up ({@link JobSignals.stopShard}; a shard taken back is {@link JobSignals.reopenShard}), with
 * their reason. They hang on no shared signal: adding a listener to an `EventTarget`
 * walks the listeners it has, so thousands of jobs each listening to the manager's signal would
 * make every job start cost O(jobs in flight). Here a start and an end are O(1); only a stop walks
 * the jobs, once.
 */
export class JobSignals {
  readonly #live = new Map<Abortable, number>();
  /** The shards given up, with the reason their jobs were aborted for. */
  readonly #stoppedShards = new Map<number, unknown>();

  /** @param stopped the manager's stop signal. */
  constructor(private readonly stopped: AbortSignal) {}

  /** A new signal for a job of `shard`; already aborted when the manager or the shard stopped. */
  own(shard: number): JobSignal {
    const controller = new AbortController();
    this.hold(shard, controller);
    return new OwnSignal(controller, this.#live);
  }

  /**
   * Has `abortable` aborted with the jobs of `shard` until {@link JobSignals.release}; aborts it at
   * once (and holds nothing) when the manager or the shard stopped already. False in that case.
   */
  hold(shard: number, abortable: Abortable): boolean {
    if (this.stopped.aborted) abortable.abort(this.stopped.reason);
    else if (this.#stoppedShards.has(shard)) abortable.abort(this.#stoppedShards.get(shard));
    else {
      this.#live.set(abortable, shard);
      return true;
    }
    return false;
  }

  /** Forgets `abortable` (its job ended): it is aborted no more. */
  release(abortable: Abortable): void {
    this.#live.delete(abortable);
  }

  /** Aborts every live signal with `reason` (the manager stops). */
  abortAll(reason: unknown): void {
    const live = [...this.#live.keys()];
    this.#live.clear();
    for (const abortable of live) abortable.abort(reason);
  }

  /**
   * Gives `shard` up: aborts its live signals with `reason`, and every later one of its jobs at
   * once, until {@link JobSignals.reopenShard}.
   */
  stopShard(shard: number, reason: unknown): void {
    if (!this.#stoppedShards.has(shard)) this.#stoppedShards.set(shard, reason);
    this.#abortShard(shard, this.#stoppedShards.get(shard));
  }

  /** Takes `shard` back (its lease taken again): its jobs' signals live again. */
  reopenShard(shard: number): void {
    this.#stoppedShards.delete(shard);
  }

  /** Aborts the live signals of `shard` with `reason`. */
  #abortShard(shard: number, reason: unknown): void {
    const live = [...this.#live].filter(([, of]) => of === shard).map(([abortable]) => abortable);
    for (const abortable of live) {
      this.#live.delete(abortable);
      abortable.abort(reason);
    }
  }

  /** How many signals are live. */
  get size(): number {
    return this.#live.size;
  }
}

/** One job's {@link JobSignal}: a small object (thousands are held), its methods on the prototype. */
class OwnSignal implements JobSignal {
  #stopped = false;

  constructor(
    private readonly controller: AbortController,
    private readonly live: Map<Abortable, number>,
  ) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  dispose(): void {
    this.live.delete(this.controller);
  }

  stop(reason: unknown): boolean {
    if (this.controller.signal.aborted) return false;
    this.#stopped = true;
    this.live.delete(this.controller);
    this.controller.abort(reason);
    return true;
  }
}
