import type { Stores } from '../store/create-stores.js';

/** The share of the line a member with one of the server's priority roles gets: twice a member's. */
export const PRIORITY_SHARE = 2;

/**
 * The member's share of their server's line: {@link PRIORITY_SHARE} when one of `roleIds` (the
 * interaction's member roles, Discord's own field) is a priority role of the server's `/policy`,
 * else 1; 1 outside a server.
 */
export async function lineShareOf(
  stores: Pick<Stores, 'policy'>,
  guildId: string | null,
  roleIds: readonly string[],
): Promise<number> {
  if (!guildId || roleIds.length === 0) return 1;
  const { priorityRoles = [] } = await stores.policy.get(guildId);
  return priorityRoles.some((roleId) => roleIds.includes(roleId)) ? PRIORITY_SHARE : 1;
}
