import { KeyedMutex } from './keyed-mutex.js';
import type {
  CountDownOptions,
  CountedDown,
  SharedCount,
  SharedState,
  SharedTally,
} from './shared-state.js';

/**
 * {@link SharedState} for one process (the embedded SQLite store): everything in memory, nothing
 * to lease or claim. Daily counts live in `DailyUsageStore`'s own records instead.
 */
export class LocalSharedState implements SharedState {
  readonly shared = false;
  readonly #members = new Map<string, Set<string>>();
  readonly #counts = new Map<string, number>();
  readonly #tallies = new Map<string, Record<string, number>>();
  readonly #exclusive = new KeyedMutex();
  /** `countDown`'s `once` ids, each until when it is remembered (monotonic ms). */
  readonly #givenBack = new Map<string, number>();

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

  async countUpTo(key: string, limit: number): Promise<{ allowed: boolean; count: number }> {
    const count = this.#counts.get(key) ?? 0;
    if (count >= limit) return { allowed: false, count };
    this.#counts.set(key, count + 1);
    return { allowed: true, count: count + 1 };
  }

  /** The fencing is not checked: one process holds every lease. */
  async countDown(key: string, options: CountDownOptions = {}): Promise<CountedDown> {
    const { once } = options;
    const onceKey = once && `${key}\u0000${once.id}`;
    if (onceKey) {
      const now = performance.now();
      for (const [id, until] of this.#givenBack) if (until <= now) this.#givenBack.delete(id);
      if (this.#givenBack.has(onceKey))
        return { count: this.#counts.get(key) ?? 0, repeated: true };
      this.#givenBack.set(onceKey, now + once.ttlMs);
    }
    const count = Math.max(0, (this.#counts.get(key) ?? 0) - 1);
    this.#counts.set(key, count);
    return { count, repeated: false };
  }

  async count(key: string): Promise<number> {
    return this.#counts.get(key) ?? 0;
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
    for (const [key, count] of this.#counts) {
      if (key.startsWith(prefix)) yield { key, count, ttlMs: undefined };
    }
  }

  async setCount(key: string, count: number): Promise<void> {
    this.#counts.set(key, count);
  }

  async heldLeases(): Promise<string[]> {
    return [];
  }

  async claim(): Promise<boolean> {
    return true;
  }

  async claimOrSettled(): Promise<{ claimed: boolean }> {
    return { claimed: true };
  }

  async settleClaim(): Promise<void> {}

  async releaseClaim(): Promise<void> {}

  exclusive<T>(name: string, run: () => Promise<T>): Promise<T> {
    return this.#exclusive.run(name, run);
  }

  async close(): Promise<void> {}
}
