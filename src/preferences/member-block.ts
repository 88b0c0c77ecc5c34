import type { Stores } from '../store/create-stores.js';
import { MemberBlockedError } from './preference-errors.js';

/**
 * Refuses a member a moderator blocked from the bot in `guildId` (from the log card of a report),
 * before anything is chosen, counted or charged; nothing outside a server.
 * @throws {MemberBlockedError} saying until when.
 */
export async function refuseBlocked(
  stores: Pick<Stores, 'blocks'>,
  guildId: string | null,
  userId: string,
): Promise<void> {
  if (!guildId) return;
  const block = await stores.blocks.get(guildId, userId);
  if (block) throw new MemberBlockedError(block.until);
}
