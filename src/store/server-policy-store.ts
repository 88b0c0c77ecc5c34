import type Keyv from 'keyv';
import type { ImageSafetySettings } from '../safety/image-policy.js';
import { KeyvRecords } from './keyv-records.js';
import { compactLoras, type LoraPolicy } from './lora-policy.js';
import type { SharedState } from './shared-state.js';
import { TooManyRoleLimitsError } from './store-errors.js';

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
  /** The roles whose members get a larger share of the line (at most 25; absent: none). */
  readonly priorityRoles?: readonly string[];
  readonly budget?: ServerBudget;
  /** Credits of the server key under which the log channel is told (once per crossing). */
  readonly lowBalanceCredits?: number;
  /** Where generations and changes are logged; absent: no log. */
  readonly logChannelId?: string;
  /** Who chose the log channel: told once when it cannot be posted in. */
  readonly logChannelSetBy?: string;
  /** Why the log is paused (its channel deleted, or the bot's permissions there lost). */
  readonly logPaused?: LogPause;
  /** What becomes of images scored explicit, and from which score; absent: the defaults. */
  readonly imageSafety?: ImageSafetySettings;
  /** Prompts are checked against the server's AutoMod keyword rules (absent: they are not). */
  readonly automod?: true;
  /** The moderators turned off the built-in explicit terms outside age-restricted channels. */
  readonly explicitTermsOff?: boolean;
  /** Added to the negative prompt of generations outside age-restricted channels. */
  readonly safetyNegative?: string;
  /** The LoRAs members may apply; absent: everything the backend has (on the Horde: none). */
  readonly loras?: LoraPolicy;
}

/** The prompt safety settings of a server (`/policy`'s safety page). */
export type PromptSafetySettings = Pick<StoredPolicy, 'explicitTermsOff' | 'safetyNegative'>;

/** Why a moderation log stopped posting until a manager chooses its channel again. */
export type LogPause = 'deleted' | 'forbidden';

const EMPTY: StoredPolicy = { limits: {}, banned: [] };

/** The most role rules a server keeps (a role select's 25 options). */
export const MAX_ROLE_LIMITS = 25;

/** `record` without its undefined entries. */
const defined = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;

/** A policy without its unset and empty settings (no role rule, a budget without caps), as stored. */
function compact({
  limits,
  roleLimits,
  budget,
  imageSafety,
  loras,
  ...policy
}: StoredPolicy): StoredPolicy {
  const safety = imageSafety && defined(imageSafety);
  return defined({
    ...policy,
    limits: defined(limits),
    imageSafety: safety && Object.keys(safety).length > 0 ? safety : undefined,
    roleLimits: roleLimits?.length ? roleLimits : undefined,
    budget: budget?.daily === undefined && budget?.monthly === undefined ? undefined : budget,
    loras: compactLoras(loras),
  });
}

/**
 * Each server's policy (`/policy`), one record per server, each change a read and a write made
 * alone (through the shared state's `exclusive` when processes share the store).
 */
export class ServerPolicyStore {
  readonly #records: KeyvRecords<StoredPolicy>;

  constructor(keyv: Keyv, options: { shared?: Pick<SharedState, 'exclusive'> } = {}) {
    this.#records = new KeyvRecords(keyv, options.shared, 'server-policy:');
  }

  /** The policy of `guildId` (no limits and no banned words when none was set). */
  async get(guildId: string): Promise<StoredPolicy> {
    return (await this.#records.get(guildId)) ?? EMPTY;
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
   * @throws {TooManyRoleLimitsError} when a new rule would be past {@link MAX_ROLE_LIMITS}, checked
   * in the run that writes (nothing changed).
   */
  setRoleLimit(guildId: string, roleId: string, perDay: number | undefined): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => {
      const others = (policy.roleLimits ?? []).filter((rule) => rule.roleId !== roleId);
      if (perDay === undefined) return { ...policy, roleLimits: others };
      if (others.length >= MAX_ROLE_LIMITS) {
        throw new TooManyRoleLimitsError(MAX_ROLE_LIMITS);
      }
      return { ...policy, roleLimits: [...others, { roleId, perDay }] };
    });
  }

  /** Replaces the roles with a larger share of the line (none: no role has one). */
  setPriorityRoles(guildId: string, roles: readonly string[]): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => ({
      ...policy,
      priorityRoles: roles.length > 0 ? [...new Set(roles)] : undefined,
    }));
  }

  /** Replaces the server budget (undefined, or no cap: none); resolves to the policy after. */
  setBudget(guildId: string, budget: ServerBudget | undefined): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => ({ ...policy, budget }));
  }

  /** Changes the prompt safety settings named in `change` (undefined: back to the default). */
  setSafety(guildId: string, change: PromptSafetySettings): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => ({
      ...policy,
      ...change,
      explicitTermsOff: (change.explicitTermsOff ?? policy.explicitTermsOff) || undefined,
    }));
  }

  /** Changes which LoRAs members may apply (a part undefined: its default again). */
  setLoras(guildId: string, change: LoraPolicy): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => ({
      ...policy,
      loras: { ...policy.loras, ...change },
    }));
  }

  /** Sets the low-balance threshold in credits (undefined: no alert). */
  setLowBalance(guildId: string, credits: number | undefined): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => ({ ...policy, lowBalanceCredits: credits }));
  }

  /** Changes the image safety settings (a field undefined: its default again). */
  setImageSafety(guildId: string, patch: ImageSafetySettings): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => ({
      ...policy,
      imageSafety: { ...policy.imageSafety, ...patch },
    }));
  }

  /** Whether prompts are checked against the server's AutoMod keyword rules. */
  setAutomod(guildId: string, on: boolean): Promise<StoredPolicy> {
    return this.#change(guildId, (policy) => ({ ...policy, automod: on ? true : undefined }));
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
    return this.#records.change(guildId, (current) => {
      const stored = compact(change(current ?? EMPTY));
      const empty =
        Object.keys(stored).length === 2 &&
        Object.keys(stored.limits).length === 0 &&
        stored.banned.length === 0;
      return { next: empty ? null : stored, result: stored };
    });
  }
}
