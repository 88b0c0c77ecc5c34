import type Keyv from 'keyv';
import { KeyedMutex } from './keyed-mutex.js';

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
}

const EMPTY: StoredPolicy = { limits: {}, banned: [] };

/** Each server's policy (`/policy`), one record per server. */
export class ServerPolicyStore {
  readonly #keyv: Keyv<StoredPolicy>;
  readonly #lock = new KeyedMutex();

  constructor(keyv: Keyv) {
    this.#keyv = keyv as Keyv<StoredPolicy>;
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

  #change(guildId: string, change: (policy: StoredPolicy) => StoredPolicy): Promise<StoredPolicy> {
    return this.#lock.run(guildId, async () => {
      const next = change((await this.#keyv.get(guildId)) ?? EMPTY);
      const limits = Object.fromEntries(
        Object.entries(next.limits).filter(([, value]) => value !== undefined),
      );
      const stored = { limits, banned: next.banned };
      if (Object.keys(limits).length === 0 && next.banned.length === 0) {
        await this.#keyv.delete(guildId);
      } else {
        await this.#keyv.set(guildId, stored);
      }
      return stored;
    });
  }
}
