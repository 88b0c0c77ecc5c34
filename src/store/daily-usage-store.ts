import type Keyv from 'keyv';
import { withDefaults } from '../core/with-defaults.js';
import { KeyedMutex } from './keyed-mutex.js';
import { namespaceKeys } from './namespace-keys.js';
import type { CountedDown, Fencing, SharedState } from './shared-state.js';
import type { UsageHistoryStore } from './usage-history-store.js';

/** The outcome of {@link DailyUsageStore.tryConsume}. */
export interface UsageResult {
  /** Whether the generation may run; the count was incremented only then. */
  allowed: boolean;
  /** Generations counted today, this one included when allowed. */
  used: number;
  limit: number;
  /** The next UTC midnight, epoch milliseconds. */
  resetsAt: number;
}

/** A member's count of one UTC day on a server's key, as {@link DailyUsageStore.counts} lists it. */
export interface DailyCount {
  readonly guildId: string;
  readonly userId: string;
  /** The UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  readonly count: number;
  /** When the store forgets it, epoch ms on the real clock (keyv's and Redis's); undefined when never. */
  readonly expiresAt: number | undefined;
}

/** Options of {@link DailyUsageStore}. */
export interface DailyUsageStoreOptions {
  /** The clock, used when a call passes no `now`. @default Date.now */
  now?: () => number;
  /** How long a member's count is kept after its last change (keyv TTL). @default 172_800_000 (2 days) */
  ttlMs?: number;
  /**
   * Where counts live when several processes share the store (Redis): one atomic counter per
   * member, server and day. @default undefined (the keyv records, updated one at a time here)
   */
  shared?: SharedState | undefined;
  /** Where each use and refund is also counted for the usage report. @default undefined */
  history?: UsageHistoryStore | undefined;
}

const DAILY_USAGE_DEFAULTS = {
  now: Date.now,
  ttlMs: 2 * 86_400_000,
  shared: undefined,
  history: undefined,
} as const;

interface UsageRecord {
  /** The UTC day counted, `YYYY-MM-DD`. */
  day: string;
  count: number;
  /** The generations given back that day (`RefundOptions.generationId`). */
  refunded?: string[];
}

/** Options of {@link DailyUsageStore.refund}. */
export interface RefundOptions {
  /**
   * The generation whose use is given back: given back once, whoever asks again (a retry, or
   * the process that took over its shard).
   */
  readonly generationId?: string;
  /** The lease of the generation's shard: given back only while it is held (shared store). */
  readonly fencing?: Fencing;
}

/** Records read at a time when the counts are listed. */
const BATCH = 200;

/** The prefix of the shared counters: `daily-usage:<guild>:<user>:<day>`. */
const SHARED_PREFIX = 'daily-usage:';

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** When the UTC day of `time` ends (epoch ms): daily limits reset then. */
export function nextUtcMidnight(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
}

/**
 * How many generations each member ran on a server's key per UTC day. One record per member and
 * server holds the day and its count, so a new day starts from zero. Updates of one member are
 * serialized within the process, so concurrent calls never exceed the limit. With a shared state
 * (Redis), each member's day is one counter changed atomically in Redis instead, so processes
 * sharing it never exceed the limit together.
 */
export class DailyUsageStore {
  readonly #keyv: Keyv<UsageRecord>;
  readonly #options: DailyUsageStoreOptions & { now: () => number; ttlMs: number };
  readonly #lock = new KeyedMutex();

  constructor(keyv: Keyv, options: DailyUsageStoreOptions = {}) {
    this.#keyv = keyv as Keyv<UsageRecord>;
    this.#options = withDefaults(DAILY_USAGE_DEFAULTS, options);
  }

  /**
   * Counts one generation of `userId` in `guildId` when fewer than `limit` ran on the UTC day of
   * `now` (and in the usage history). A limit of 0 allows none.
   * @throws RangeError when `limit` is not a whole number ≥ 0.
   */
  async tryConsume(
    guildId: string,
    userId: string,
    limit: number,
    now = this.#options.now(),
  ): Promise<UsageResult> {
    const result = await this.#consume(guildId, userId, limit, now);
    if (result.allowed) await this.#options.history?.record(guildId, userId, 1, now);
    return result;
  }

  #consume(guildId: string, userId: string, limit: number, now: number): Promise<UsageResult> {
    if (!(Number.isSafeInteger(limit) && limit >= 0)) {
      return Promise.reject(
        new RangeError(`The daily limit must be a whole number ≥ 0, got ${limit}`),
      );
    }
    const key = `${guildId}:${userId}`;
    const { shared } = this.#options;
    if (shared) {
      const resetsAt = nextUtcMidnight(now);
      return shared
        .countUpTo(`${SHARED_PREFIX}${key}:${utcDay(now)}`, limit, this.#options.ttlMs)
        .then(({ allowed, count }) => ({ allowed, used: count, limit, resetsAt }));
    }
    return this.#lock.run(key, async () => {
      const today = await this.#today(key, utcDay(now));
      const used = today.count;
      const resetsAt = nextUtcMidnight(now);
      if (used >= limit) return { allowed: false, used, limit, resetsAt };
      await this.#keyv.set(key, { ...today, count: used + 1 }, this.#options.ttlMs);
      return { allowed: true, used: used + 1, limit, resetsAt };
    });
  }

  /**
   * Gives back one generation counted on the UTC day of `now` (pass the time it was consumed at),
   * when a submission failed before the service took it (and in the usage history). Resolves to
   * the count after.
   * @throws FencedWriteError when `options.fencing`'s lease is not held with its token any more.
   */
  async refund(
    guildId: string,
    userId: string,
    now = this.#options.now(),
    options: RefundOptions = {},
  ): Promise<number> {
    const { count, repeated } = await this.#refund(guildId, userId, now, options);
    if (!repeated) await this.#options.history?.record(guildId, userId, -1, now);
    return count;
  }

  #refund(guildId: string, userId: string, now: number, options: RefundOptions) {
    const key = `${guildId}:${userId}`;
    const { shared, ttlMs } = this.#options;
    const { generationId, fencing } = options;
    if (shared) {
      return shared.countDown(`${SHARED_PREFIX}${key}:${utcDay(now)}`, {
        ...(generationId && { once: { id: generationId, ttlMs } }),
        ...(fencing && { fencing }),
      });
    }
    return this.#lock.run(key, async (): Promise<CountedDown> => {
      const today = await this.#today(key, utcDay(now));
      if (generationId && today.refunded?.includes(generationId)) {
        return { count: today.count, repeated: true };
      }
      const refunded = generationId ? [...(today.refunded ?? []), generationId] : today.refunded;
      const count = Math.max(0, today.count - 1);
      if (today.count > 0 || generationId) {
        await this.#keyv.set(key, { ...today, count, ...(refunded && { refunded }) }, ttlMs);
      }
      return { count, repeated: false };
    });
  }

  /**
   * How many generations `userId` may still run today on the server key of `guildId` under
   * `limit`, counting nothing (admission asks before anything is spent; {@link tryConsume} is the
   * atomic take when the generation starts).
   */
  async remaining(
    guildId: string,
    userId: string,
    limit: number,
    now = this.#options.now(),
  ): Promise<{ left: number; limit: number; resetsAt: number }> {
    const used = await this.used(guildId, userId, now);
    return { left: Math.max(0, limit - used), limit, resetsAt: nextUtcMidnight(now) };
  }

  /** Generations `userId` ran on the server key of `guildId` on the UTC day of `now`. */
  used(guildId: string, userId: string, now = this.#options.now()): Promise<number> {
    const { shared } = this.#options;
    if (shared) return shared.count(`${SHARED_PREFIX}${guildId}:${userId}:${utcDay(now)}`);
    return this.#count(`${guildId}:${userId}`, utcDay(now));
  }

  /**
   * Every count this store keeps, in no order: from the shared counters with a shared state, else
   * from the keyv records (the same place {@link tryConsume} counts). For `migrate-store`.
   */
  async *counts(): AsyncGenerator<DailyCount> {
    const { shared } = this.#options;
    if (shared) {
      for await (const { key, count, ttlMs } of shared.counts(SHARED_PREFIX)) {
        const [guildId, userId, day] = key.slice(SHARED_PREFIX.length).split(':');
        if (!guildId || !userId || !day) continue;
        const expiresAt = ttlMs === undefined ? undefined : Date.now() + ttlMs;
        yield { guildId, userId, day, count, expiresAt };
      }
      return;
    }
    const keys = await namespaceKeys(this.#keyv);
    for (let start = 0; start < keys.length; start += BATCH) {
      const batch = keys.slice(start, start + BATCH);
      for (const [index, raw] of (await this.#keyv.getManyRaw(batch)).entries()) {
        const [guildId, userId] = String(batch[index]).split(':');
        if (!raw?.value || !guildId || !userId) continue;
        const { day, count } = raw.value;
        yield { guildId, userId, day, count, expiresAt: raw.expires ?? undefined };
      }
    }
  }

  /**
   * Writes `entry` where this store counts, kept until its `expiresAt`: the count of that member's
   * day is replaced. A record of a later day is kept instead (one record holds one day). Resolves
   * whether it was written (not when already expired). For `migrate-store`.
   */
  restore(entry: DailyCount): Promise<boolean> {
    const ttlMs = entry.expiresAt === undefined ? undefined : entry.expiresAt - Date.now();
    if (ttlMs !== undefined && ttlMs <= 0) return Promise.resolve(false);
    const key = `${entry.guildId}:${entry.userId}`;
    const { shared } = this.#options;
    if (shared) {
      return shared
        .setCount(`${SHARED_PREFIX}${key}:${entry.day}`, entry.count, ttlMs)
        .then(() => true);
    }
    return this.#lock.run(key, async () => {
      const current = await this.#keyv.get(key);
      if (current && current.day > entry.day) return false;
      await this.#keyv.set(key, { day: entry.day, count: entry.count }, ttlMs);
      return true;
    });
  }

  async #count(key: string, day: string): Promise<number> {
    return (await this.#today(key, day)).count;
  }

  /** `key`'s record of `day`: a record of another day counts nothing. */
  async #today(key: string, day: string): Promise<UsageRecord> {
    const record = await this.#keyv.get(key);
    return record?.day === day ? record : { day, count: 0 };
  }
}
