import type Keyv from 'keyv';
import { KeyvRecords } from './keyv-records.js';

/** How many models a server keeps: Discord's autocomplete maximum. */
const MAX_MODELS = 25;

/** The models each server used recently, most recent first, for autocomplete. */
export class RecentModelsStore {
  readonly #records: KeyvRecords<string[]>;

  constructor(keyv: Keyv) {
    this.#records = new KeyvRecords(keyv);
  }

  /** Moves `model` (trimmed; ignored when blank) to the front of the list of `guildId`. */
  async record(guildId: string, model: string): Promise<void> {
    const name = model.trim();
    if (name === '') return;
    await this.#records.change(guildId, (models = []) => ({
      next:
        models[0] === name
          ? undefined
          : [name, ...models.filter((item) => item !== name)].slice(0, MAX_MODELS),
      result: undefined,
    }));
  }

  /** The models of `guildId`, most recent first, those containing `query` when given (any case). */
  async list(guildId: string, query = ''): Promise<string[]> {
    const models = (await this.#records.get(guildId)) ?? [];
    const needle = query.trim().toLowerCase();
    return needle === '' ? models : models.filter((item) => item.toLowerCase().includes(needle));
  }
}
