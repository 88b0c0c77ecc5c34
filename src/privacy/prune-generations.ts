import type Keyv from 'keyv';
import { recordBatches } from '../store/namespace-keys.js';

/** A kept generation's record as far as its age goes (`GenerationJob`'s fields). */
interface Dated {
  readonly createdAt?: unknown;
  readonly delivered?: unknown;
}

/**
 * Deletes from `kept` (the job store's namespace of delivered generations, each with its prompt)
 * those started before `before` (epoch ms): a history retention shorter than the job store's own
 * keeps no prompt longer. Resolves how many went.
 */
export async function pruneGenerations(kept: Keyv, before: number): Promise<number> {
  let pruned = 0;
  for await (const records of recordBatches<Dated>(kept)) {
    for (const { key, raw } of records) {
      const job = raw?.value;
      if (job?.delivered !== true || typeof job.createdAt !== 'number') continue;
      if (job.createdAt < before && (await kept.delete(key))) pruned += 1;
    }
  }
  return pruned;
}
