import type { Keyv } from 'keyv';
import type { GenerationJob } from './generation-job.js';

/** How undelivered jobs are split between Discord shards, each shard's in its own namespace. */
export interface JobShards {
  /** How many shards there are now. */
  readonly count: number;
  /** The shard a job belongs to now, from 0 to `count - 1` (its server's shard). */
  of(job: GenerationJob): number;
  /**
   * The namespace of `shard`'s undelivered jobs when there are (or were) `count` shards in all;
   * with the current count, as `shard`'s holder writes it (fenced by its lease on a shared store).
   */
  active(shard: number, count: number): Keyv;
  /**
   * The namespace of delivered jobs as `shard`'s holder writes them (fenced by its lease on a shared
   * store). @default the store's `kept`
   */
  kept?(shard: number): Keyv;
}

/** Undelivered jobs of some shards, and whether jobs of other shards are still out of place. */
export interface ShardJobs {
  readonly jobs: GenerationJob[];
  /** Jobs of shards not asked for were found outside their own namespace (their holder moves them). */
  readonly othersOutOfPlace: boolean;
}

/**
 * The undelivered jobs of `shards` (in no order) from their namespaces and from every namespace of
 * the `earlier` shard counts. A job found outside its shard's namespace (stored under another
 * count) is moved into it: written there unless a copy already is (the one there is newer: a move
 * writes before it deletes), then deleted where it was. Only the holder of a shard moves its jobs.
 */
export async function listShardJobs(
  layout: JobShards,
  shards: readonly number[],
  earlier: readonly number[],
  keyOf: (id: string) => string,
): Promise<ShardJobs> {
  const home = (shard: number) => layout.active(shard, layout.count);
  const namespaces = new Set<Keyv>(shards.map(home));
  for (const count of earlier) {
    for (let shard = 0; shard < count; shard += 1) namespaces.add(layout.active(shard, count));
  }
  // Listed in full before anything moves: SQLite's iterator pages by offset.
  const found = new Map<string, { job: GenerationJob; at: Keyv }[]>();
  let othersOutOfPlace = false;
  for (const namespace of namespaces) {
    for await (const [, value] of namespace.iterator?.(undefined) ?? []) {
      const job = value as GenerationJob | undefined;
      if (!job?.id) continue;
      const shard = layout.of(job);
      if (!shards.includes(shard)) {
        if (home(shard) !== namespace) othersOutOfPlace = true;
        continue;
      }
      found.set(job.id, [...(found.get(job.id) ?? []), { job, at: namespace }]);
    }
  }
  const jobs: GenerationJob[] = [];
  for (const copies of found.values()) {
    const first = copies[0] as { job: GenerationJob; at: Keyv };
    const target = home(layout.of(first.job));
    const atHome = copies.find((copy) => copy.at === target);
    const key = keyOf(first.job.id);
    if (!atHome) await target.set(key, first.job);
    for (const copy of copies) if (copy.at !== target) await copy.at.delete(key);
    jobs.push((atHome ?? first).job);
  }
  return { jobs, othersOutOfPlace };
}
