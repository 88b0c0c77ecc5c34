import { STORE_NAMESPACES, type Stores } from '../store/create-stores.js';
import type { Erased } from '../store/erase-mentions.js';

/** Fields whose value names who a record belongs to: a job's `userId`, a report's member. */
const MEMBER_FIELDS = ['userId', 'memberId'] as const;

/** Fields whose value names the server a record belongs to: a job's `scope`, a record's server. */
const SERVER_FIELDS = ['guildId', 'scope'] as const;

/** Whether `value` is an object whose field among `fields` is `id`. */
const ownedBy =
  (fields: readonly string[], id: string) =>
  (value: unknown): boolean =>
    value !== null &&
    typeof value === 'object' &&
    fields.some((field) => (value as Record<string, unknown>)[field] === id);

/**
 * Erases everything the store keeps about member `userId`, in every server: their key, defaults,
 * history, daily counts and usage lines, their generations' records, every record keyed by or
 * naming them (a record of someone else that mentions them keeps the rest, e.g. a server key
 * they set). The server budgets' counts name no member: they stay. Moderators' records stay until
 * they end: a block on the member (Forget me does not lift it) and reports by or about them.
 */
export function eraseMember(
  stores: Pick<Stores, 'eraseMentions'>,
  userId: string,
): Promise<Erased> {
  return stores.eraseMentions({
    id: userId,
    owns: ownedBy(MEMBER_FIELDS, userId),
    keeps: [STORE_NAMESPACES.blocks, STORE_NAMESPACES.reports],
  });
}

/**
 * Erases everything the store keeps about server `guildId`: its settings, key, policy, styles,
 * defaults, counts and usage, its generations' records and the entries of members' histories
 * made there.
 */
export function eraseServer(
  stores: Pick<Stores, 'eraseMentions'>,
  guildId: string,
): Promise<Erased> {
  return stores.eraseMentions({ id: guildId, owns: ownedBy(SERVER_FIELDS, guildId) });
}
