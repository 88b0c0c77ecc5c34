import type { BudgetPeriod } from './budget-caps.js';
import { PERIODS } from './budget-caps.js';
import { remembering, type TakenIds } from './taken-ids.js';
import { utcPeriod } from './utc-periods.js';

/** The takes and give-backs a record remembers, so each is given back once. */
const MAX_REMEMBERED = 500;

/**
 * A server's count in one unit, kept without a shared state (SQLite): each period's count, and
 * the latest {@link MAX_REMEMBERED} takes by id.
 */
export interface BudgetRecord extends TakenIds {
  readonly daily?: { readonly period: string; readonly count: number };
  readonly monthly?: { readonly period: string; readonly count: number };
  /** What each remembered take counted, when not 1 (an estimate, a cost, 0 until charged). */
  readonly amounts?: Readonly<Record<string, number>>;
}

/** The count `record` holds for the period of `time` (0 for another period). */
export function countOf(record: BudgetRecord, period: BudgetPeriod, time: number): number {
  const kept = record[period];
  return kept?.period === utcPeriod(period, time) ? kept.count : 0;
}

/** What `record` remembers `id` took (1 unless it kept another amount). */
export const amountOf = (record: BudgetRecord, id: string | undefined): number =>
  (id === undefined ? undefined : record.amounts?.[id]) ?? 1;

/**
 * `record` with `by` added to each period of `time` (a new period starts from 0; one `record` does
 * not hold is left as it is when giving back), `id` remembered in `list` (a take's amount with it).
 */
export function withCounts(
  record: BudgetRecord,
  time: number,
  by: number,
  id: string | undefined,
  list: keyof TakenIds,
): BudgetRecord {
  const next: { -readonly [P in BudgetPeriod]?: BudgetRecord[P] } = {};
  for (const period of PERIODS) {
    const current = utcPeriod(period, time);
    const kept = record[period];
    if (kept?.period !== current && by < 0) continue;
    next[period] = { period: current, count: Math.max(0, countOf(record, period, time) + by) };
  }
  const remembered = remembering({ ...record, ...next }, list, id, MAX_REMEMBERED);
  return list === 'taken' && by !== 1 && id !== undefined
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
