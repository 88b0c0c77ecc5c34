import { MissingApiKeyError } from '../../../keys/errors.js';
import type { Stores } from '../../../store/create-stores.js';
import { type BudgetCaps, budgetCaps } from '../../../store/server-budget-store.js';
import type { RoleLimit } from '../../../store/server-policy-store.js';
import { ServerKeyNotForRoleError } from '../../errors.js';

/** Who asks for a generation, and where. */
export interface Asker {
  readonly userId: string;
  /**
   * The server that counts (`reachOf(interaction).serverId`): its key, policy, daily limit and
   * queue; null in a DM or where only the interaction reaches (the app installed to an account).
   */
  readonly guildId: string | null;
  /** The member's roles in that server, from the interaction's member data. @default none */
  readonly roleIds?: readonly string[];
}

/**
 * The key that pays for an admitted generation, chosen once. Nothing is spent by choosing it: the
 * server key's daily uses are counted when the generation starts (`takeDailyUses`).
 */
export type Payer =
  | {
      readonly keySource: 'user';
      readonly keyRef: { readonly kind: 'user'; readonly userId: string };
    }
  | {
      readonly keySource: 'server';
      readonly keyRef: { readonly kind: 'server'; readonly guildId: string };
      /** Generations per member and UTC day the server key allows this member. */
      readonly dailyLimit: number;
      /** The server budget's caps, in generations. */
      readonly budget: BudgetCaps;
    };

/**
 * The daily limit of a member with `roleIds`: the highest of their roles' rules; undefined when
 * no rule names one of their roles (the server's limit applies).
 */
export function roleDailyLimit(
  rules: readonly RoleLimit[] | undefined,
  roleIds: readonly string[],
): number | undefined {
  const limits = (rules ?? [])
    .filter((rule) => roleIds.includes(rule.roleId))
    .map((rule) => rule.perDay);
  return limits.length === 0 ? undefined : Math.max(...limits);
}

/**
 * Chooses who pays for `asker`'s generations: their own key when linked, else the server's key
 * (within their daily limit — the highest of their roles' rules, else the server's — and the
 * server budget, checked later by admission), else nobody.
 * @throws {MissingApiKeyError} when there is neither key; the message says how to link one.
 * @throws {ServerKeyNotForRoleError} when their roles' rules allow them none of the server key.
 */
export async function choosePayer(
  stores: Pick<Stores, 'apiKeys' | 'guildSettings' | 'policy'>,
  asker: Asker,
  creditsPerGeneration: number,
): Promise<Payer> {
  const { userId, guildId } = asker;
  if (await stores.apiKeys.has(userId)) {
    return { keySource: 'user', keyRef: { kind: 'user', userId } };
  }
  if (guildId && (await stores.guildSettings.hasServerKey(guildId))) {
    const policy = await stores.policy.get(guildId);
    const byRole = roleDailyLimit(policy.roleLimits, asker.roleIds ?? []);
    if (byRole === 0) throw new ServerKeyNotForRoleError();
    const dailyLimit = byRole ?? (await stores.guildSettings.getDailyLimit(guildId));
    const budget = budgetCaps(policy.budget, creditsPerGeneration);
    return { keySource: 'server', keyRef: { kind: 'server', guildId }, dailyLimit, budget };
  }
  throw new MissingApiKeyError(guildId ? 'keys.missingHere' : 'keys.missing');
}
