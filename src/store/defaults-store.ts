import type Keyv from 'keyv';
import { KeyvRecords } from './keyv-records.js';

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

/** The `/imagine` defaults members, channels and servers chose: the fields set, per scope. */
export class DefaultsStore {
  readonly #records: KeyvRecords<StoredDefaults>;

  constructor(keyv: Keyv) {
    this.#records = new KeyvRecords(keyv);
  }

  /** The defaults of `scope` (empty when none are set). */
  async get(scope: DefaultsScope): Promise<StoredDefaults> {
    return (await this.#records.get(keyOf(scope))) ?? {};
  }

  /** Sets the fields of `changes` in `scope` (`null` clears one); resolves to its defaults. */
  update(
    scope: DefaultsScope,
    changes: Readonly<Record<string, string | number | null>>,
  ): Promise<StoredDefaults> {
    return this.#records.change(keyOf(scope), (current) => {
      const next: Record<string, string | number> = { ...current };
      for (const [field, value] of Object.entries(changes)) {
        if (value === null) delete next[field];
        else next[field] = value;
      }
      return { next: Object.keys(next).length === 0 ? null : next, result: next };
    });
  }

  /** Clears every default of `scope`. */
  async clear(scope: DefaultsScope): Promise<void> {
    await this.#records.change(keyOf(scope), () => ({ next: null, result: undefined }));
  }
}
