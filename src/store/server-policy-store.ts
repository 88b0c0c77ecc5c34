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

/** A server's policy as stored: the server key's limits and the banned words and patterns. */
export interface StoredPolicy {
  readonly limits: PolicyLimits;
  /** As the managers typed them, one entry each. */
  readonly banned: readonly string[];
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
