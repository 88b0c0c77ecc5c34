import type { ServerBudget } from './server-policy-store.js';
import type { UtcPeriod } from './utc-periods.js';

/** A period of the server budget: the UTC day or the UTC month. */
export type BudgetPeriod = UtcPeriod;

/** The periods a budget counts, the day first. */
export const PERIODS: readonly BudgetPeriod[] = ['daily', 'monthly'];

/** The count every generation adds one to, whatever it cost (an image, on a keyless backend). */
export const GENERATIONS = 'generations';

/**
 * The budget's caps in the unit they count (an absent cap is none): {@link GENERATIONS}, or a
 * backend's reported cost unit (the Horde's kudos).
 */
export interface BudgetCaps {
  readonly daily?: number;
  readonly monthly?: number;
  /** What the caps count. @default GENERATIONS */
  readonly unit?: string;
}

/**
 * What one take adds to each count, by unit: {@link GENERATIONS} one per image (none for a
 * description); a backend's cost unit its estimate where a cap counts it, else 0 until the
 * take is charged what it really cost. Every unit is counted whatever the caps' unit, so a
 * budget set or changed mid-period counts the period's real spend.
 */
export type BudgetSpend = Readonly<Record<string, number>>;

/** One generation, counted in generations only. */
export const ONE_GENERATION: BudgetSpend = { [GENERATIONS]: 1 };

/** The outcome of a take: allowed, or the period whose cap it would pass. */
export type BudgetTake =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly period: BudgetPeriod; readonly resetsAt: number };

/** What the budget leaves now: the tighter of its periods, when one is capped. */
export interface BudgetRoom {
  readonly left: number;
  readonly period: BudgetPeriod;
  readonly resetsAt: number;
}

/** What the server key spent in one unit in the UTC day and month of a time. */
export type BudgetUse = Readonly<Record<BudgetPeriod, number>>;

/**
 * What `budget` counts on a backend whose tasks' costs are reported in `costUnit` (the Horde's
 * kudos): a budget in credits counts that unit there, its real costs; else generations.
 */
export function budgetUnit(budget: ServerBudget | undefined, costUnit?: string): string {
  return budget?.unit === 'credits' && costUnit !== undefined ? costUnit : GENERATIONS;
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
  const caps: { -readonly [P in keyof BudgetCaps]: BudgetCaps[P] } = {};
  const perGeneration = costUnit === undefined ? creditsPerGeneration : 1;
  for (const period of PERIODS) {
    const cap = budget?.[period];
    if (cap === undefined) continue;
    caps[period] = budget?.unit === 'credits' ? Math.floor(cap / perGeneration) : cap;
  }
  const unit = budgetUnit(budget, costUnit);
  return unit === GENERATIONS ? caps : { ...caps, unit };
}
