import type Keyv from 'keyv';
import { KeyedMutex } from './keyed-mutex.js';

/** Whose defaults: a member's own (everywhere), a channel's, or a server's. */
export type DefaultsScope =
  | { readonly kind: 'member'; readonly userId: string }
  | { readonly kind: 'channel'; readonly guildId: string; readonly channelId: string }
  | { readonly kind: 'server'; readonly guildId: string };

/** One scope's defaults by field name (what each field means is the preferences layer's). */
export type StoredDefaults = Readonly<Record<string, string | number>>;

const keyOf = (scope: DefaultsScope): string => {
  if (scope.kind === 'member') return `member:${scope.userId}`;
  if (scope.kind === 'channel') return `channel:${scope.guildId}:${scope.channelId}`;
  return `server:${scope.guildId}`;
};

/**
 * The `/imagine` defaults members, channels and servers chose (`/settings`): one record per scope,
 * holding only the fields set. Updates of one scope are serialized within the process.
 */
export class DefaultsStore {
  readonly #keyv: Keyv<StoredDefaults>;
  readonly #lock = new KeyedMutex();

  constructor(keyv: Keyv) {
    this.#keyv = keyv as Keyv<StoredDefaults>;
  }

  /** The defaults of `scope` (empty when none are set). */
  async get(scope: DefaultsScope): Promise<StoredDefaults> {
    return (await this.#keyv.get(keyOf(scope))) ?? {};
  }

  /**
   * Sets the fields of `changes` in `scope`; a field given `null` is cleared. Resolves to the
   * scope's defaults after.
   */
  update(
    scope: DefaultsScope,
    changes: Readonly<Record<string, string | number | null>>,
  ): Promise<StoredDefaults> {
    const key = keyOf(scope);
    return this.#lock.run(key, async () => {
      const next: Record<string, string | number> = { ...(await this.#keyv.get(key)) };
      for (const [field, value] of Object.entries(changes)) {
        if (value === null) delete next[field];
        else next[field] = value;
      }
      if (Object.keys(next).length === 0) await this.#keyv.delete(key);
      else await this.#keyv.set(key, next);
      return next;
    });
  }

  /** Clears every default of `scope`. */
  async clear(scope: DefaultsScope): Promise<void> {
    const key = keyOf(scope);
    await this.#lock.run(key, () => this.#keyv.delete(key));
  }
}
