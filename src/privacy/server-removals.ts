import type Keyv from 'keyv';
import { recordBatches } from '../store/namespace-keys.js';

/** The keyv namespace of the servers the bot was removed from. */
export const REMOVALS_NAMESPACE = 'server-removals';

/** A server the bot was removed from: since when (epoch ms). */
interface Removal {
  readonly removedAt: number;
}

/**
 * When the bot was removed from each server (Discord's `GUILD_DELETE` without `unavailable`),
 * until it is added back or the server's data is erased after the grace period. One record per
 * server, in the shared store: any process may note a removal and any may sweep.
 */
export class ServerRemovals {
  readonly #keyv: Keyv<Removal>;

  constructor(keyv: Keyv) {
    this.#keyv = keyv as Keyv<Removal>;
  }

  /** Notes that the bot left `guildId` at `at`, unless a removal is noted already (the first counts). */
  async removed(guildId: string, at: number): Promise<void> {
    if (!(await this.#keyv.get(guildId))) await this.#keyv.set(guildId, { removedAt: at });
  }

  /** The bot is in `guildId` (again): nothing of it is to be erased. Resolves whether one was noted. */
  cancel(guildId: string): Promise<boolean> {
    return this.#keyv.delete(guildId);
  }

  /** The servers removed at or before `before`, oldest first. */
  async removedBefore(before: number): Promise<string[]> {
    const due: (Removal & { guildId: string })[] = [];
    for await (const records of recordBatches<Removal>(this.#keyv)) {
      for (const { key, raw } of records) {
        const removedAt = raw?.value?.removedAt;
        if (removedAt !== undefined && removedAt <= before) due.push({ guildId: key, removedAt });
      }
    }
    return due.sort((a, b) => a.removedAt - b.removedAt).map(({ guildId }) => guildId);
  }
}
