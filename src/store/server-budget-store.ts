import type Keyv from 'keyv';
import type { RefundOptions } from './daily-usage-store.js';
import { KeyvRecords } from './keyv-records.js';
import type { ServerBudget } from './server-policy-store.js';
import type { CountedDown, SharedState } from './shared-state.js';
import { nothingToGive, remembering, type TakenIds, tookBefore } from './taken-ids.js';
import { DAY_MS, periodEnd, type UtcPeriod, utcPeriod } from './utc-periods.js';

/** A period of the server budget: the UTC day or the UTC month. */
export type BudgetPeriod = UtcPeriod;

/** The budget's caps in what it counts (generations, or a backend's reported unit); an absent cap is none. */
export type BudgetCaps = Readonly<Partial<Record<BudgetPeriod, number>>>;

/** The outcome of {@link ServerBudgetStore.take}. */
export type BudgetTake =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly period: BudgetPeriod; readonly resetsAt: number };

/** What the budget leaves now: the tighter of its periods, when one is capped. */
export interface BudgetRoom {
  readonly left: number;
  readonly period: BudgetPeriod;
  readonly resetsAt: number;
}

/** Generations the server key ran in the UTC day and month of a time. */
export type BudgetUse = Readonly<Record<BudgetPeriod, number>>;

const PERIODS: readonly BudgetPeriod[] = ['daily', 'monthly'];

/**
 * What `budget` counts on a backend whose tasks' costs are reported in `costUnit` (the Horde's
 * kudos): a budget in credits counts that unit there, its real costs; else generations.
 */
export function budgetUnit(budget: ServerBudget | undefined, costUnit?: string): string {
  return budget?.unit === 'credits' && costUnit !== undefined ? costUnit : 'generations';
}

/**
 * The caps of `budget` in what it counts ({@link budgetUnit}): a cap in credits is the generations
 * it pays for in full, unless the backend reports costs in `costUnit` (then the cap counts those).
 */
export function budgetCaps(
  budget: ServerBudget | undefined,
  creditsPerGeneration: number,
  costUnit?: string,
): BudgetCaps {
  const caps: Partial<Record<BudgetPeriod, number>> = {};
  const perGeneration = costUnit === undefined ? creditsPerGeneration : 1;
  for (const period of PERIODS) {
    const cap = budget?.[period];
    if (cap === undefined) continue;
    caps[period] = budget?.unit === 'credits' ? Math.floor(cap / perGeneration) : cap;
  }
  return caps;
}

/** How long a period's count is kept: past its end, whatever clock skew. */
const KEEP_MS: Record<BudgetPeriod, number> = { daily: 2 * DAY_MS, monthly: 33 * DAY_MS };

/** No cap: a count that is never refused. */
const UNCAPPED = Number.MAX_SAFE_INTEGER;

/** The generations taken and given back a record remembers, so each is given back once. */
const MAX_REMEMBERED = 500;

/** A server's record: each period's count, and the latest {@link MAX_REMEMBERED} generations by id. */
interface BudgetRecord extends TakenIds {
  readonly daily?: { readonly period: string; readonly count: number };
  readonly monthly?: { readonly period: string; readonly count: number };
  /** What each remembered take counted, when not 1 (a budget in the backend's unit). */
  readonly amounts?: Readonly<Record<string, number>>;
}

/**
 * What the server key ran in all per UTC day and month, against the server budget: every generation
 * counted (a cap set mid-day counts what ran before it), taken only while each capped period has
 * room. With a shared state (Redis) one atomic counter per period, else one keyv record per server.
 */
export class ServerBudgetStore {
  readonly #records: KeyvRecords<BudgetRecord>;
  readonly #shared: SharedState | undefined;
  readonly #now: () => number;

  constructor(keyv: Keyv, options: { shared?: SharedState | undefined; now?: () => number } = {}) {
    this.#records = new KeyvRecords(keyv);
    this.#shared = options.shared;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Counts one generation (`amount` units of the budget, a whole number) at `now` when every capped
   * period has room for it, else nothing. Given `generationId`, recorded as its take (taken again,
   * it counts nothing; `refund` gives back exactly what it counted).
   */
  async take(
    guildId: string,
    caps: BudgetCaps,
    now = this.#now(),
    generationId?: string,
    amount = 1,
  ): Promise<BudgetTake> {
    const shared = this.#shared;
    if (!shared) {
      return this.#records.change(
        guildId,
        (current = {}): { next?: BudgetRecord; result: BudgetTake } => {
          if (tookBefore(current, generationId)) return { result: { allowed: true } };
          const full = PERIODS.find(
            (period) => countOf(current, period, now) + amount > (caps[period] ?? UNCAPPED),
          );
          if (full)
            return { result: { allowed: false, period: full, resetsAt: periodEnd(full, now) } };
          const next = withCounts(current, now, amount, generationId);
          return { next, result: { allowed: true } };
        },
        { ttlMs: KEEP_MS.monthly },
      );
    }
    for (const [index, period] of PERIODS.entries()) {
      const key = this.#key(guildId, period, now);
      const takenBy = generationId && this.#takenBy(guildId, period, generationId);
      const cap = caps[period] ?? UNCAPPED;
      const { allowed } = await shared.countUpTo(key, cap, KEEP_MS[period], takenBy, amount);
      if (allowed) continue;
      for (const taken of PERIODS.slice(0, index)) {
        await this.#giveBack(shared, guildId, taken, now, { generationId });
      }
      return { allowed: false, period, resetsAt: periodEnd(period, now) };
    }
    return { allowed: true };
  }

  /**
   * Gives back one generation counted at `at`, or exactly what `generationId` took, once.
   * @throws FencedWriteError when `options.fencing`'s lease is not held with its token any more.
   */
  async refund(guildId: string, at = this.#now(), options: RefundOptions = {}): Promise<void> {
    const shared = this.#shared;
    const { generationId } = options;
    if (!shared) {
      return this.#records.change(
        guildId,
        (current = {}) => ({
          ...(!nothingToGive(current, generationId) && {
            next: withCounts(current, at, -(amountOf(current, generationId) ?? 1), generationId),
          }),
          result: undefined,
        }),
        { ttlMs: KEEP_MS.monthly },
      );
    }
    for (const period of PERIODS) {
      if ((await this.#giveBack(shared, guildId, period, at, options)).repeated) return;
    }
  }

  /**
   * Counts what `generationId`'s take at `at` really cost instead of what it took (an estimate),
   * once and whatever the caps (the cost is spent): a whole `amount` of the budget's unit.
   * @throws FencedWriteError when `options.fencing`'s lease is not held with its token any more.
   */
  async charge(
    guildId: string,
    at: number,
    generationId: string,
    amount: number,
    options: Omit<RefundOptions, 'generationId'> = {},
  ): Promise<void> {
    const shared = this.#shared;
    const charged = `${generationId}:cost`;
    if (!shared) {
      return this.#records.change(
        guildId,
        (current = {}) => {
          if (tookBefore(current, charged) || nothingToGive(current, generationId))
            return { result: undefined };
          const given = withCounts(
            current,
            at,
            -(amountOf(current, generationId) ?? 1),
            generationId,
          );
          return { next: withCounts(given, at, amount, charged), result: undefined };
        },
        { ttlMs: KEEP_MS.monthly },
      );
    }
    for (const period of PERIODS) {
      const given = await this.#giveBack(shared, guildId, period, at, { ...options, generationId });
      if (given.repeated) continue;
      const key = this.#key(guildId, period, at);
      const takenBy = this.#takenBy(guildId, period, charged);
      await shared.countUpTo(key, UNCAPPED, KEEP_MS[period], takenBy, amount);
    }
  }

  /** Generations the server key ran in the UTC day and month of `now`. */
  async used(guildId: string, now = this.#now()): Promise<BudgetUse> {
    const shared = this.#shared;
    const record = shared ? {} : ((await this.#records.get(guildId)) ?? {});
    const counts = PERIODS.map((period) =>
      shared ? shared.count(this.#key(guildId, period, now)) : countOf(record, period, now),
    );
    const [daily = 0, monthly = 0] = await Promise.all(counts);
    return { daily, monthly };
  }

  /** The room the tighter capped period leaves at `now`; undefined when nothing is capped. */
  async room(
    guildId: string,
    caps: BudgetCaps,
    now = this.#now(),
  ): Promise<BudgetRoom | undefined> {
    const capped = PERIODS.filter((period) => caps[period] !== undefined);
    if (capped.length === 0) return undefined;
    const use = await this.used(guildId, now);
    const rooms = capped.map((period) => ({
      left: Math.max(0, (caps[period] ?? 0) - use[period]),
      period,
      resetsAt: periodEnd(period, now),
    }));
    return rooms.reduce((tightest, room) => (room.left < tightest.left ? room : tightest));
  }

  /** Gives back one of `period`'s counts: the one `options.generationId` took, else one at `at`. */
  #giveBack(
    shared: SharedState,
    guildId: string,
    period: BudgetPeriod,
    at: number,
    { generationId, fencing }: RefundOptions,
  ): Promise<CountedDown> {
    return generationId
      ? shared.giveBack(this.#takenBy(guildId, period, generationId), fencing)
      : shared.countDown(this.#key(guildId, period, at), fencing);
  }

  #takenBy(guildId: string, period: BudgetPeriod, generationId: string): string {
    return `server-budget:${guildId}:${period}:${generationId}`;
  }

  #key(guildId: string, period: BudgetPeriod, time: number): string {
    return `server-budget:${guildId}:${utcPeriod(period, time)}`;
  }
}

/** The count `record` holds for the period of `time` (0 for another period). */
function countOf(record: BudgetRecord, period: BudgetPeriod, time: number): number {
  const kept = record[period];
  return kept?.period === utcPeriod(period, time) ? kept.count : 0;
}

/** What `record` remembers `id` took, when it took other than 1. */
const amountOf = (record: BudgetRecord, id: string | undefined): number | undefined =>
  id === undefined ? undefined : record.amounts?.[id];

/**
 * `record` with `by` added to each period of `time` (a new period starts from 0; one `record` does
 * not hold is left as it is when giving back), `id` remembered as taken or given back.
 */
function withCounts(
  record: BudgetRecord,
  time: number,
  by: number,
  id: string | undefined,
): BudgetRecord {
  const next: { -readonly [P in BudgetPeriod]?: BudgetRecord[P] } = {};
  for (const period of PERIODS) {
    const current = utcPeriod(period, time);
    const kept = record[period];
    if (kept?.period !== current && by < 0) continue;
    next[period] = { period: current, count: Math.max(0, countOf(record, period, time) + by) };
  }
  const remembered = remembering(
    { ...record, ...next },
    by > 0 ? 'taken' : 'refunded',
    id,
    MAX_REMEMBERED,
  );
  return by > 0 && by !== 1 && id !== undefined
    ? { ...remembered, amounts: keptAmounts(remembered, id, by) }
    : remembered;
}

/** `record`'s amounts with `id`'s, only for the takes it still remembers. */
function keptAmounts(record: BudgetRecord, id: string, amount: number): Record<string, number> {
  const kept: Record<string, number> = {};
  for (const taken of record.taken ?? []) {
    const known = taken === id ? amount : record.amounts?.[taken];
    if (known !== undefined) kept[taken] = known;
  }
  return kept;
}
