import type Keyv from 'keyv';
import { LocalSharedState } from './local-shared-state.js';
import type { SharedState } from './shared-state.js';

/** What a server's key pays for at most; an absent limit is no limit. */
export interface PolicyLimits {
  /** The longest side of an image, in pixels. */
  readonly maxSide?: number;
  readonly maxSteps?: number;
  /** Images one command may ask for. */
  readonly maxImages?: number;
  /** The workflows the server key runs; absent: every workflow. */
  readonly workflows?: readonly string[];
}

/** The daily limit of server-key generations for the members with a role. */
export interface RoleLimit {
  readonly roleId: string;
  /** Generations per member and UTC day; 0: the role may not use the server key. */
  readonly perDay: number;
}

/** What the server key pays for in all, per UTC day and per UTC month. */
export interface ServerBudget {
  /** What the caps count: generations, or credits (`CREDITS_PER_GENERATION` each). */
  readonly unit: 'generations' | 'credits';
  readonly daily?: number;
  readonly monthly?: number;
}

/**
 * A server's policy as stored: the server key's limits, the banned words and patterns, the daily
 * limits by role, the server budget, the low-balance threshold and the moderation log channel.
 */
export interface StoredPolicy {
  readonly limits: PolicyLimits;
  /** As the managers typed them, one entry each. */
  readonly banned: readonly string[];
  /** At most 25, one per role. */
  readonly roleLimits?: readonly RoleLimit[];
  readonly budget?: ServerBudget;
  /** Credits of the server key under which the log channel is told (once per crossing). */
  readonly lowBalanceCredits?: number;
  /** Where generations and changes are logged; absent: no log. */
  readonly logChannelId?: string;
  /** Who chose the log channel: told once when it cannot be posted in. */
  readonly logChannelSetBy?: string;
  /** Why the log is paused (its channel deleted, or the bot's permissions there lost). */
  readonly logPaused?: LogPause;
}

/** Why a moderation log stopped posting until a manager chooses its channel again. */
export type LogPause = 'deleted' | 'forbidden';

const EMPTY: StoredPolicy = { limits: {}, banned: [] };

/** The most role rules a server keeps (a role select's 25 options). */
export const MAX_ROLE_LIMITS = 25;

/** The policy's optional settings, dropped from the record when unset. */
const OPTIONAL = [
  'roleLimits',
  'budget',
  'lowBalanceCredits',
  'logChannelId',
  'logChannelSetBy',
  'logPaused',
] as const;

/** A policy without its unset and empty settings, as stored. */
function compact(policy: StoredPolicy): StoredPolicy {
  const limits = Object.fromEntries(
    Object.entries(policy.limits).filter(([, value]) => value !== undefined),
  );
  const kept: Record<string, unknown> = { limits, banned: policy.banned };
  for (const key of OPTIONAL) {
    const value = policy[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (
      key === 'budget' &&
      policy.budget?.daily === undefined &&
      policy.budget?.monthly === undefined
    )
      continue;
    kept[key] = value;
  }
  return kept as unknown as StoredPolicy;
}

/**
 * Each server's policy (`/policy`), one record per server, each change a read and a write made
 * alone (through the shared state's `exclusive` when processes share the store).
 */
export class ServerPolicyStore {
  readonly #keyv: Keyv<StoredPolicy>;
  readonly #shared: Pick<SharedState, 'exclusive'>;

  constructor(keyv: Keyv, options: { shared?: Pick<SharedState, 'exclusive'> } = {}) {
    this.#keyv = keyv as Keyv<StoredPolicy>;
    this.#shared = options.shared ?? new LocalSharedState();
  }

  /** The policy of `guildId` (no limits and no banned words when none was set). */
  async get(guildId: string): Promise<StoredPolicy> {
    return (await this.#keyv.get(guildId)) ?? EMPTY;
  }

  /** Replaces the limits of `guildId`; resolves to the policy after. */
  setLimits(guildId: string, limits: PolicyLimits): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => ({ ...policy, limits }));
  }

  /** Replaces the banned words and patterns of `guildId`; resolves to the policy after. */
  setBanned(guildId: string, banned: readonly string[]): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => ({ ...policy, banned: [...banned] }));
  }

  /**
   * Sets the daily limit of `roleId`'s members (undefined: removes the rule); resolves to the
   * policy after.
   * @throws RangeError when a new rule would be past {@link MAX_ROLE_LIMITS}.
   */
  setRoleLimit(guildId: string, roleId: string, perDay: number | undefined): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => {
      const others = (policy.roleLimits ?? []).filter((rule) => rule.roleId !== roleId);
      if (perDay === undefined) return { ...policy, roleLimits: others };
      if (others.length >= MAX_ROLE_LIMITS) {
        throw new RangeError(`A server keeps at most ${MAX_ROLE_LIMITS} role limits`);
      }
      return { ...policy, roleLimits: [...others, { roleId, perDay }] };
    });
  }

  /** Replaces the server budget (undefined, or no cap: none); resolves to the policy after. */
  setBudget(guildId: string, budget: ServerBudget | undefined): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => ({ ...policy, budget }));
  }

  /** Sets the low-balance threshold in credits (undefined: no alert). */
  setLowBalance(guildId: string, credits: number | undefined): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => ({ ...policy, lowBalanceCredits: credits }));
  }

  /** Sets the moderation log's channel, chosen by `setBy` (undefined: no log); it posts again. */
  setLogChannel(
    guildId: string,
    channel: { readonly id: string; readonly setBy: string } | undefined,
  ): Promise<StoredPolicy> {
    return this.#change(guildId, ({ logPaused: _paused, ...policy }) => ({
      ...policy,
      logChannelId: channel?.id,
      logChannelSetBy: channel?.setBy,
    }));
  }

  /**
   * Pauses the log of `guildId` for `problem` while its channel is still `channelId`; resolves
   * whether this call paused it (once, in any process: the one to tell its manager).
   */
  async pauseLog(guildId: string, channelId: string, problem: LogPause): Promise<boolean> {
    let paused = false;
    await this.#change(guildId, (policy) => {
      if (policy.logChannelId !== channelId || policy.logPaused) return policy;
      paused = true;
      return { ...policy, logPaused: problem };
    });
    return paused;
  }

  #change(guildId: string, change: (policy: StoredPolicy) => StoredPolicy): Promise<StoredPolicy> {
    return this.#shared.exclusive(`server-policy:${guildId}`, async () => {
      const stored = compact(change((await this.#keyv.get(guildId)) ?? EMPTY));
      if (
        Object.keys(stored).length === 2 &&
        Object.keys(stored.limits).length === 0 &&
        stored.banned.length === 0
      ) {
        await this.#keyv.delete(guildId);
      } else {
        await this.#keyv.set(guildId, stored);
      }
      return stored;
    });
  }
}
