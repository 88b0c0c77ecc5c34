import type Keyv from 'keyv';
import type { RefundOptions } from './daily-usage-store.js';
import { KeyedMutex } from './keyed-mutex.js';
import type { ServerBudget } from './server-policy-store.js';
import type { CountedDown, SharedState } from './shared-state.js';

/** A period of the server budget: the UTC day or the UTC month. */
export type BudgetPeriod = 'daily' | 'monthly';

/** The budget's caps in generations (a cap in credits converted); an absent cap is none. */
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

/** The caps of `budget` in generations: a cap in credits is the generations it pays for in full. */
export function budgetCaps(
  budget: ServerBudget | undefined,
  creditsPerGeneration: number,
): BudgetCaps {
  if (!budget) return {};
  const inGenerations = (cap: number | undefined) =>
    cap === undefined
      ? undefined
      : budget.unit === 'credits'
        ? Math.floor(cap / creditsPerGeneration)
        : cap;
  const daily = inGenerations(budget.daily);
  const monthly = inGenerations(budget.monthly);
  return {
    ...(daily === undefined ? {} : { daily }),
    ...(monthly === undefined ? {} : { monthly }),
  };
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const utcMonth = (time: number) => new Date(time).toISOString().slice(0, 7);

/** When the period of `time` ends, epoch ms. */
export function periodEnd(period: BudgetPeriod, time: number): number {
  const date = new Date(time);
  return period === 'daily'
    ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1)
    : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** How long a period's count is kept: past its end, whatever clock skew. */
const KEEP_MS: Record<BudgetPeriod, number> = { daily: 2 * 86_400_000, monthly: 33 * 86_400_000 };

/** No cap: a count that is never refused. */
const UNCAPPED = Number.MAX_SAFE_INTEGER;

/** The generations given back a record remembers, so each is given back once. */
const MAX_REMEMBERED = 500;

const PERIODS: readonly BudgetPeriod[] = ['daily', 'monthly'];

interface BudgetRecord {
  readonly daily?: { readonly period: string; readonly count: number };
  readonly monthly?: { readonly period: string; readonly count: number };
  readonly refunded?: readonly string[];
}

/**
 * What the server key ran in all, per UTC day and UTC month, against the server budget: every
 * generation on the server key is counted (so a cap set mid-day counts what ran before it), and
 * taken only while each capped period has room. With a shared state (Redis) each period is one
 * counter changed atomically, so processes sharing it never run past a cap together; else one
 * keyv record per server, changed one at a time here.
 */
export class ServerBudgetStore {
  readonly #keyv: Keyv<BudgetRecord>;
  readonly #shared: SharedState | undefined;
  readonly #lock = new KeyedMutex();
  readonly #now: () => number;

  constructor(keyv: Keyv, options: { shared?: SharedState | undefined; now?: () => number } = {}) {
    this.#keyv = keyv as Keyv<BudgetRecord>;
    this.#shared = options.shared;
    this.#now = options.now ?? Date.now;
  }

  /** Counts one generation at `now` when every capped period has room; else counts nothing. */
  async take(guildId: string, caps: BudgetCaps, now = this.#now()): Promise<BudgetTake> {
    const shared = this.#shared;
    if (!shared) return this.#lock.run(guildId, () => this.#takeLocal(guildId, caps, now));
    const taken: BudgetPeriod[] = [];
    for (const period of PERIODS) {
      const key = this.#key(guildId, period, now);
      const { allowed } = await shared.countUpTo(key, caps[period] ?? UNCAPPED, KEEP_MS[period]);
      if (!allowed) {
        for (const back of taken) await shared.countDown(this.#key(guildId, back, now));
        return { allowed: false, period, resetsAt: periodEnd(period, now) };
      }
      taken.push(period);
    }
    return { allowed: true };
  }

  /**
   * Gives back one generation counted at `at` (each period's), once per `generationId` when given.
   * @throws FencedWriteError when `options.fencing`'s lease is not held with its token any more.
   */
  async refund(guildId: string, at = this.#now(), options: RefundOptions = {}): Promise<void> {
    const shared = this.#shared;
    const { generationId, fencing } = options;
    if (!shared) {
      await this.#lock.run(guildId, () => this.#refundLocal(guildId, at, generationId));
      return;
    }
    for (const period of PERIODS) {
      const counted: CountedDown = await shared.countDown(this.#key(guildId, period, at), {
        ...(generationId && { once: { id: generationId, ttlMs: KEEP_MS[period] } }),
        ...(fencing && { fencing }),
      });
      if (counted.repeated) return;
    }
  }

  /** Generations the server key ran in the UTC day and month of `now`. */
  async used(guildId: string, now = this.#now()): Promise<BudgetUse> {
    const shared = this.#shared;
    if (shared) {
      const [daily, monthly] = await Promise.all(
        PERIODS.map((period) => shared.count(this.#key(guildId, period, now))),
      );
      return { daily: daily ?? 0, monthly: monthly ?? 0 };
    }
    const record = (await this.#keyv.get(guildId)) ?? {};
    return { daily: countOf(record, 'daily', now), monthly: countOf(record, 'monthly', now) };
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

  #key(guildId: string, period: BudgetPeriod, time: number): string {
    return `server-budget:${guildId}:${period === 'daily' ? utcDay(time) : utcMonth(time)}`;
  }

  async #takeLocal(guildId: string, caps: BudgetCaps, now: number): Promise<BudgetTake> {
    const record = (await this.#keyv.get(guildId)) ?? {};
    for (const period of PERIODS) {
      if (countOf(record, period, now) >= (caps[period] ?? UNCAPPED)) {
        return { allowed: false, period, resetsAt: periodEnd(period, now) };
      }
    }
    await this.#keyv.set(guildId, withCounts(record, now, 1), KEEP_MS.monthly);
    return { allowed: true };
  }

  async #refundLocal(guildId: string, at: number, generationId: string | undefined) {
    const record = (await this.#keyv.get(guildId)) ?? {};
    if (generationId && record.refunded?.includes(generationId)) return;
    const refunded = generationId
      ? [...(record.refunded ?? []), generationId].slice(-MAX_REMEMBERED)
      : record.refunded;
    const next = { ...withCounts(record, at, -1), ...(refunded && { refunded }) };
    await this.#keyv.set(guildId, next, KEEP_MS.monthly);
  }
}

/** The count `record` holds for the period of `time` (0 for another period). */
function countOf(record: BudgetRecord, period: BudgetPeriod, time: number): number {
  const kept = record[period];
  const current = period === 'daily' ? utcDay(time) : utcMonth(time);
  return kept?.period === current ? kept.count : 0;
}

/**
 * `record` with `by` added to each period of `time`: a new period starts from 0; a period `record`
 * does not hold (past, or not begun) is left as it is when giving back.
 */
function withCounts(record: BudgetRecord, time: number, by: 1 | -1): BudgetRecord {
  const next: { -readonly [P in BudgetPeriod]?: BudgetRecord[P] } = {};
  for (const period of PERIODS) {
    const current = period === 'daily' ? utcDay(time) : utcMonth(time);
    const kept = record[period];
    if (kept?.period !== current && by < 0) continue;
    next[period] = { period: current, count: Math.max(0, countOf(record, period, time) + by) };
  }
  return { ...record, ...next };
}
