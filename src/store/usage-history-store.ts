import type Keyv from 'keyv';
import { KeyvRecords } from './keyv-records.js';
import { expiresIn, recordBatches, ttlUntil } from './namespace-keys.js';
import type { SharedState } from './shared-state.js';
import { DAY_MS, utcDay } from './utc-periods.js';

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
  /** Where the counts live when processes share the store (Redis): a tally per server and day. */
  shared?: SharedState | undefined;
}

/** Where a shared store keeps a server's day: `usage-history:<guild>:<day>`. */
const SHARED_PREFIX = 'usage-history:';

/** How long a day's counts are kept: the longest period, and a day to spare. */
const KEEP_MS = (USAGE_PERIODS.month + 1) * DAY_MS;

/** A server's day: member id → [generations, credits]. */
type DayRecord = Record<string, [number, number]>;

const ZERO: UsageCount = { generations: 0, credits: 0 };

/** No use in any period. */
const NONE: Readonly<Record<UsagePeriod, UsageCount>> = { today: ZERO, week: ZERO, month: ZERO };

const plus = (a: UsageCount, b: UsageCount): UsageCount => ({
  generations: a.generations + b.generations,
  credits: Math.round((a.credits + b.credits) * 1e6) / 1e6,
});

/**
 * How many generations each member ran on a server's key, and their credits, per UTC day, kept 31
 * days: counted when a server-key use is taken, taken back with it when the generation never ran.
 */
export class UsageHistoryStore {
  readonly #records: KeyvRecords<DayRecord>;
  readonly #creditsPerGeneration: number;
  readonly #now: () => number;
  readonly #shared: SharedState | undefined;

  constructor(keyv: Keyv, options: UsageHistoryStoreOptions = {}) {
    this.#records = new KeyvRecords(keyv);
    this.#creditsPerGeneration = options.creditsPerGeneration ?? 1;
    this.#now = options.now ?? Date.now;
    this.#shared = options.shared;
  }

  /** Counts `generations` (negative to take some back) of `userId` on the key of `guildId`. */
  async record(
    guildId: string,
    userId: string,
    generations: number,
    at = this.#now(),
  ): Promise<void> {
    const credits = generations * this.#creditsPerGeneration;
    const key = `${guildId}:${utcDay(at)}`;
    if (this.#shared) {
      const fields = tallyOf({ [userId]: [generations, credits] });
      return this.#shared.addToTally(`${SHARED_PREFIX}${key}`, fields, KEEP_MS);
    }
    await this.#records.change(
      key,
      (day = {}) => {
        const [g, c] = day[userId] ?? [0, 0];
        return {
          next: { ...day, [userId]: [Math.max(0, g + generations), Math.max(0, c + credits)] },
          result: undefined,
        };
      },
      { ttlMs: KEEP_MS },
    );
  }

  /** Each member's use of the key of `guildId` today, in the last 7 and the last 30 UTC days. */
  async summary(guildId: string, now = this.#now()): Promise<UsageSummary> {
    const days = await this.#lastDays(guildId, USAGE_PERIODS.month, now);
    const byMember = new Map<string, Record<UsagePeriod, UsageCount>>();
    let totals = NONE;
    days.forEach(({ members }, back) => {
      for (const [userId, [generations, credits]] of Object.entries(members)) {
        const count = { generations, credits };
        const member = byMember.get(userId) ?? { ...NONE };
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

  /** Each member's generations on `guildId`'s key per UTC day, the last `days`, oldest first. */
  async daily(
    guildId: string,
    days: number,
    now = this.#now(),
  ): Promise<{ readonly day: string; readonly members: ReadonlyMap<string, number> }[]> {
    const read = await this.#lastDays(guildId, days, now);
    return read.reverse().map(({ day, members }) => ({
      day,
      members: new Map(
        Object.entries(members)
          .filter(([, [generations]]) => generations > 0)
          .map(([userId, [generations]]) => [userId, generations]),
      ),
    }));
  }

  /** One member's line of {@link summary}. */
  async memberUsage(guildId: string, userId: string, now?: number): Promise<MemberUsage> {
    const { members } = await this.summary(guildId, now);
    return members.find((member) => member.userId === userId) ?? { userId, ...NONE };
  }

  /** Every server's day this store keeps (to copy them to another store). */
  async *days(): AsyncGenerator<UsageDay> {
    const shared = this.#shared;
    if (shared) {
      for await (const { key, fields, ttlMs } of shared.tallies(SHARED_PREFIX)) {
        const members = dayOf(fields);
        yield { ...split(key.slice(SHARED_PREFIX.length)), members, expiresAt: expiresIn(ttlMs) };
      }
      return;
    }
    for await (const records of recordBatches<DayRecord>(this.#records.keyv)) {
      for (const { key, raw } of records) {
        if (raw?.value)
          yield { ...split(key), members: raw.value, expiresAt: raw.expires ?? undefined };
      }
    }
  }

  /** Replaces a server's day, kept until its `expiresAt`; resolves false when already expired. */
  async restoreDay(entry: UsageDay): Promise<boolean> {
    const ttlMs = ttlUntil(entry.expiresAt);
    if (ttlMs !== undefined && ttlMs <= 0) return false;
    const key = `${entry.guildId}:${entry.day}`;
    if (this.#shared) {
      await this.#shared.setTally(`${SHARED_PREFIX}${key}`, tallyOf(entry.members), ttlMs);
    } else {
      await this.#records.change(
        key,
        () => ({ next: entry.members as DayRecord, result: undefined }),
        { ttlMs },
      );
    }
    return true;
  }

  /** The last `count` UTC days of `guildId`, `now`'s first, each with its members' counts. */
  #lastDays(guildId: string, count: number, now: number) {
    const shared = this.#shared;
    return Promise.all(
      Array.from({ length: count }, async (_, back) => {
        const day = utcDay(now - back * DAY_MS);
        const key = `${guildId}:${day}`;
        const members: Readonly<DayRecord> = shared
          ? dayOf(await shared.tally(`${SHARED_PREFIX}${key}`))
          : ((await this.#records.get(key)) ?? {});
        return { day, members };
      }),
    );
  }
}

/** A shared tally (`g:<user>` generations, `c:<user>` credits) as a day's record. */
const dayOf = (fields: Readonly<Record<string, number>>): DayRecord =>
  Object.fromEntries(
    Object.keys(fields)
      .filter((field) => field.startsWith('g:'))
      .map((field) => [field.slice(2), [fields[field] ?? 0, fields[`c:${field.slice(2)}`] ?? 0]]),
  );

/** A day's record as a shared tally: `g:<user>` generations, `c:<user>` credits. */
const tallyOf = (members: Readonly<Record<string, readonly [number, number]>>) =>
  Object.fromEntries(
    Object.entries(members).flatMap(([id, [g, c]]) => [
      [`g:${id}`, g],
      [`c:${id}`, c],
    ]),
  );

/** The server and the day of a day's key, `<guild>:<day>`. */
const split = (key: string) => {
  const at = key.lastIndexOf(':');
  return { guildId: key.slice(0, at), day: key.slice(at + 1) };
};
