import type { Keyv } from 'keyv';
import type { GenerationJob } from './generation-job.js';
import type { JobStoreKeyvs } from './job-store.js';

/** The keyv namespaces of the {@link JobStore}, declared once for the bot and `migrate-store`. */
export const JOB_NAMESPACES = {
  /** Delivered jobs, kept for the retention period (and an earlier version's index). */
  kept: 'jobs',
  /** Undelivered jobs with one shard; with several, `jobs-active-<shard>`. */
  active: 'jobs-active',
  /** Jobs' input images (`JobInputs`), each with an expiry. */
  inputs: 'job-inputs',
} as const;

/** The namespace of a shard's undelivered jobs: `jobs-active` with one shard, else `jobs-active-<shard>`. */
export function activeJobsNamespace(shard: number, shardCount: number): string {
  return shardCount > 1 ? `${JOB_NAMESPACES.active}-${shard}` : JOB_NAMESPACES.active;
}

/** Whether `namespace` holds undelivered jobs: `jobs-active` or `jobs-active-<shard>`. */
export function isActiveJobsNamespace(namespace: string): boolean {
  return /^jobs-active(-\d{1,6})?$/.test(namespace);
}

/**
 * The namespaces of a job store with `shardCount` shards ({@link activeJobsNamespace}; a job's
 * shard from `shardOf`), and those of other counts, read to move their jobs.
 * @param keyv the Keyv of a namespace, e.g. `Stores.keyv`.
 * @param fenced the Keyv of a namespace fenced by a shard's lease, for what its holder writes (its
 *   undelivered jobs with the current count, delivered jobs). @default `keyv` (no shards to hold)
 */
export function jobStoreKeyvs(
  keyv: (namespace: string) => Keyv,
  shardCount: number,
  shardOf: (job: GenerationJob) => number,
  fenced?: (namespace: string, shard: number) => Keyv,
): JobStoreKeyvs {
  return {
    active: keyv(JOB_NAMESPACES.active),
    kept: keyv(JOB_NAMESPACES.kept),
    shards: {
      count: shardCount,
      of: shardOf,
      active: (shard, inAll) => {
        const namespace = activeJobsNamespace(shard, inAll);
        return fenced && inAll === shardCount ? fenced(namespace, shard) : keyv(namespace);
      },
      ...(fenced && { kept: (shard: number) => fenced(JOB_NAMESPACES.kept, shard) }),
    },
  };
}
