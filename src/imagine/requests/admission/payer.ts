import { ORIGINAL_BACKEND_ID } from '../../../image-backend/backend-registry.js';
import { MissingApiKeyError } from '../../../keys/key-errors.js';
import { serverAllowance, serverKeyAllowance } from '../../../keys/server-key-allowance.js';
import type { SafetyPlace } from '../../../safety/safe-context.js';
import type { BudgetCaps } from '../../../store/budget-caps.js';
import type { Stores } from '../../../store/create-stores.js';
import { ServerKeyNotForRoleError } from '../../imagine-errors.js';
import type { SetPayer } from '../../render/render-reply.js';

/** Who asks for a generation, and where. */
export interface Asker {
  readonly userId: string;
  /** The server whose key, policy, limits and queue count (`reachOf`); null where none does. */
  readonly guildId: string | null;
  /** The member's roles in that server, from the interaction's member data. @default none */
  readonly roleIds?: readonly string[];
  /** Where they ask (the server's AutoMod reads its exempt channels). @default unknown */
  readonly channelId?: string | null;
  /** Their permissions there, from the interaction's member data. @default unknown */
  readonly permissions?: bigint;
  /** Where explicit content goes. */
  readonly place: SafetyPlace;
  /** When they asked (the interaction's creation), epoch ms: what may still be asked in time. @default now */
  readonly askedAt?: number;
}

/** What a server counts of a member's generations: their daily limit and its budget. */
export interface ServerQuota {
  readonly guildId: string;
  /** Generations per member and UTC day. */
  readonly dailyLimit: number;
  /** The server budget's caps, in `budgetUnit`. */
  readonly budget: BudgetCaps;
  /** What the budget counts: `generations`, the backend's cost unit (kudos), or `images`. */
  readonly budgetUnit: string;
  /** The unit the backend reports its tasks' costs in (kudos), counted whatever the budget's. */
  readonly costUnit?: string;
}

/** The key that pays for an admitted generation, chosen once (spending nothing). */
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
      /** The server budget's caps, in `budgetUnit`. */
      readonly budget: BudgetCaps;
      /** What the budget counts: `generations`, or the backend's cost unit (kudos). */
      readonly budgetUnit: string;
      /** The unit the backend reports its tasks' costs in (kudos), counted whatever the budget's. */
      readonly costUnit?: string;
    }
  | {
      /** The backend's anonymous key, where the operator allows it and no other key pays. */
      readonly keySource: 'anonymous';
      readonly keyRef: { readonly kind: 'anonymous' };
    }
  | {
      /** A backend without accounts (ComfyUI): no key is sent, the operator's server pays. */
      readonly keySource: 'none';
      readonly keyRef: { readonly kind: 'none' };
      /** In a server: its daily limit, role quotas and budget, counted in images. */
      readonly quota?: ServerQuota;
    };

/**
 * What counts `payer`'s generations, and in what: the server key's uses, or a keyless backend's
 * images (`IMAGES_UNIT`); undefined when nothing counts them (a member's own key, a DM).
 */
export function quotaOf(payer: Payer): (ServerQuota & { readonly images: boolean }) | undefined {
  if (payer.keySource === 'none') return payer.quota && { ...payer.quota, images: true };
  if (payer.keySource !== 'server') return undefined;
  const { dailyLimit, budget, budgetUnit, costUnit } = payer;
  const guildId = payer.keyRef.guildId;
  return { guildId, dailyLimit, budget, budgetUnit, ...(costUnit && { costUnit }), images: false };
}

/**
 * Who a set's card says pays for its images: the key chosen, or on a keyless backend the server's
 * daily limit where one counts them ({@link quotaOf}), else nothing.
 */
export function setPayerOf(payer: Payer): SetPayer {
  if (payer.keySource !== 'none') return payer.keySource;
  return payer.quota ? 'limit' : 'none';
}

/** What the payer depends on of the backend a generation goes to. */
export interface PayerBackend {
  /** Its id: only a key of it pays. @default any key */
  readonly id?: string | undefined;
  /** Whether it takes no keys at all (`keys.member` and `keys.server` false). @default false */
  readonly keyless?: boolean;
  /** The unit it reports its tasks' costs in, if it does (a budget in credits counts it). */
  readonly costUnit?: string | undefined;
  /** Whether it offers an anonymous key (`keys.anonymous`, where the operator allows it). @default false */
  readonly anonymous?: boolean;
}

/**
 * Chooses who pays for `asker`'s generations: their own key, else the server's with their daily
 * limit (their roles' highest rule, else the server's) and the budget's caps, else the backend's
 * anonymous key where the operator allows it. On a keyless backend no key pays, and in a server
 * its daily limit, role quotas and budget count the member's images. The key chosen is read once,
 * so that one the bot can no longer decrypt is refused now, privately, not on a posted card.
 * @throws {MissingApiKeyError} without either key; {ServerKeyNotForRoleError} when roles forbid it;
 * {KeyDecryptionError} when the key chosen cannot be decrypted (altered, or the secret changed).
 */
export async function choosePayer(
  stores: Pick<Stores, 'apiKeys' | 'guildSettings' | 'policy'>,
  asker: Omit<Asker, 'place'>,
  creditsPerGeneration: number,
  backend: PayerBackend = {},
): Promise<Payer> {
  const { id: backendId, keyless, costUnit, anonymous } = backend;
  const { userId, guildId } = asker;
  if (keyless) {
    const none = { keySource: 'none', keyRef: { kind: 'none' } } as const;
    if (!guildId) return none;
    const roles = asker.roleIds ?? [];
    const allowed = await serverAllowance(stores, guildId, roles, creditsPerGeneration, costUnit);
    if (allowed.kind === 'closed') throw new ServerKeyNotForRoleError('images');
    const { dailyLimit, budget, budgetUnit } = allowed;
    return { ...none, quota: { guildId, dailyLimit, budget, budgetUnit } };
  }
  const belongs = (keyBackend: string | null | undefined) =>
    keyBackend !== undefined &&
    (backendId === undefined || (keyBackend ?? ORIGINAL_BACKEND_ID) === backendId);
  if (belongs(await stores.apiKeys.backendOf(userId))) {
    await stores.apiKeys.get(userId);
    return { keySource: 'user', keyRef: { kind: 'user', userId } };
  }
  if (
    guildId &&
    (backendId === undefined || belongs(await stores.guildSettings.serverKeyBackend(guildId)))
  ) {
    const allowed = await serverKeyAllowance(
      stores,
      guildId,
      asker.roleIds ?? [],
      creditsPerGeneration,
      costUnit,
    );
    if (allowed.kind === 'closed') throw new ServerKeyNotForRoleError();
    if (allowed.kind === 'open') {
      await stores.guildSettings.getServerKey(guildId);
      const { dailyLimit, budget, budgetUnit, costUnit: counted } = allowed;
      const keyRef = { kind: 'server', guildId } as const;
      const server = { keySource: 'server', keyRef, dailyLimit, budget, budgetUnit } as const;
      return { ...server, ...(counted && { costUnit: counted }) };
    }
  }
  if (anonymous) return { keySource: 'anonymous', keyRef: { kind: 'anonymous' } };
  throw new MissingApiKeyError(guildId ? 'keys.missingHere' : 'keys.missing');
}
