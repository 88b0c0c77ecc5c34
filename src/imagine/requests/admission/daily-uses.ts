import type { DailyUsageStore } from '../../../store/daily-usage-store.js';
import { CountOverDailyLimitError, DailyLimitReachedError } from '../../errors.js';
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

/**
 * Refuses, counting nothing, `images` server-key generations the member's daily limit has no room
 * for. Nothing is checked when the member's own key pays.
 * @throws {DailyLimitReachedError} when none is left today.
 * @throws {CountOverDailyLimitError} when some are left, but fewer than `images`.
 */
export async function checkDailyRoom(
  usage: DailyUsage,
  asker: Asker,
  payer: Payer,
  images: number,
  now?: number,
): Promise<void> {
  if (payer.keySource !== 'server') return;
  const { guildId } = payer.keyRef;
  const { left, limit, resetsAt } = await usage.remaining(
    guildId,
    asker.userId,
    payer.dailyLimit,
    now,
  );
  if (left === 0) throw new DailyLimitReachedError(limit, resetsAt);
  if (left < images) throw new CountOverDailyLimitError(images, left);
}

/**
 * Counts the daily uses of `images` server-key generations as they start: all of them or none,
 * atomically (`tryConsume`), so that generations admitted at the same moment never go beyond the
 * limit together: the one that loses the race is refused as admission would have refused it.
 * Resolves to undefined when the member's own key pays (nothing is counted).
 * @throws {DailyLimitReachedError} or {CountOverDailyLimitError}, nothing counted.
 */
export async function takeDailyUses(
  usage: DailyUsage,
  asker: Asker,
  payer: Payer,
  images: number,
  now?: number,
): Promise<DailyUses | undefined> {
  if (payer.keySource !== 'server') return undefined;
  const { guildId } = payer.keyRef;
  const { userId } = asker;
  for (let counted = 0; counted < images; counted += 1) {
    const taken = await usage.tryConsume(guildId, userId, payer.dailyLimit, now);
    if (taken.allowed) continue;
    for (let back = 0; back < counted; back += 1) await usage.refund(guildId, userId, now);
    if (counted === 0) throw new DailyLimitReachedError(taken.limit, taken.resetsAt);
    throw new CountOverDailyLimitError(images, counted);
  }
  return { guildId, userId, ...(now === undefined ? {} : { at: now }), count: images };
}

/** Gives back `count` of `uses` (images that never started). */
export async function giveBackDailyUses(
  usage: DailyUsage,
  uses: DailyUses,
  count: number,
): Promise<void> {
  for (let left = 0; left < count; left += 1) {
    await usage.refund(uses.guildId, uses.userId, uses.at);
  }
}
