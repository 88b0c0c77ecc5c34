import type Keyv from 'keyv';
import { withDefaults } from '../core/with-defaults.js';
import { KeyedMutex } from './keyed-mutex.js';

/** Options of {@link RecentModelsStore}. */
export interface RecentModelsStoreOptions {
  /** How many models a server keeps. @default 25 (Discord's autocomplete maximum) */
  max?: number;
}

const RECENT_MODELS_DEFAULTS = { max: 25 } as const;

/** The models each server used recently, most recent first, for autocomplete. */
export class RecentModelsStore {
  readonly #keyv: Keyv<string[]>;
  readonly #max: number;
  readonly #lock = new KeyedMutex();

  constructor(keyv: Keyv, options: RecentModelsStoreOptions = {}) {
    this.#keyv = keyv as Keyv<string[]>;
    this.#max = withDefaults(RECENT_MODELS_DEFAULTS, options).max;
  }

  /** Moves `model` (trimmed; ignored when blank) to the front of the list of `guildId`. */
  async record(guildId: string, model: string): Promise<void> {
    const name = model.trim();
    if (name === '') return;
    await this.#lock.run(guildId, async () => {
      const models = (await this.#keyv.get(guildId)) ?? [];
      if (models[0] === name) return;
      const next = [name, ...models.filter((item) => item !== name)].slice(0, this.#max);
      await this.#keyv.set(guildId, next);
    });
  }

  /** The models of `guildId`, most recent first, those containing `query` when given (any case). */
  async list(guildId: string, query = ''): Promise<string[]> {
    const models = (await this.#keyv.get(guildId)) ?? [];
    const needle = query.trim().toLowerCase();
    return needle === '' ? models : models.filter((item) => item.toLowerCase().includes(needle));
  }
}
