import type { TaskCost } from '../../../image-backend/backend-types.js';
import { type BackendCapabilities, costUnitOf } from '../../../image-backend/capabilities.js';
import { GENERATIONS } from '../../../store/budget-caps.js';
import type { ServerBudgetStore } from '../../../store/server-budget-store.js';
import { DescribeOverBudgetError, ServerBudgetReachedError } from '../../imagine-errors.js';
import { type Payer, quotaOf } from './payer.js';

/** What a description took of a server budget: charged what it cost, or given back, once it ends. */
export interface DescribeTake {
  readonly guildId: string;
  /** When it was taken (its period). */
  readonly at: number;
  /** The description's id (the interaction's), what the budget remembers it by. */
  readonly id: string;
  /** The unit it was counted in. */
  readonly unit: string;
}

type Budget = Pick<ServerBudgetStore, 'take' | 'room' | 'charge' | 'refund'>;

/**
 * Counts a description in the backend's cost unit (`costUnitOf`: the Horde's kudos) where the
 * server's key pays: its price (`imagesIn.describeCost`, rounded up) where the budget is capped in
 * that unit, else 0 until it is charged what it cost, so a budget set later counts it. A
 * description makes no image, so it takes nothing of a budget in generations, nor of the member's
 * daily limit. Atomic: descriptions racing for the last of a budget never pass it.
 * @returns what to settle with {@link settleDescribe}; undefined when nothing was taken.
 * @throws {ServerBudgetReachedError} (nothing left) or {DescribeOverBudgetError}; nothing taken.
 */
export async function takeDescribeRoom(
  budget: Budget,
  payer: Payer,
  capabilities: BackendCapabilities,
  id: string,
  now = Date.now(),
): Promise<DescribeTake | undefined> {
  const quota = quotaOf(payer);
  const unit = costUnitOf(capabilities);
  if (!quota || unit === undefined) return undefined;
  const capped = quota.budgetUnit === unit;
  if (!capped && quota.costUnit !== unit) return undefined;
  const { guildId } = quota;
  const estimate = Math.max(1, Math.ceil(capabilities.imagesIn?.describeCost ?? 1));
  const counted = capped ? (quota.budget.unit ?? GENERATIONS) : unit;
  const spend = { [counted]: capped ? estimate : 0 };
  const taken = await budget.take(guildId, quota.budget, now, id, spend);
  if (taken.allowed) return { guildId, at: now, id, unit: counted };
  const left = (await budget.room(guildId, quota.budget, now))?.left ?? 0;
  if (left === 0) throw new ServerBudgetReachedError(taken.period, taken.resetsAt, unit);
  throw new DescribeOverBudgetError(taken.period, left, unit, estimate);
}

/**
 * Counts what the description really cost instead of its price (rounded up), or gives the price
 * back when nothing was spent (refused, faulted, never sent).
 */
export async function settleDescribe(
  budget: Budget,
  take: DescribeTake | undefined,
  cost: TaskCost | undefined,
): Promise<void> {
  if (!take) return;
  const { guildId, at, id, unit } = take;
  if (cost && cost.amount > 0) {
    await budget.charge(guildId, at, id, { unit, amount: Math.ceil(cost.amount) });
  } else {
    await budget.refund(guildId, at, { generationId: id, units: [unit] });
  }
}
