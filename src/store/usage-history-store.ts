import type Keyv from 'keyv';
import { withDefaults } from '../core/with-defaults.js';
import { KeyedMutex } from './keyed-mutex.js';
import { namespaceKeys } from './namespace-keys.js';
import type { SharedState } from './shared-state.js';

/** Generations run on a server key and the credits they cost. */
export interface UsageCount {
  readonly generations: number;
  readonly credits: number;
}

/** The periods a usage report adds up, in UTC days counted back from today (today included). */
export const USAGE_PERIODS = { today: 1, week: 7, month: 30 } as const;

/** A period of {@link USAGE_PERIODS}. */
export type UsagePeriod = keyof typeof USAGE_PERIODS;

/** One member's use of a server key in each period. */
export type MemberUsage = { readonly userId: string } & Readonly<Record<UsagePeriod, UsageCount>>;

/** A server key's use per member (most generations in the month first) and in all. */
export interface UsageSummary {
  readonly members: readonly MemberUsage[];
  readonly totals: Readonly<Record<UsagePeriod, UsageCount>>;
}

/** One server's day of the history, as {@link UsageHistoryStore.days} lists it. */
export interface UsageDay {
  readonly guildId: string;
  /** The UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  /** Member id → [generations, credits]. */
  readonly members: Readonly<Record<string, readonly [number, number]>>;
  /** When it is forgotten (epoch ms); undefined when it does not expire. */
  readonly expiresAt: number | undefined;
}

/** Options of {@link UsageHistoryStore}. */
export interface UsageHistoryStoreOptions {
  /** Credits one generation costs (`CREDITS_PER_GENERATION`). @default 1 */
  creditsPerGeneration?: number;
  /** The clock, used when a call passes no time. @default Date.now */
  now?: () => number;
  /**
   * Where the counts live when several processes share the store (Redis): one tally per server and
   * day, changed atomically. @default undefined (keyv records, updated one at a time here)
   */
  shared?: SharedState | undefined;
}

const DEFAULTS = { creditsPerGeneration: 1, now: Date.now, shared: undefined } as const;

const DAY_MS = 86_400_000;

/** Where a shared store keeps a server's day: `usage-history:<guild>:<day>`. */
const SHARED_PREFIX = 'usage-history:';

/** Records read at once when listing. */
const BATCH = 200;

/** How long a day's counts are kept: the longest period, and a day to spare. */
const KEEP_MS = (USAGE_PERIODS.month + 1) * DAY_MS;

/** A server's day: member id → [generations, credits]. */
type DayRecord = Record<string, [number, number]>;

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const ZERO: UsageCount = { generations: 0, credits: 0 };

const plus = (a: UsageCount, b: UsageCount): UsageCount => ({
  generations: a.generations + b.generations,
  credits: Math.round((a.credits + b.credits) * 1e6) / 1e6,
});

/**
 * How many generations each member ran on a server's key, and their credits, per UTC day: daily
 * counts kept 31 days (never what was asked for). Counted when a server-key use is taken, and
 * taken back with it when the generation never ran.
 */
export class UsageHistoryStore {
  readonly #keyv: Keyv<DayRecord>;
  readonly #options: Required<Omit<UsageHistoryStoreOptions, 'shared'>> & {
    shared: SharedState | undefined;
  };
  readonly #lock = new KeyedMutex();

  constructor(keyv: Keyv, options: UsageHistoryStoreOptions = {}) {
    this.#keyv = keyv as Keyv<DayRecord>;
    this.#options = withDefaults(DEFAULTS, options);
  }

  /** Counts `generations` (negative to take some back) of `userId` on the key of `guildId`. */
  async record(
    guildId: string,
    userId: string,
    generations: number,
    at = this.#options.now(),
  ): Promise<void> {
    const credits = generations * this.#options.creditsPerGeneration;
    const key = `${guildId}:${utcDay(at)}`;
    const { shared } = this.#options;
    if (shared) {
      await shared.addToTally(
        `${SHARED_PREFIX}${key}`,
        { [`g:${userId}`]: generations, [`c:${userId}`]: credits },
        KEEP_MS,
      );
      return;
    }
    await this.#lock.run(key, async () => {
      const day = (await this.#keyv.get(key)) ?? {};
      const [g, c] = day[userId] ?? [0, 0];
      day[userId] = [Math.max(0, g + generations), Math.max(0, c + credits)];
      await this.#keyv.set(key, day, KEEP_MS);
    });
  }

  /** Each member's use of the key of `guildId` today, in the last 7 and the last 30 UTC days. */
  async summary(guildId: string, now = this.#options.now()): Promise<UsageSummary> {
    const days = await Promise.all(
      Array.from({ length: USAGE_PERIODS.month }, (_, back) =>
        this.#day(`${guildId}:${utcDay(now - back * DAY_MS)}`),
      ),
    );
    const byMember = new Map<string, Record<UsagePeriod, UsageCount>>();
    let totals: Record<UsagePeriod, UsageCount> = { today: ZERO, week: ZERO, month: ZERO };
    days.forEach((day, back) => {
      for (const [userId, count] of day) {
        const member = byMember.get(userId) ?? { today: ZERO, week: ZERO, month: ZERO };
        for (const period of Object.keys(USAGE_PERIODS) as UsagePeriod[]) {
          if (back >= USAGE_PERIODS[period]) continue;
          member[period] = plus(member[period], count);
          totals = { ...totals, [period]: plus(totals[period], count) };
        }
        byMember.set(userId, member);
      }
    });
    const members = [...byMember]
      .map(([userId, periods]) => ({ userId, ...periods }))
      .filter((member) => member.month.generations > 0 || member.month.credits > 0)
      .sort(
        (a, b) => b.month.generations - a.month.generations || a.userId.localeCompare(b.userId),
      );
    return { members, totals };
  }

  /**
   * The generations of each member on the key of `guildId` per UTC day, for the last `days` days
   * up to the day of `now`, oldest first (a day without any: no members).
   */
  async daily(
    guildId: string,
    days: number,
    now = this.#options.now(),
  ): Promise<{ readonly day: string; readonly members: ReadonlyMap<string, number> }[]> {
    const dates = Array.from({ length: days }, (_, index) =>
      utcDay(now - (days - 1 - index) * DAY_MS),
    );
    const read = await Promise.all(dates.map((day) => this.#day(`${guildId}:${day}`)));
    return dates.map((day, index) => ({
      day,
      members: new Map(
        (read[index] ?? [])
          .filter(([, count]) => count.generations > 0)
          .map(([userId, count]) => [userId, count.generations]),
      ),
    }));
  }

  /** One member's line of {@link summary}. */
  async memberUsage(guildId: string, userId: string, now?: number): Promise<MemberUsage> {
    const { members } = await this.summary(guildId, now);
    return (
      members.find((member) => member.userId === userId) ?? {
        userId,
        today: ZERO,
        week: ZERO,
        month: ZERO,
      }
    );
  }

  /** Every server's day this store keeps (to copy them to another store). */
  async *days(): AsyncGenerator<UsageDay> {
    const { shared } = this.#options;
    const split = (key: string) => {
      const at = key.lastIndexOf(':');
      return { guildId: key.slice(0, at), day: key.slice(at + 1) };
    };
    if (shared) {
      for await (const { key, fields, ttlMs } of shared.tallies(SHARED_PREFIX)) {
        const members: Record<string, [number, number]> = {};
        for (const [field, generations] of Object.entries(fields)) {
          if (field.startsWith('g:')) {
            members[field.slice(2)] = [generations, fields[`c:${field.slice(2)}`] ?? 0];
          }
        }
        const expiresAt = ttlMs === undefined ? undefined : Date.now() + ttlMs;
        yield { ...split(key.slice(SHARED_PREFIX.length)), members, expiresAt };
      }
      return;
    }
    const keys = await namespaceKeys(this.#keyv);
    for (let start = 0; start < keys.length; start += BATCH) {
      const batch = keys.slice(start, start + BATCH);
      for (const [index, raw] of (await this.#keyv.getManyRaw(batch)).entries()) {
        if (!raw?.value) continue;
        yield {
          ...split(String(batch[index])),
          members: raw.value,
          expiresAt: raw.expires ?? undefined,
        };
      }
    }
  }

  /**
   * Writes a server's day where this store keeps it, replacing it, kept until its `expiresAt`.
   * Resolves false for a day that already expired.
   */
  async restoreDay(entry: UsageDay): Promise<boolean> {
    const ttlMs = entry.expiresAt === undefined ? undefined : entry.expiresAt - Date.now();
    if (ttlMs !== undefined && ttlMs <= 0) return false;
    const key = `${entry.guildId}:${entry.day}`;
    const { shared } = this.#options;
    if (shared) {
      const fields: Record<string, number> = {};
      for (const [userId, [generations, credits]] of Object.entries(entry.members)) {
        fields[`g:${userId}`] = generations;
        fields[`c:${userId}`] = credits;
      }
      await shared.setTally(`${SHARED_PREFIX}${key}`, fields, ttlMs);
      return true;
    }
    const members = Object.fromEntries(
      Object.entries(entry.members).map(([userId, [g, c]]) => [userId, [g, c]]),
    ) as DayRecord;
    await this.#lock.run(key, () => this.#keyv.set(key, members, ttlMs));
    return true;
  }

  async #day(key: string): Promise<[string, UsageCount][]> {
    const { shared } = this.#options;
    if (shared) {
      const fields = await shared.tally(`${SHARED_PREFIX}${key}`);
      return Object.entries(fields)
        .filter(([field]) => field.startsWith('g:'))
        .map(([field, generations]) => {
          const userId = field.slice(2);
          return [userId, { generations, credits: fields[`c:${userId}`] ?? 0 }];
        });
    }
    const day = (await this.#keyv.get(key)) ?? {};
    return Object.entries(day).map(([userId, [generations, credits]]) => [
      userId,
      { generations, credits },
    ]);
  }
}
