import type { AppContext } from '../src/bot/context.js';
import type { BenchMember } from './world-protocol.js';

/**
 * Links each member's key in the bot's store, as `/apikey link` would after checking the key
 * with the service: setup, not measured. `concurrency` members at a time.
 */
export async function linkMembers(
  context: AppContext,
  members: readonly BenchMember[],
  concurrency = 25,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const member = members[next++] as BenchMember;
      const balance = await context.api.balance(member.apiKey);
      await context.stores.apiKeys.link(member.userId, {
        apiKey: member.apiKey,
        serviceUserId: balance.userId,
        serviceUsername: balance.username,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, members.length) }, worker));
}
