import type Keyv from 'keyv';
import { KeyvRecords, type RecordChange } from './keyv-records.js';
import { expiresIn, recordBatches, ttlUntil } from './namespace-keys.js';
import type { CountedDown, Fencing, SharedState } from './shared-state.js';
import { nothingToGive, remembering, type TakenIds, tookBefore } from './taken-ids.js';
import type { UsageHistoryStore } from './usage-history-store.js';
import { DAY_MS, nextUtcMidnight, utcDay } from './utc-periods.js';

/** A member's count of one UTC day on a server's key, as {@link DailyUsageStore.counts} lists it. */
export interface DailyCount {
  readonly guildId: string;
  readonly userId: string;
  /** The UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  readonly count: number;
  /** When the store forgets it, epoch ms; undefined when never. */
  readonly expiresAt: number | undefined;
}

/** Options of {@link DailyUsageStore}. */
export interface DailyUsageStoreOptions {
  /** The clock, used when a call passes no `now`. @default Date.now */
  now?: () => number;
  /** Where counts live when processes share the store (Redis): a counter per member and day. */
  shared?: SharedState | undefined;
  /** Where each use and refund is also counted for the usage report. @default undefined */
  history?: UsageHistoryStore | undefined;
}

/** How long a member's count is kept after its last change. */
const KEEP_MS = 2 * DAY_MS;

/** A member's record: the UTC day counted (`YYYY-MM-DD`), its count, and its generations by id. */
interface UsageRecord extends TakenIds {
  readonly day: string;
  readonly count: number;
}

/** Options of {@link DailyUsageStore.refund}. */
export interface RefundOptions {
  /** The generation whose use is given back: exactly what it took, once, whoever asks again. */
  readonly generationId?: string;
  /** The lease of the generation's shard: given back only while it is held (shared store). */
  readonly fencing?: Fencing;
}

/** The prefix of the shared counters: `daily-usage:<guild>:<user>:<day>`. */
const SHARED_PREFIX = 'daily-usage:';

/**
 * How many generations each member ran on a server's key per UTC day: a keyv record per member and
 * server (its day and count), or with a shared state (Redis) an atomic counter per member and day.
 */
export class DailyUsageStore {
  readonly #records: KeyvRecords<UsageRecord>;
  readonly #shared: SharedState | undefined;
  readonly #history: UsageHistoryStore | undefined;
  readonly #now: () => number;

  constructor(keyv: Keyv, options: DailyUsageStoreOptions = {}) {
    this.#records = new KeyvRecords(keyv);
    this.#shared = options.shared;
    this.#history = options.history;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Counts one generation of `userId` in `guildId` (and in the usage history) when fewer than
   * `limit` ran on the UTC day of `now`. Given `generationId`, the use is recorded as that
   * generation's in the same step (taken again, it counts nothing; `refund` gives it back).
   * Resolves whether it may run (counted only then), the count today (this one included when
   * allowed), the limit and when it resets (the next UTC midnight, epoch ms).
   * @throws RangeError when `limit` is not a whole number ≥ 0.
   */
  async tryConsume(
    guildId: string,
    userId: string,
    limit: number,
    now = this.#now(),
    generationId?: string,
  ): Promise<{ allowed: boolean; used: number; limit: number; resetsAt: number }> {
    if (!(Number.isSafeInteger(limit) && limit >= 0)) {
      throw new RangeError(`The daily limit must be a whole number ≥ 0, got ${limit}`);
    }
    const key = `${guildId}:${userId}`;
    const shared = this.#shared;
    const takenBy = generationId && `${SHARED_PREFIX}${key}:${generationId}`;
    const { allowed, counted, used } = shared
      ? await shared
          .countUpTo(`${SHARED_PREFIX}${key}:${utcDay(now)}`, limit, KEEP_MS, takenBy)
          .then(({ allowed, count }) => ({ allowed, counted: allowed, used: count }))
      : await this.#records.change(
          key,
          (record) => {
            const today = ofDay(record, utcDay(now));
            const used = today.count;
            const again = tookBefore(today, generationId);
            if (again || used >= limit) return { result: { allowed: again, counted: false, used } };
            const next = remembering({ ...today, count: used + 1 }, 'taken', generationId);
            return { next, result: { allowed: true, counted: true, used: used + 1 } };
          },
          { ttlMs: KEEP_MS },
        );
    if (counted) await this.#history?.record(guildId, userId, 1, now);
    return { allowed, used, limit, resetsAt: nextUtcMidnight(now) };
  }

  /**
   * Gives back one generation counted on the UTC day of `now` (and in the usage history), or
   * exactly what `options.generationId` took, whatever `now`. Resolves to the count after.
   * @throws FencedWriteError when `options.fencing`'s lease is not held with its token any more.
   */
  async refund(
    guildId: string,
    userId: string,
    now = this.#now(),
    options: RefundOptions = {},
  ): Promise<number> {
    const key = `${guildId}:${userId}`;
    const shared = this.#shared;
    const { generationId, fencing } = options;
    const { count, repeated } = shared
      ? await (generationId
          ? shared.giveBack(`${SHARED_PREFIX}${key}:${generationId}`, fencing)
          : shared.countDown(`${SHARED_PREFIX}${key}:${utcDay(now)}`, fencing))
      : await this.#records.change(
          key,
          (record): RecordChange<UsageRecord, CountedDown> => {
            const today = generationId && record ? record : ofDay(record, utcDay(now));
            if (nothingToGive(today, generationId))
              return { result: { count: today.count, repeated: true } };
            const count = Math.max(0, today.count - 1);
            const next = remembering({ ...today, count }, 'refunded', generationId);
            return {
              ...((today.count > 0 || generationId) && { next }),
              result: { count, repeated: false },
            };
          },
          { ttlMs: KEEP_MS },
        );
    if (!repeated) await this.#history?.record(guildId, userId, -1, now);
    return count;
  }

  /** How many generations `userId` may still run today under `limit`, counting nothing. */
  async remaining(
    guildId: string,
    userId: string,
    limit: number,
    now = this.#now(),
  ): Promise<{ left: number; limit: number; resetsAt: number }> {
    const used = await this.used(guildId, userId, now);
    return { left: Math.max(0, limit - used), limit, resetsAt: nextUtcMidnight(now) };
  }

  /** Generations `userId` ran on the server key of `guildId` on the UTC day of `now`. */
  async used(guildId: string, userId: string, now = this.#now()): Promise<number> {
    const shared = this.#shared;
    if (shared) return shared.count(`${SHARED_PREFIX}${guildId}:${userId}:${utcDay(now)}`);
    return ofDay(await this.#records.get(`${guildId}:${userId}`), utcDay(now)).count;
  }

  /** Every count this store keeps, in no order, where it counts them (for `migrate-store`). */
  async *counts(): AsyncGenerator<DailyCount> {
    const shared = this.#shared;
    if (shared) {
      for await (const { key, count, ttlMs } of shared.counts(SHARED_PREFIX)) {
        const [guildId, userId, day] = key.slice(SHARED_PREFIX.length).split(':');
        if (guildId && userId && day)
          yield { guildId, userId, day, count, expiresAt: expiresIn(ttlMs) };
      }
      return;
    }
    for await (const records of recordBatches<UsageRecord>(this.#records.keyv)) {
      for (const { key, raw } of records) {
        const [guildId, userId] = key.split(':');
        if (!raw?.value || !guildId || !userId) continue;
        const { day, count } = raw.value;
        yield { guildId, userId, day, count, expiresAt: raw.expires ?? undefined };
      }
    }
  }

  /**
   * Replaces the count of `entry`'s member and day, kept until its `expiresAt`, unless it expired
   * or a record holds a later day. Resolves whether it was written. For `migrate-store`.
   */
  async restore(entry: DailyCount): Promise<boolean> {
    const ttlMs = ttlUntil(entry.expiresAt);
    if (ttlMs !== undefined && ttlMs <= 0) return false;
    const key = `${entry.guildId}:${entry.userId}`;
    const shared = this.#shared;
    if (shared) {
      await shared.setCount(`${SHARED_PREFIX}${key}:${entry.day}`, entry.count, ttlMs);
      return true;
    }
    return this.#records.change(
      key,
      (current) =>
        current && current.day > entry.day
          ? { result: false }
          : { next: { day: entry.day, count: entry.count }, result: true },
      { ttlMs },
    );
  }
}

/** `record` if it is of `day`; a record of another day counts nothing. */
const ofDay = (record: UsageRecord | undefined, day: string): UsageRecord =>
  record?.day === day ? record : { day, count: 0 };
