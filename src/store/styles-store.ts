import type Keyv from 'keyv';
import { KeyvRecords, type RecordChange } from './keyv-records.js';
import type { SharedState } from './shared-state.js';

/** A server's own style, as stored (what its fields mean is the preferences layer's). */
export interface StoredStyle {
  /** Shown and typed as is; unique in its server whatever the case. */
  readonly name: string;
  /** The prompt template, with `{prompt}` where the member's prompt goes. */
  readonly template: string;
  readonly negativePrompt?: string;
  /** Options the style sets (workflow, size, steps, cfg), by field name. */
  readonly options: Readonly<Record<string, string | number>>;
  /** The LoRAs it applies, by what the backend takes, with their weights (checked when saved). */
  readonly loras?: readonly { readonly name: string; readonly weight: number }[];
  /** The manager who saved it last, and when (epoch ms). */
  readonly updatedBy: string;
  readonly updatedAt: number;
}

/** Styles one server may keep: what Discord's autocomplete shows. */
const MAX_STYLES = 25;

/** The outcome of {@link StylesStore.put}. */
export type PutStyleResult = 'added' | 'replaced' | 'full' | 'taken';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Each server's own named styles, in the order they were added, each change made alone. */
export class StylesStore {
  readonly #records: KeyvRecords<StoredStyle[]>;

  /** `options.shared`: where each change (read, count, write) runs alone (default this process). */
  constructor(keyv: Keyv, options: { readonly shared?: Pick<SharedState, 'exclusive'> } = {}) {
    this.#records = new KeyvRecords(keyv, options.shared, 'styles:');
  }

  /** The styles of `guildId`. */
  async list(guildId: string): Promise<StoredStyle[]> {
    return (await this.#records.get(guildId)) ?? [];
  }

  /** The style of `guildId` named `name` (any case), or undefined. */
  async get(guildId: string, name: string): Promise<StoredStyle | undefined> {
    return (await this.list(guildId)).find((style) => sameName(style.name, name));
  }

  /**
   * Saves `style` in `guildId`: replaces the one named `replacing` (its old name, when editing),
   * else the one of the same name, else adds it unless the server keeps the most it may. Renaming
   * a style to the name of another one is refused (`taken`).
   */
  put(guildId: string, style: StoredStyle, replacing = style.name): Promise<PutStyleResult> {
    return this.#records.change(
      guildId,
      (styles = []): RecordChange<StoredStyle[], PutStyleResult> => {
        const old = styles.findIndex((s) => sameName(s.name, replacing));
        const clash = styles.findIndex((s) => sameName(s.name, style.name));
        if (old !== -1 && clash !== -1 && clash !== old) return { result: 'taken' };
        const at = old === -1 ? clash : old;
        if (at === -1 && styles.length >= MAX_STYLES) return { result: 'full' };
        if (at === -1) return { next: [...styles, style], result: 'added' };
        return {
          next: styles.map((old, index) => (index === at ? style : old)),
          result: 'replaced',
        };
      },
    );
  }

  /** Removes the style named `name` (any case); false when there was none. */
  remove(guildId: string, name: string): Promise<boolean> {
    return this.#records.change(guildId, (styles = []) => {
      const next = styles.filter((style) => !sameName(style.name, name));
      if (next.length === styles.length) return { result: false };
      return { next: next.length === 0 ? null : next, result: true };
    });
  }
}
