import type Keyv from 'keyv';
import {
  type BudgetCaps,
  type BudgetPeriod,
  type BudgetRoom,
  type BudgetSpend,
  type BudgetTake,
  type BudgetUse,
  GENERATIONS,
  ONE_GENERATION,
  PERIODS,
} from './budget-caps.js';
import { amountOf, type BudgetRecord, countOf, withCounts } from './budget-record.js';
import type { RefundOptions } from './daily-usage-store.js';
import { KeyvRecords } from './keyv-records.js';
import type { CountedDown, SharedState } from './shared-state.js';
import { nothingToGive, tookBefore } from './taken-ids.js';
import { DAY_MS, periodEnd, utcPeriod } from './utc-periods.js';

/** How long a period's count is kept: past its end, whatever clock skew. */
const KEEP_MS: Record<BudgetPeriod, number> = { daily: 2 * DAY_MS, monthly: 33 * DAY_MS };

/** No cap: a count that is never refused. */
const UNCAPPED = Number.MAX_SAFE_INTEGER;

/** Options of {@link ServerBudgetStore.refund}. */
export interface BudgetRefundOptions extends RefundOptions {
  /** The units whose takes of `generationId` are given back. @default [GENERATIONS] */
  readonly units?: readonly string[];
}

/** What a take really cost, in a backend's cost unit (a whole number). */
export interface BudgetCost {
  readonly unit: string;
  readonly amount: number;
}

/**
 * What the server key spent per UTC day and month against the server budget, in every unit a
 * budget can count: generations, and each backend's reported cost unit (the Horde's kudos). Every
 * take is counted in each of its units whatever the budget's (so a cap set or changed mid-period
 * counts the period's real spend), refused only by the capped unit while each period has room.
 * With a shared state (Redis) one atomic counter per unit and period, else one keyv record per
 * server and unit.
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
   * Counts `spend` at `now` when every period `caps` limits has room for its amount in the caps'
   * unit, else nothing. Given `generationId`, recorded as its take in each unit (taken again, it
   * counts nothing; `refund` and `charge` give back exactly what it counted).
   */
  async take(
    guildId: string,
    caps: BudgetCaps,
    now = this.#now(),
    generationId?: string,
    spend: BudgetSpend = ONE_GENERATION,
  ): Promise<BudgetTake> {
    const capped = caps.unit ?? GENERATIONS;
    // The capped unit first: only it can refuse, before anything else was counted.
    const units = Object.keys(spend).sort((a, b) => Number(b === capped) - Number(a === capped));
    for (const unit of units) {
      const limits = unit === capped ? caps : {};
      const taken = await this.#take(guildId, unit, limits, now, generationId, spend[unit] ?? 0);
      if (!taken.allowed) return taken;
    }
    return { allowed: true };
  }

  /**
   * Gives back one generation counted at `at`, or exactly what `generationId` took in each of
   * `options.units`, once.
   * @throws FencedWriteError when `options.fencing`'s lease is not held with its token any more.
   */
  async refund(guildId: string, at = this.#now(), options: BudgetRefundOptions = {}) {
    for (const unit of options.units ?? [GENERATIONS]) {
      await this.#refund(guildId, unit, at, options);
    }
  }

  /**
   * Counts what `generationId`'s take at `at` in `cost.unit` really cost instead of what it took
   * (an estimate, or 0), once and whatever the caps (the cost is spent).
   * @throws FencedWriteError when `options.fencing`'s lease is not held with its token any more.
   */
  async charge(
    guildId: string,
    at: number,
    generationId: string,
    cost: BudgetCost,
    options: Omit<RefundOptions, 'generationId'> = {},
  ): Promise<void> {
    const { unit, amount } = cost;
    const shared = this.#shared;
    const charged = `${generationId}:cost`;
    if (!shared) {
      return this.#records.change(
        this.#recordKey(guildId, unit),
        (current = {}) => {
          if (tookBefore(current, charged) || nothingToGive(current, generationId))
            return { result: undefined };
          const took = amountOf(current, generationId);
          const given = withCounts(current, at, -took, generationId, 'refunded');
          return { next: withCounts(given, at, amount, charged, 'taken'), result: undefined };
        },
        { ttlMs: KEEP_MS.monthly },
      );
    }
    for (const period of PERIODS) {
      const takenFirst = this.#takenBy(guildId, unit, period, generationId);
      const given = await shared.giveBack(takenFirst, options.fencing);
      if (given.repeated) continue;
      const key = this.#key(guildId, unit, period, at);
      const takenBy = this.#takenBy(guildId, unit, period, charged);
      await shared.countUpTo(key, UNCAPPED, KEEP_MS[period], takenBy, amount);
    }
  }

  /** What the server key spent in `unit` in the UTC day and month of `now`. */
  async used(guildId: string, now = this.#now(), unit = GENERATIONS): Promise<BudgetUse> {
    const shared = this.#shared;
    const record = shared ? {} : ((await this.#records.get(this.#recordKey(guildId, unit))) ?? {});
    const counts = PERIODS.map((period) =>
      shared ? shared.count(this.#key(guildId, unit, period, now)) : countOf(record, period, now),
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
    const use = await this.used(guildId, now, caps.unit);
    const rooms = capped.map((period) => ({
      left: Math.max(0, (caps[period] ?? 0) - use[period]),
      period,
      resetsAt: periodEnd(period, now),
    }));
    return rooms.reduce((tightest, room) => (room.left < tightest.left ? room : tightest));
  }

  /** Counts `amount` of `unit` when each period `caps` limits has room for it. */
  async #take(
    guildId: string,
    unit: string,
    caps: BudgetCaps,
    now: number,
    generationId: string | undefined,
    amount: number,
  ): Promise<BudgetTake> {
    const shared = this.#shared;
    if (!shared) {
      return this.#records.change(
        this.#recordKey(guildId, unit),
        (current = {}): { next?: BudgetRecord; result: BudgetTake } => {
          if (tookBefore(current, generationId)) return { result: { allowed: true } };
          const full = PERIODS.find(
            (period) => countOf(current, period, now) + amount > (caps[period] ?? UNCAPPED),
          );
          if (full)
            return { result: { allowed: false, period: full, resetsAt: periodEnd(full, now) } };
          const next = withCounts(current, now, amount, generationId, 'taken');
          return { next, result: { allowed: true } };
        },
        { ttlMs: KEEP_MS.monthly },
      );
    }
    for (const [index, period] of PERIODS.entries()) {
      const key = this.#key(guildId, unit, period, now);
      const takenBy = generationId && this.#takenBy(guildId, unit, period, generationId);
      const cap = caps[period] ?? UNCAPPED;
      const { allowed } = await shared.countUpTo(key, cap, KEEP_MS[period], takenBy, amount);
      if (allowed) continue;
      for (const taken of PERIODS.slice(0, index)) {
        await this.#giveBack(shared, guildId, unit, taken, now, { generationId });
      }
      return { allowed: false, period, resetsAt: periodEnd(period, now) };
    }
    return { allowed: true };
  }

  /** Gives back in `unit` what `options.generationId` took, or one at `at`, once. */
  async #refund(guildId: string, unit: string, at: number, options: RefundOptions) {
    const shared = this.#shared;
    const { generationId } = options;
    if (!shared) {
      return this.#records.change(
        this.#recordKey(guildId, unit),
        (current = {}) => ({
          ...(!nothingToGive(current, generationId) && {
            next: withCounts(
              current,
              at,
              -amountOf(current, generationId),
              generationId,
              'refunded',
            ),
          }),
          result: undefined,
        }),
        { ttlMs: KEEP_MS.monthly },
      );
    }
    for (const period of PERIODS) {
      if ((await this.#giveBack(shared, guildId, unit, period, at, options)).repeated) return;
    }
  }

  /** Gives back one of `period`'s counts: the one `options.generationId` took, else one at `at`. */
  #giveBack(
    shared: SharedState,
    guildId: string,
    unit: string,
    period: BudgetPeriod,
    at: number,
    { generationId, fencing }: RefundOptions,
  ): Promise<CountedDown> {
    return generationId
      ? shared.giveBack(this.#takenBy(guildId, unit, period, generationId), fencing)
      : shared.countDown(this.#key(guildId, unit, period, at), fencing);
  }

  /** The record of `unit` (generations keep the server's own, as before other units were counted). */
  #recordKey(guildId: string, unit: string): string {
    return unit === GENERATIONS ? guildId : `${guildId}:${unit}`;
  }

  #takenBy(guildId: string, unit: string, period: BudgetPeriod, generationId: string): string {
    return `server-budget:${this.#recordKey(guildId, unit)}:${period}:${generationId}`;
  }

  #key(guildId: string, unit: string, period: BudgetPeriod, time: number): string {
    return `server-budget:${this.#recordKey(guildId, unit)}:${utcPeriod(period, time)}`;
  }
}
