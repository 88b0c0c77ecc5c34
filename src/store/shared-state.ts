import type { SharedLines, SharedLinesOptions } from './shared-lines.js';

/**
 * A fencing token: the lease's key and its value while one holder holds it (the take's epoch and
 * the holder). A fenced write is made only while the key still has that value, checked atomically.
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

/** The lease that fences a writer's writes (e.g. a shard's): its name, its fence of the moment. */
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
   * Held, and renewed less than its timeout (less a margin) ago on the monotonic clock: false after
   * a pause past it, until {@link confirm} renewed it.
   */
  readonly surelyHeld: boolean;
  /** The fencing token of the current take, while held. */
  readonly fence: Fence | undefined;
  /** Renews the lease now (shared with a renewal under way): resolves whether it is still held. */
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

/** What {@link SharedState.countDown} or {@link SharedState.giveBack} did. */
export interface CountedDown {
  /** The count after. */
  readonly count: number;
  /** Whether there was nothing to give back (given back before): nothing changed. */
  readonly repeated: boolean;
}

/** What the holder of a claim owes: recorded with the claim, dropped once settled or released. */
export interface Owed {
  /** What to do, as its owner reads it (e.g. a log line and where it goes). */
  readonly text: string;
  /** How long it is kept at most, in ms, when its holder dies and nobody finishes it. */
  readonly ttlMs: number;
}

/** What a claim's holder owed and has not settled nor released, as {@link SharedState.owed} lists it. */
export interface OwedClaim {
  readonly key: string;
  readonly text: string;
}

/** A counter or tally as listed to copy it: its key, how much longer it is kept (ms, or never). */
type Listed<Value> = { readonly key: string; readonly ttlMs: number | undefined } & Value;

/** A counter of {@link SharedState.countUpTo}, as {@link SharedState.counts} lists it. */
export type SharedCount = Listed<{ readonly count: number }>;

/** A tally of {@link SharedState.addToTally}, as {@link SharedState.tallies} lists it. */
export type SharedTally = Listed<{ readonly fields: Readonly<Record<string, number>> }>;

/**
 * What several bot processes on one store change together, each change atomic in the store (Redis:
 * one Lua script); with the embedded SQLite store, in memory (`LocalSharedState`).
 * Fenced changes throw `FencedWriteError` when `fencing`'s lease is not held with its token.
 */
export interface SharedState {
  /** Whether other processes may share this state (Redis), so leases and claims matter. */
  readonly shared: boolean;
  /** Counts `jobId` among `userId`'s running jobs when fewer than `limit` are (once per job). */
  takeMemberSlot(userId: string, jobId: string, limit: number): Promise<boolean>;
  /** Counts `jobId` whatever the limit (a job resumed after a restart). */
  holdMemberSlot(userId: string, jobId: string): Promise<void>;
  /** Stops counting `jobId`; given `fencing` (its shard's lease), only while that lease is held. */
  releaseMemberSlot(userId: string, jobId: string, fencing?: Fencing): Promise<void>;
  /** How many generations `userId` has running, in every process. */
  memberSlots(userId: string): Promise<number>;
  /**
   * Adds `by` (one) to `key` when it stays within `limit`; resolves whether it did and the count after. Given
   * `takenBy`, the take is recorded under that name (kept `ttlMs`) in the same step: a second take
   * by that name adds nothing and is allowed, and {@link giveBack} gives back exactly that take.
   * `by` (a whole number, @default 1) is the amount added: refused when it would pass `limit`.
   */
  countUpTo(
    key: string,
    limit: number,
    ttlMs: number,
    takenBy?: string,
    by?: number,
  ): Promise<{ allowed: boolean; count: number }>;
  /** Gives back the take recorded as `takenBy`, once (`repeated` when there is none to give). */
  giveBack(takenBy: string, fencing?: Fencing): Promise<CountedDown>;
  /** Takes one from `key` when above 0 (`repeated` is always false). */
  countDown(key: string, fencing?: Fencing): Promise<CountedDown>;
  /** The count of `key` (0 when unknown). */
  count(key: string): Promise<number>;
  /** Every counter whose key starts with `prefix`, in no order (to copy them to another store). */
  counts(prefix: string): AsyncIterable<SharedCount>;
  /** Sets the counter `key` to `count`, kept `ttlMs` (to copy it from another store). */
  setCount(key: string, count: number, ttlMs: number | undefined): Promise<void>;
  /** The names of the leases some process holds now: a bot is running on this store. */
  heldLeases(): Promise<string[]>;
  /** Adds each of `changes` to its field of the tally `key`, kept `ttlMs` after its last change. */
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
   * Claims `key` for this process for `ttlMs` (`SET NX PX`): true when no other process holds it.
   * Claim a non-idempotent Discord post before sending it.
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /**
   * {@link claim}, and what another holder settled it with ({@link settleClaim}), if it did.
   * Given `owed`, records it with the claim (in the same step) until it is settled or released:
   * when the holder dies first, another process finds it in {@link owed} and finishes it.
   */
  claimOrSettled(
    key: string,
    ttlMs: number,
    owed?: Owed,
  ): Promise<{ claimed: boolean; settled?: string }>;
  /** Replaces the claim on `key` by `outcome` for `ttlMs`: nobody claims it meanwhile. Drops what it owed. */
  settleClaim(key: string, outcome: string, ttlMs: number): Promise<void>;
  /** Lets go of this process's claim on `key`, and what it owed (nothing when another holds it). */
  releaseClaim(key: string): Promise<void>;
  /** What claims owe and no holder settled nor released yet (live holders' and dead ones'). */
  owed(): Promise<OwedClaim[]>;
  /**
   * Runs `run` while no other run on `name`, in any process, is under way (keyv has no atomic
   * read-modify-write): on Redis a mutex that expires, in memory a lock of this process.
   * @throws StoreUnreachableError when Redis does not answer while the mutex is taken.
   */
  exclusive<T>(name: string, run: () => Promise<T>): Promise<T>;
  /**
   * Waits until no process took a turn on `name` in the last `windowMs`, then takes one (a rate
   * window across processes, e.g. Discord's identify buckets). Only a shared state has turns.
   */
  takeTurn?(name: string, windowMs: number, signal?: AbortSignal): Promise<void>;
  /** A lease on `name`; only a shared state has them. */
  lease?(name: string, options: LeaseOptions): Lease;
  /** The fair lines' lanes this process shares with the others (closed with the state); only a shared state has them. */
  lines?(options: SharedLinesOptions): SharedLines;
  /**
   * Deletes every counter, take, tally field, member set entry and claim whose name or value
   * `mentions` (e.g. a member's or a server's id: `forgetMember`, `forgetServer`); not the
   * short-lived locks (`exclusive`, turns) nor the leases. Resolves how many keys or fields went.
   */
  forgetMentions(mentions: (text: string) => boolean): Promise<number>;
  /** Closes the connection once. */
  close(): Promise<void>;
}
