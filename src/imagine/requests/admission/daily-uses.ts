import { type BudgetRoom, type BudgetSpend, GENERATIONS } from '../../../store/budget-caps.js';
import type { DailyUsageStore } from '../../../store/daily-usage-store.js';
import type { ServerBudgetStore } from '../../../store/server-budget-store.js';
import {
  CountOverBudgetError,
  CountOverDailyLimitError,
  DailyLimitReachedError,
  ServerBudgetReachedError,
} from '../../imagine-errors.js';
import { type Asker, type Payer, quotaOf } from './payer.js';

/** The uses counted for a reply's images (server key, or a keyless backend's), each under its job's id. */
export interface DailyUses {
  readonly guildId: string;
  readonly userId: string;
  /** The time they were counted at (their UTC day); undefined: the store's clock. */
  readonly at?: number;
  /** The generations counted, one per image. */
  readonly generationIds: readonly string[];
  /** The backend's cost unit each was counted in too (kudos), if it reports costs. */
  readonly costUnit?: string;
}

/** What counts the server key's uses: each member's day, and the server budget. */
export interface ServerKeyCounts {
  readonly usage: Pick<DailyUsageStore, 'remaining' | 'tryConsume' | 'refund'>;
  readonly budget: Pick<ServerBudgetStore, 'room' | 'take' | 'refund'>;
}

/**
 * The refusal of `images` uses when the member's day has `left` (none: the limit is reached); an
 * animation counted as `countedAs` is said as one.
 */
const dailyRefusal = (
  images: number,
  left: number,
  day: { limit: number; resetsAt: number },
  quota: { readonly images: boolean },
  countedAs: number,
) =>
  left === 0
    ? new DailyLimitReachedError(day.limit, day.resetsAt, quota.images)
    : new CountOverDailyLimitError(images, left, quota.images, countedAs);

/** The refusal of `images` uses when the server budget has `left` (none: the budget is reached). */
const budgetRefusal = (
  images: number,
  left: number,
  room: Omit<BudgetRoom, 'left'>,
  unit: string,
) =>
  left === 0
    ? new ServerBudgetReachedError(room.period, room.resetsAt, unit)
    : new CountOverBudgetError(images, room.period, left, unit);

/**
 * Refuses, counting nothing, `images` generations the member's day or the budget lacks, where
 * something counts them (`quotaOf`: the server key's, or a keyless backend's images).
 * @throws {DailyLimitReachedError}, {CountOverDailyLimitError}, {ServerBudgetReachedError} or {CountOverBudgetError}.
 */
export async function checkDailyRoom(
  counts: ServerKeyCounts,
  asker: Omit<Asker, 'place'>,
  payer: Payer,
  images: number,
  now?: number,
  countedAs = 1,
): Promise<void> {
  const quota = quotaOf(payer);
  if (!quota) return;
  const { guildId } = quota;
  const day = await counts.usage.remaining(guildId, asker.userId, quota.dailyLimit, now);
  if (day.left === 0 || day.left < images)
    throw dailyRefusal(images, day.left, day, quota, countedAs);
  const room = await counts.budget.room(guildId, quota.budget, now);
  if (room && (room.left === 0 || room.left < images))
    throw budgetRefusal(images, room.left, room, quota.budgetUnit);
}

/** Options of {@link takeDailyUses}. */
export interface TakeOptions {
  /** When they are counted. @default now */
  readonly now?: number | undefined;
  /**
   * What each one takes of a budget capped in the backend's cost unit: its estimate
   * (`checkEstimatedRoom`), replaced by its real cost when it ends. @default 1
   */
  readonly amount?: number | undefined;
}

/**
 * What one image takes of the budget: a generation, and in the backend's cost unit (if it reports
 * costs) `amount` where the budget is capped in it, else 0 until it is charged what it cost.
 */
function spendOf(quota: { budget: { unit?: string }; costUnit?: string }, amount: number) {
  const spend: Record<string, number> = { [GENERATIONS]: 1 };
  const { costUnit } = quota;
  if (costUnit !== undefined) spend[costUnit] = quota.budget.unit === costUnit ? amount : 0;
  return spend satisfies BudgetSpend;
}

/**
 * Counts a reply's uses as it starts, one per id in the member's day and `amount` each in the
 * budget, all or none, each atomic (racing generations never pass a limit together); undefined
 * when nothing counts them (`quotaOf`: the member's own key pays).
 * @throws as {@link checkDailyRoom}, nothing counted; a budget short of estimated images, as
 * `checkEstimatedRoom` does.
 */
export async function takeDailyUses(
  counts: ServerKeyCounts,
  asker: Omit<Asker, 'place'>,
  payer: Payer,
  generationIds: readonly string[],
  { now, amount = 1 }: TakeOptions = {},
): Promise<DailyUses | undefined> {
  const quota = quotaOf(payer);
  if (!quota) return undefined;
  const { guildId } = quota;
  const { userId } = asker;
  const uses = {
    guildId,
    userId,
    ...(now === undefined ? {} : { at: now }),
    generationIds,
    ...(quota.costUnit && { costUnit: quota.costUnit }),
  };
  const images = generationIds.length;
  const spend = spendOf(quota, amount);
  for (const [counted, id] of generationIds.entries()) {
    const taken = await counts.usage.tryConsume(guildId, userId, quota.dailyLimit, now, id);
    const budget = taken.allowed
      ? await counts.budget.take(guildId, quota.budget, now, id, spend)
      : undefined;
    if (budget?.allowed) continue;
    const took = taken.allowed ? counted + 1 : counted;
    await giveBackDailyUses(counts, uses, generationIds.slice(0, took));
    if (!budget) throw dailyRefusal(images, counted, taken, quota, 1);
    if (amount === 1) throw budgetRefusal(images, counted, budget, quota.budgetUnit);
    const room = await counts.budget.room(guildId, quota.budget, now);
    const left = room?.left ?? 0;
    throw new CountOverBudgetError(images, budget.period, left, quota.budgetUnit, images * amount);
  }
  return uses;
}

/** Gives back, once, what each of `generationIds` took (images that never started). */
export async function giveBackDailyUses(
  counts: ServerKeyCounts,
  uses: DailyUses,
  generationIds: readonly string[],
): Promise<void> {
  const units = [GENERATIONS, ...(uses.costUnit ? [uses.costUnit] : [])];
  for (const generationId of generationIds) {
    await counts.usage.refund(uses.guildId, uses.userId, uses.at, { generationId });
    await counts.budget.refund(uses.guildId, uses.at, { generationId, units });
  }
}
