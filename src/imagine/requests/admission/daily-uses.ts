import type { DailyUsageStore } from '../../../store/daily-usage-store.js';
import type { BudgetRoom, ServerBudgetStore } from '../../../store/server-budget-store.js';
import {
  CountOverBudgetError,
  CountOverDailyLimitError,
  DailyLimitReachedError,
  ServerBudgetReachedError,
} from '../../errors.js';
import type { Asker, Payer } from './payer.js';

/** The server-key uses counted for a reply's images, each recorded under its job's id. */
export interface DailyUses {
  readonly guildId: string;
  readonly userId: string;
  /** The time they were counted at (their UTC day); undefined: the store's clock. */
  readonly at?: number;
  /** The generations counted, one per image. */
  readonly generationIds: readonly string[];
}

/** What counts the server key's uses: each member's day, and the server budget. */
export interface ServerKeyCounts {
  readonly usage: Pick<DailyUsageStore, 'remaining' | 'tryConsume' | 'refund'>;
  readonly budget: Pick<ServerBudgetStore, 'room' | 'take' | 'refund'>;
}

/** The refusal of `images` uses when the member's day has `left` (none: the limit is reached). */
const dailyRefusal = (images: number, left: number, day: { limit: number; resetsAt: number }) =>
  left === 0
    ? new DailyLimitReachedError(day.limit, day.resetsAt)
    : new CountOverDailyLimitError(images, left);

/** The refusal of `images` uses when the server budget has `left` (none: the budget is reached). */
const budgetRefusal = (
  images: number,
  left: number,
  room: Omit<BudgetRoom, 'left'>,
  unit: string,
) =>
  left === 0
    ? new ServerBudgetReachedError(room.period, room.resetsAt, unit)
    : new CountOverBudgetError(images, room.period, left);

/**
 * Refuses, counting nothing, `images` server-key generations the member's day or the budget lacks.
 * @throws {DailyLimitReachedError}, {CountOverDailyLimitError}, {ServerBudgetReachedError} or {CountOverBudgetError}.
 */
export async function checkDailyRoom(
  counts: ServerKeyCounts,
  asker: Asker,
  payer: Payer,
  images: number,
  now?: number,
): Promise<void> {
  if (payer.keySource !== 'server') return;
  const { guildId } = payer.keyRef;
  const day = await counts.usage.remaining(guildId, asker.userId, payer.dailyLimit, now);
  if (day.left === 0 || day.left < images) throw dailyRefusal(images, day.left, day);
  const room = await counts.budget.room(guildId, payer.budget, now);
  if (room && (room.left === 0 || room.left < images))
    throw budgetRefusal(images, room.left, room, payer.budgetUnit);
}

/**
 * Counts a reply's server-key uses as it starts, one per id in the member's day and the budget,
 * all or none, each atomic (racing generations never pass a limit together); undefined when the
 * member's own key pays. @throws as {@link checkDailyRoom}, nothing counted.
 */
export async function takeDailyUses(
  counts: ServerKeyCounts,
  asker: Asker,
  payer: Payer,
  generationIds: readonly string[],
  now?: number,
): Promise<DailyUses | undefined> {
  if (payer.keySource !== 'server') return undefined;
  const { guildId } = payer.keyRef;
  const { userId } = asker;
  const uses = { guildId, userId, ...(now === undefined ? {} : { at: now }), generationIds };
  const images = generationIds.length;
  for (const [counted, id] of generationIds.entries()) {
    const taken = await counts.usage.tryConsume(guildId, userId, payer.dailyLimit, now, id);
    const budget = taken.allowed
      ? await counts.budget.take(guildId, payer.budget, now, id)
      : undefined;
    if (budget?.allowed) continue;
    const took = taken.allowed ? counted + 1 : counted;
    await giveBackDailyUses(counts, uses, generationIds.slice(0, took));
    if (!budget) throw dailyRefusal(images, counted, taken);
    throw budgetRefusal(images, counted, budget, payer.budgetUnit);
  }
  return uses;
}

/** Gives back, once, what each of `generationIds` took (images that never started). */
export async function giveBackDailyUses(
  counts: ServerKeyCounts,
  uses: DailyUses,
  generationIds: readonly string[],
): Promise<void> {
  for (const generationId of generationIds) {
    await counts.usage.refund(uses.guildId, uses.userId, uses.at, { generationId });
    await counts.budget.refund(uses.guildId, uses.at, { generationId });
  }
}
