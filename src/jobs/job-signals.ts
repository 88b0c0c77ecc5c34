/** Something a stop aborts: an `AbortController`, or a job's poll. */
export interface Abortable {
  abort(reason: unknown): unknown;
}

/**
 * The jobs' own stop signals, aborted when the manager stops or their shard is given up. None
 * listens to a shared signal (adding a listener walks the others, O(jobs) per start): a start and
 * an end are O(1), only a stop walks the jobs, once.
 */
export class JobSignals {
  readonly #live = new Map<Abortable, number>();
  /** The shards given up, with the reason their jobs were aborted for. */
  readonly #stoppedShards = new Map<number, unknown>();

  /** @param stopped the manager's stop signal. */
  constructor(private readonly stopped: AbortSignal) {}

  /** A new controller for a job of `shard`, held (see {@link JobSignals.hold}) until released. */
  own(shard: number): AbortController {
    const controller = new AbortController();
    this.hold(shard, controller);
    return controller;
  }

  /**
   * Holds `abortable` for the jobs of `shard` until {@link JobSignals.release}; when the manager
   * or the shard stopped already, aborts it at once and returns false.
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

  /** Gives `shard` up: aborts its live signals with `reason`, and later ones at once till reopened. */
  stopShard(shard: number, reason: unknown): void {
    if (!this.#stoppedShards.has(shard)) this.#stoppedShards.set(shard, reason);
    const live = [...this.#live].filter(([, of]) => of === shard).map(([abortable]) => abortable);
    for (const abortable of live) {
      this.#live.delete(abortable);
      abortable.abort(this.#stoppedShards.get(shard));
    }
  }

  /** Takes `shard` back (its lease taken again): its jobs' signals live again. */
  reopenShard(shard: number): void {
    this.#stoppedShards.delete(shard);
  }

  /** How many signals are live. */
  get size(): number {
    return this.#live.size;
  }
}
