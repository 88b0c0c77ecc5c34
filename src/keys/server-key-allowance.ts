import { IMAGES_UNIT } from '../image-backend/capabilities.js';
import { type BudgetCaps, budgetCaps, budgetUnit } from '../store/budget-caps.js';
import type { Stores } from '../store/create-stores.js';
import type { RoleLimit } from '../store/server-policy-store.js';

/**
 * What a server's key allows one member, from the server's policy: `none` when the server has no
 * key, `closed` when the member's roles' rules allow them none of it, else their daily limit and
 * the server budget's caps. Nothing is counted: admission (`/imagine`) and `/help` read it alike.
 */
export type ServerKeyAllowance =
  | { readonly kind: 'none' }
  | { readonly kind: 'closed' }
  | {
      readonly kind: 'open';
      /** Generations per member and UTC day the server key allows this member. */
      readonly dailyLimit: number;
      /** Whether a role rule set `dailyLimit` (else the server's own limit applies). */
      readonly byRole: boolean;
      /** The server budget's caps, in {@link budgetUnit}. */
      readonly budget: BudgetCaps;
      /** What the budget counts: `generations`, or the unit the server's backend reports costs in. */
      readonly budgetUnit: string;
      /** The unit the backend reports its tasks' costs in (kudos), counted whatever the budget's. */
      readonly costUnit?: string;
    };

/** The highest daily limit of the rules of `roleIds`; undefined when no rule names one. */
export function roleDailyLimit(
  rules: readonly RoleLimit[] | undefined,
  roleIds: readonly string[],
): number | undefined {
  const limits = (rules ?? [])
    .filter((rule) => roleIds.includes(rule.roleId))
    .map((rule) => rule.perDay);
  return limits.length === 0 ? undefined : Math.max(...limits);
}

/** What the server key of `guildId` allows a member with `roleIds` (see the type). */
export async function serverKeyAllowance(
  stores: Pick<Stores, 'guildSettings' | 'policy'>,
  guildId: string,
  roleIds: readonly string[],
  creditsPerGeneration: number,
  /** The unit the server's backend reports its tasks' costs in (the Horde's kudos), if it does. */
  costUnit?: string,
): Promise<ServerKeyAllowance> {
  if (!(await stores.guildSettings.hasServerKey(guildId))) return { kind: 'none' };
  return serverAllowance(stores, guildId, roleIds, creditsPerGeneration, costUnit);
}

/**
 * What the server `guildId` allows a member with `roleIds` whoever pays: its daily limit (their
 * roles' highest rule, else the server's), its budget's caps. On a server key (see
 * {@link serverKeyAllowance}), and on a keyless backend, whose `costUnit` is its images (ComfyUI:
 * the limits and the budget, in generations or credits alike, count images).
 */
export async function serverAllowance(
  stores: Pick<Stores, 'guildSettings' | 'policy'>,
  guildId: string,
  roleIds: readonly string[],
  creditsPerGeneration: number,
  costUnit?: string,
): Promise<Exclude<ServerKeyAllowance, { kind: 'none' }>> {
  const policy = await stores.policy.get(guildId);
  const byRole = roleDailyLimit(policy.roleLimits, roleIds);
  if (byRole === 0) return { kind: 'closed' };
  const dailyLimit = byRole ?? (await stores.guildSettings.getDailyLimit(guildId));
  const open = { kind: 'open', dailyLimit, byRole: byRole !== undefined } as const;
  // Images are the generations counted, a cap in credits one image each.
  if (costUnit === IMAGES_UNIT)
    return { ...open, budget: budgetCaps(policy.budget, 1), budgetUnit: IMAGES_UNIT };
  return {
    ...open,
    budget: budgetCaps(policy.budget, creditsPerGeneration, costUnit),
    budgetUnit: budgetUnit(policy.budget, costUnit),
    ...(costUnit !== undefined && { costUnit }),
  };
}
