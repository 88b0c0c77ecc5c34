import type Keyv from 'keyv';
import { KeyedMutex } from './keyed-mutex.js';

/** A server's own style, as stored (what its fields mean is the preferences layer's). */
export interface StoredStyle {
  /** Shown and typed as is; unique in its server whatever the case. */
  readonly name: string;
  /** The prompt template, with `{prompt}` where the member's prompt goes. */
  readonly template: string;
  readonly negativePrompt?: string;
  /** Options the style sets (workflow, size, steps, cfg), by field name. */
  readonly options: Readonly<Record<string, string | number>>;
  /** The manager who saved it last, and when (epoch ms). */
  readonly updatedBy: string;
  readonly updatedAt: number;
}

/** Options of {@link StylesStore}. */
export interface StylesStoreOptions {
  /** Styles one server may keep. @default 25 (what Discord's autocomplete shows) */
  readonly max?: number;
}

/** The outcome of {@link StylesStore.put}. */
export type PutStyleResult = 'added' | 'replaced' | 'full' | 'taken';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Each server's own named styles, in the order they were added. */
export class StylesStore {
  readonly #keyv: Keyv<StoredStyle[]>;
  readonly #max: number;
  readonly #lock = new KeyedMutex();

  constructor(keyv: Keyv, options: StylesStoreOptions = {}) {
    this.#keyv = keyv as Keyv<StoredStyle[]>;
    this.#max = options.max ?? 25;
  }

  /** The styles of `guildId`. */
  async list(guildId: string): Promise<StoredStyle[]> {
    return (await this.#keyv.get(guildId)) ?? [];
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
    return this.#lock.run(guildId, async () => {
      const styles = [...((await this.#keyv.get(guildId)) ?? [])];
      const old = styles.findIndex((s) => sameName(s.name, replacing));
      const clash = styles.findIndex((s) => sameName(s.name, style.name));
      if (old !== -1 && clash !== -1 && clash !== old) return 'taken';
      const at = old === -1 ? clash : old;
      if (at === -1 && styles.length >= this.#max) return 'full';
      if (at === -1) styles.push(style);
      else styles[at] = style;
      await this.#keyv.set(guildId, styles);
      return at === -1 ? 'added' : 'replaced';
    });
  }

  /** Removes the style named `name` (any case); false when there was none. */
  remove(guildId: string, name: string): Promise<boolean> {
    return this.#lock.run(guildId, async () => {
      const styles = (await this.#keyv.get(guildId)) ?? [];
      const next = styles.filter((style) => !sameName(style.name, name));
      if (next.length === styles.length) return false;
      if (next.length === 0) await this.#keyv.delete(guildId);
      else await this.#keyv.set(guildId, next);
      return true;
    });
  }
}
