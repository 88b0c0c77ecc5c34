import { KeyedMutex } from './keyed-mutex.js';
import type {
  CountedDown,
  Owed,
  OwedClaim,
  SharedCount,
  SharedState,
  SharedTally,
} from './shared-state.js';

/** A counter and until when it is kept (monotonic ms; Infinity: it does not expire). */
interface KeptCount {
  readonly count: number;
  readonly until: number;
}

/**
 * {@link SharedState} for one process (the embedded SQLite store): in memory, nothing to lease or
 * claim, counters kept as long as Redis would keep them.
 */
export class LocalSharedState implements SharedState {
  readonly shared = false;
  readonly #members = new Map<string, Set<string>>();
  readonly #counts = new Map<string, KeptCount>();
  readonly #tallies = new Map<string, Record<string, number>>();
  readonly #exclusive = new KeyedMutex();
  /** `countUpTo`'s takes by name: the count taken from, how much, and whether it was given back. */
  readonly #taken = new Map<
    string,
    { readonly key: string; readonly by: number; givenBack: boolean }
  >();
  /** What claims owe, by claim key, and until when (monotonic ms). */
  readonly #owed = new Map<string, { readonly text: string; readonly until: number }>();
  readonly #now: () => number;

  /** `options.now`: the monotonic clock counters expire by, in ms (default `performance.now`). */
  constructor(options: { readonly now?: () => number } = {}) {
    this.#now = options.now ?? (() => performance.now());
  }

  /** The counter `key` (0 once expired, and forgotten). */
  #countOf(key: string): number {
    const kept = this.#counts.get(key);
    if (!kept) return 0;
    if (kept.until > this.#now()) return kept.count;
    this.#counts.delete(key);
    return 0;
  }

  /** Sets the counter `key`, kept `ttlMs` from now (undefined: until changed again). */
  #setCount(key: string, count: number, ttlMs: number | undefined): void {
    const until = ttlMs === undefined ? Number.POSITIVE_INFINITY : this.#now() + ttlMs;
    this.#counts.set(key, { count, until });
  }

  async takeMemberSlot(userId: string, jobId: string, limit: number): Promise<boolean> {
    const jobs = this.#members.get(userId);
    if (jobs?.has(jobId)) return true;
    if ((jobs?.size ?? 0) >= limit) return false;
    await this.holdMemberSlot(userId, jobId);
    return true;
  }

  async holdMemberSlot(userId: string, jobId: string): Promise<void> {
    const jobs = this.#members.get(userId) ?? new Set<string>();
    jobs.add(jobId);
    this.#members.set(userId, jobs);
  }

  async releaseMemberSlot(userId: string, jobId: string): Promise<void> {
    const jobs = this.#members.get(userId);
    jobs?.delete(jobId);
    if (jobs?.size === 0) this.#members.delete(userId);
  }

  async memberSlots(userId: string): Promise<number> {
    return this.#members.get(userId)?.size ?? 0;
  }

  /** As on Redis, a counter counted up is kept `ttlMs` from then. */
  async countUpTo(
    key: string,
    limit: number,
    ttlMs: number,
    takenBy?: string,
    by = 1,
  ): Promise<{ allowed: boolean; count: number }> {
    const count = this.#countOf(key);
    if (takenBy !== undefined && this.#taken.has(takenBy)) return { allowed: true, count };
    if (count + by > limit) return { allowed: false, count };
    this.#setCount(key, count + by, ttlMs);
    if (takenBy !== undefined) this.#taken.set(takenBy, { key, by, givenBack: false });
    return { allowed: true, count: count + by };
  }

  /** The fencing is not checked: one process holds every lease. */
  async giveBack(takenBy: string): Promise<CountedDown> {
    const taken = this.#taken.get(takenBy);
    if (!taken) return { count: 0, repeated: true };
    const { key, by } = taken;
    if (taken.givenBack) return { count: this.#countOf(key), repeated: true };
    taken.givenBack = true;
    const count = this.#countOf(key);
    const until = this.#counts.get(key)?.until ?? Number.POSITIVE_INFINITY;
    if (count > 0) this.#counts.set(key, { count: Math.max(0, count - by), until });
    return { count: Math.max(0, count - by), repeated: false };
  }

  /** The fencing is not checked: one process holds every lease. */
  async countDown(key: string): Promise<CountedDown> {
    const count = this.#countOf(key);
    if (count <= 0) return { count: 0, repeated: false };
    const until = this.#counts.get(key)?.until ?? Number.POSITIVE_INFINITY;
    this.#counts.set(key, { count: count - 1, until });
    return { count: count - 1, repeated: false };
  }

  async count(key: string): Promise<number> {
    return this.#countOf(key);
  }

  async addToTally(key: string, changes: Readonly<Record<string, number>>): Promise<void> {
    const tally = this.#tallies.get(key) ?? {};
    for (const [field, by] of Object.entries(changes)) tally[field] = (tally[field] ?? 0) + by;
    this.#tallies.set(key, tally);
  }

  async tally(key: string): Promise<Record<string, number>> {
    return { ...this.#tallies.get(key) };
  }

  async *tallies(prefix: string): AsyncGenerator<SharedTally> {
    for (const [key, fields] of this.#tallies) {
      if (key.startsWith(prefix)) yield { key, fields: { ...fields }, ttlMs: undefined };
    }
  }

  async setTally(key: string, fields: Readonly<Record<string, number>>): Promise<void> {
    this.#tallies.set(key, { ...fields });
  }

  async *counts(prefix: string): AsyncGenerator<SharedCount> {
    for (const key of [...this.#counts.keys()].filter((key) => key.startsWith(prefix))) {
      const count = this.#countOf(key); // Forgets it once expired.
      const until = this.#counts.get(key)?.until;
      if (until === undefined) continue;
      yield { key, count, ttlMs: until === Infinity ? undefined : until - this.#now() };
    }
  }

  async setCount(key: string, count: number, ttlMs: number | undefined): Promise<void> {
    this.#setCount(key, count, ttlMs);
  }

  async heldLeases(): Promise<string[]> {
    return [];
  }

  async claim(): Promise<boolean> {
    return true;
  }

  /** Claimed: one process holds every claim. What it owes is kept until settled or released. */
  async claimOrSettled(key: string, _ttlMs: number, owed?: Owed): Promise<{ claimed: boolean }> {
    if (owed) this.#owed.set(key, { text: owed.text, until: this.#now() + owed.ttlMs });
    return { claimed: true };
  }

  async settleClaim(key: string): Promise<void> {
    this.#owed.delete(key);
  }

  async releaseClaim(key: string): Promise<void> {
    this.#owed.delete(key);
  }

  async owed(): Promise<OwedClaim[]> {
    for (const [key, { until }] of this.#owed) if (until <= this.#now()) this.#owed.delete(key);
    return [...this.#owed].map(([key, { text }]) => ({ key, text }));
  }

  exclusive<T>(name: string, run: () => Promise<T>): Promise<T> {
    return this.#exclusive.exclusive(name, run);
  }

  async forgetMentions(mentions: (text: string) => boolean): Promise<number> {
    const named = <K extends string>(map: Map<K, unknown>, also = (_key: K) => false) =>
      [...map.keys()].filter((key) => mentions(key) || also(key)).map((key) => map.delete(key));
    const erased = [
      ...named(this.#members),
      ...named(this.#counts),
      ...named(this.#taken, (name) => mentions(this.#taken.get(name)?.key ?? '')),
      ...named(this.#tallies),
      ...named(this.#owed, (key) => mentions(this.#owed.get(key)?.text ?? '')),
    ];
    for (const fields of this.#tallies.values()) {
      for (const field of Object.keys(fields).filter(mentions)) {
        delete fields[field];
        erased.push(true);
      }
    }
    return erased.length;
  }

  async close(): Promise<void> {}
}
