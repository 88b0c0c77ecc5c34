/**
 * How long {@link SharedState.exclusive} holds a name at most, in ms: a run under it (a keyv read
 * and write, each failing within 1.5 s when Redis does not answer) ends well within it.
 */
export const EXCLUSIVE_TIMEOUT_MS = 5_000;

/**
 * A fencing token: the lease's key and the value it has while one holder holds it (its epoch, which
 * grows at every take, and the holder). A write fenced by it is made only while the key still has
 * that value, checked atomically by the store.
 */
export interface Fence {
  readonly key: string;
  readonly token: string;
  /** The take's number, growing at every take of the lease by any process. */
  readonly epoch: number;
}

/** A fence and what to do when a write it fences was refused. */
export interface WriteFence extends Fence {
  /** Called when the store refused a write: the lease is not this process's any more. */
  readonly refused?: () => void;
}

/** Where the writes of a fenced namespace may go: the fence of the moment, or none (refused). */
export type FenceOf = () => WriteFence | undefined;

/**
 * The lease that fences a writer's writes (e.g. a shard's, for the writes made for its jobs): its
 * name, and its fence of the moment. A write given it is made only while that fence holds.
 */
export interface Fencing {
  /** The lease's name, e.g. `shard-0`: one fenced Keyv per namespace and name. */
  readonly name: string;
  readonly fenceOf: FenceOf;
}

/** A lease on a name (e.g. a Discord shard) that one process holds at a time. */
export interface Lease {
  /** Takes the lease now if free; resolves whether it did. */
  tryTake(): Promise<boolean>;
  /** Waits until the lease is free and takes it; rejects with the signal's reason when aborted. */
  take(signal?: AbortSignal): Promise<void>;
  /** Whether this process believes it holds it (renewed in the background while it does). */
  readonly held: boolean;
  /**
   * Whether the lease cannot have passed to another process yet: held, and its last renewal less
   * than its timeout ago (less a margin) on the monotonic clock. False after a pause past it, until
   * {@link confirm} renewed it.
   */
  readonly surelyHeld: boolean;
  /** The fencing token of the current take, while held. */
  readonly fence: Fence | undefined;
  /**
   * Renews the lease now (one round trip, shared with a renewal under way): resolves whether this
   * process still holds it; a lease found expired or taken is reported lost (`onLost`).
   */
  confirm(): Promise<boolean>;
  /** Lets go of the lease (when the store is unreachable, stops renewing it); nothing when not held. */
  release(): Promise<void>;
}

/** Options of {@link SharedState.lease}. */
export interface LeaseOptions {
  /** A lease not renewed for this long is free for another process, in ms. */
  readonly timeoutMs: number;
  /** Called once when the lease was lost (not refreshed in time, or taken by another process). */
  readonly onLost: (error: Error) => void;
}

/** Options of {@link SharedState.countDown}. */
export interface CountDownOptions {
  /**
   * What is given back (e.g. a generation's id): a second count down of `key` for the same id,
   * by any process, changes nothing; remembered `ttlMs`.
   */
  readonly once?: { readonly id: string; readonly ttlMs: number };
  /** Made only while this lease is held with its token, atomically. */
  readonly fencing?: Fencing;
}

/** What {@link SharedState.countDown} did. */
export interface CountedDown {
  /** The count after. */
  readonly count: number;
  /** Whether `once`'s id was counted down before: nothing changed. */
  readonly repeated: boolean;
}

/** A counter of {@link SharedState.countUpTo}, as {@link SharedState.counts} lists it. */
export interface SharedCount {
  /** The key given to `countUpTo`. */
  readonly key: string;
  readonly count: number;
  /** How much longer it is kept, in ms; undefined when it does not expire. */
  readonly ttlMs: number | undefined;
}

/** A tally of {@link SharedState.addToTally}, as {@link SharedState.tallies} lists it. */
export interface SharedTally {
  /** The key given to `addToTally`. */
  readonly key: string;
  readonly fields: Readonly<Record<string, number>>;
  /** How much longer it is kept, in ms; undefined when it does not expire. */
  readonly ttlMs: number | undefined;
}

/**
 * What several bot processes on one store change together, each change atomic in the store
 * (Redis: one Lua script per change). With the embedded SQLite store there is one process, and the
 * same operations run in memory (`LocalSharedState`).
 */
export interface SharedState {
  /** Whether other processes may share this state (Redis), so leases and claims matter. */
  readonly shared: boolean;
  /**
   * Counts `jobId` among `userId`'s running generations when fewer than `limit` are; resolves
   * whether it did (a job already counted is counted once and allowed).
   */
  takeMemberSlot(userId: string, jobId: string, limit: number): Promise<boolean>;
  /** Counts `jobId` whatever the limit (a job resumed after a restart). */
  holdMemberSlot(userId: string, jobId: string): Promise<void>;
  /**
   * Stops counting `jobId`; given `fencing` (the lease of the job's shard), only while that lease
   * is held, atomically (a paused process never frees a slot its successor counts again).
   * @throws FencedWriteError when the lease is not held with its token any more.
   */
  releaseMemberSlot(userId: string, jobId: string, fencing?: Fencing): Promise<void>;
  /** How many generations `userId` has running, in every process. */
  memberSlots(userId: string): Promise<number>;
  /** Adds one to `key` when it is below `limit`; resolves whether it did and the count after. */
  countUpTo(
    key: string,
    limit: number,
    ttlMs: number,
  ): Promise<{ allowed: boolean; count: number }>;
  /**
   * Takes one from `key` when above 0; resolves the count after, and whether `options.once` was
   * already counted down (then nothing changed).
   * @throws FencedWriteError when `options.fencing`'s lease is not held with its token any more.
   */
  countDown(key: string, options?: CountDownOptions): Promise<CountedDown>;
  /** The count of `key` (0 when unknown). */
  count(key: string): Promise<number>;
  /** Every counter whose key starts with `prefix`, in no order (to copy them to another store). */
  counts(prefix: string): AsyncIterable<SharedCount>;
  /** Sets the counter `key` to `count`, kept `ttlMs` (to copy it from another store). */
  setCount(key: string, count: number, ttlMs: number | undefined): Promise<void>;
  /** The names of the leases some process holds now: a bot is running on this store. */
  heldLeases(): Promise<string[]>;
  /**
   * Adds each of `changes` to the field of that name in the tally `key` (a Redis hash, kept `ttlMs`
   * after its last change).
   */
  addToTally(key: string, changes: Readonly<Record<string, number>>, ttlMs: number): Promise<void>;
  /** Every field of the tally `key` (empty when unknown). */
  tally(key: string): Promise<Record<string, number>>;
  /** Every tally whose key starts with `prefix` (to copy them to another store). */
  tallies(prefix: string): AsyncIterable<SharedTally>;
  /** Replaces the tally `key` by `fields`, kept `ttlMs` (to copy it from another store). */
  setTally(
    key: string,
    fields: Readonly<Record<string, number>>,
    ttlMs: number | undefined,
  ): Promise<void>;
  /**
   * Claims `key` for this process for `ttlMs` (Redis `SET NX PX`): true when no other process
   * holds it, this one included again. Claim a non-idempotent Discord post before sending it.
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /**
   * {@link claim}, and when another process holds `key`, what it settled it with
   * ({@link settleClaim}), if it did.
   */
  claimOrSettled(key: string, ttlMs: number): Promise<{ claimed: boolean; settled?: string }>;
  /**
   * Replaces the claim on `key` by `outcome`, kept `ttlMs`: no process claims it again meanwhile,
   * and {@link claimOrSettled} tells them `outcome` (e.g. the message a claimed post made).
   */
  settleClaim(key: string, outcome: string, ttlMs: number): Promise<void>;
  /** Lets go of this process's claim on `key` (nothing when another process holds it). */
  releaseClaim(key: string): Promise<void>;
  /**
   * Runs `run` while no other run on `name`, in any process, is under way, and resolves or rejects
   * like it: a read-modify-write of one keyv record (keyv has none atomic). On Redis a
   * redis-semaphore mutex held at most {@link EXCLUSIVE_TIMEOUT_MS} (a process that died holding it
   * holds it no longer); in memory a lock of this process.
   * @throws StoreUnreachableError when Redis does not answer while the mutex is taken.
   */
  exclusive<T>(name: string, run: () => Promise<T>): Promise<T>;
  /**
   * Waits until no process took a turn on `name` in the last `windowMs`, then takes one: the next
   * turn, in any process, comes `windowMs` after this one (a rate window across processes, e.g.
   * Discord's identify buckets). Rejects with the signal's reason when aborted. Only a shared state
   * has turns; one process keeps its own.
   */
  takeTurn?(name: string, windowMs: number, signal?: AbortSignal): Promise<void>;
  /** A lease on `name`; only a shared state has them. */
  lease?(name: string, options: LeaseOptions): Lease;
  /** Closes the connection once. */
  close(): Promise<void>;
}
