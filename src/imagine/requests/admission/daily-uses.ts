import type { DailyUsageStore } from '../../../store/daily-usage-store.js';
import type { ServerBudgetStore } from '../../../store/server-budget-store.js';
import {
  CountOverBudgetError,
  CountOverDailyLimitError,
  DailyLimitReachedError,
  ServerBudgetReachedError,
} from '../../errors.js';
import type { Asker, Payer } from './payer.js';

/** The server-key uses counted for a generation's images: each image that never starts gives one back. */
export interface DailyUses {
  readonly guildId: string;
  readonly userId: string;
  /** The time they were counted at (their UTC day); undefined: the store's clock. */
  readonly at?: number;
  readonly count: number;
}

/** The usage store as admission and the start of a generation use it. */
export type DailyUsage = Pick<DailyUsageStore, 'remaining' | 'tryConsume' | 'refund'>;

/** What counts the server key's uses: each member's day, and the server budget. */
export interface ServerKeyCounts {
  readonly usage: DailyUsage;
  readonly budget: Pick<ServerBudgetStore, 'room' | 'take' | 'refund'>;
}

/**
 * Refuses, counting nothing, `images` server-key generations the member's daily limit or the
 * server budget has no room for. Nothing is checked when the member's own key pays.
 * @throws {DailyLimitReachedError} when none is left today.
 * @throws {CountOverDailyLimitError} when some are left, but fewer than `images`.
 * @throws {ServerBudgetReachedError} when the server budget has none left.
 * @throws {CountOverBudgetError} when it has some left, but fewer than `images`.
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
  const { left, limit, resetsAt } = await counts.usage.remaining(
    guildId,
    asker.userId,
    payer.dailyLimit,
    now,
  );
  if (left === 0) throw new DailyLimitReachedError(limit, resetsAt);
  if (left < images) throw new CountOverDailyLimitError(images, left);
  const room = await counts.budget.room(guildId, payer.budget, now);
  if (room?.left === 0) throw new ServerBudgetReachedError(room.period, room.resetsAt);
  if (room && room.left < images) throw new CountOverBudgetError(images, room.period, room.left);
}

/**
 * Counts the uses of `images` server-key generations as they start, each in the member's day and
 * in the server budget: all of them or none, each count atomic (`tryConsume`, `take`), so that
 * generations admitted at the same moment, in any process, never go beyond a limit together: the
 * one that loses the race is refused as admission would have refused it. Resolves to undefined
 * when the member's own key pays (nothing is counted).
 * @throws {DailyLimitReachedError}, {CountOverDailyLimitError}, {ServerBudgetReachedError} or
 * {CountOverBudgetError}, nothing counted.
 */
export async function takeDailyUses(
  counts: ServerKeyCounts,
  asker: Asker,
  payer: Payer,
  images: number,
  now?: number,
): Promise<DailyUses | undefined> {
  if (payer.keySource !== 'server') return undefined;
  const { guildId } = payer.keyRef;
  const { userId } = asker;
  const uses = { guildId, userId, ...(now === undefined ? {} : { at: now }) };
  for (let counted = 0; counted < images; counted += 1) {
    const taken = await counts.usage.tryConsume(guildId, userId, payer.dailyLimit, now);
    if (!taken.allowed) {
      await giveBackDailyUses(counts, { ...uses, count: counted }, counted);
      if (counted === 0) throw new DailyLimitReachedError(taken.limit, taken.resetsAt);
      throw new CountOverDailyLimitError(images, counted);
    }
    const budget = await counts.budget.take(guildId, payer.budget, now);
    if (!budget.allowed) {
      await counts.usage.refund(guildId, userId, now);
      await giveBackDailyUses(counts, { ...uses, count: counted }, counted);
      if (counted === 0) throw new ServerBudgetReachedError(budget.period, budget.resetsAt);
      throw new CountOverBudgetError(images, budget.period, counted);
    }
  }
  return { ...uses, count: images };
}

/** Gives back `count` of `uses` (images that never started), in the member's day and the budget. */
export async function giveBackDailyUses(
  counts: ServerKeyCounts,
  uses: DailyUses,
  count: number,
): Promise<void> {
  for (let left = 0; left < count; left += 1) {
    await counts.usage.refund(uses.guildId, uses.userId, uses.at);
    await counts.budget.refund(uses.guildId, uses.at);
  }
}
