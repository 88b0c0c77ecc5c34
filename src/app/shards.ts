import { shardOfGuild } from '../discord/guild-shards.js';
import type { JobManager } from '../jobs/job-manager.js';
import type { ResumeSummary } from '../jobs/plan-resume.js';
import { ShardLeases } from '../shards/shard-leases.js';
import type { Tenure } from '../shards/shard-tenure.js';
import type { Stores } from '../store/create-stores.js';
import type { Fencing } from '../store/shared-state.js';
import type { Base } from './base.js';
import type { DiscordLayer } from './discord.js';

/** The shards' leases, and what hangs on them. */
export interface ShardLayer {
  readonly leases: ShardLeases;
  /** The jobs resumed so far, by plan (for the `ready` line). */
  readonly resumed: ResumeSummary;
  /** The tenure under which this process holds a scope's shard now. */
  tenureOf(scope: string): Tenure | undefined;
  /** With Redis, fences what is written for a scope's jobs outside the job store too. */
  readonly fencingOf?: (scope: string) => Fencing;
}

/** The leases of `discord.shards`: a shard taken resumes its jobs, one lost stops them. */
export function shardLayer(
  { config, logger }: Base,
  { shards, shardCount }: DiscordLayer,
  stores: Stores,
  jobs: () => JobManager,
): ShardLayer {
  const resumed: ResumeSummary = { poll: 0, requeue: 0, interrupt: 0, deliver: 0 };
  const leases = new ShardLeases({
    shared: stores.shared,
    reachability: stores.reachability,
    shards,
    count: shardCount,
    timeoutMs: config.SHARD_LEASE_MS,
    logger: logger.child({ component: 'shards' }),
    onTaken: async (shard) => {
      const summary = await jobs().resume([shard]);
      for (const [plan, count] of Object.entries(summary)) {
        resumed[plan as keyof ResumeSummary] += count;
      }
    },
    onLost: (shard) => jobs().stopShard(shard),
  });
  const shardOf = (scope: string) => shardOfGuild(scope, shardCount);
  return {
    leases,
    resumed,
    tenureOf: (scope) => leases.tenure(shardOf(scope)),
    ...(stores.fencedKeyv && { fencingOf: (scope: string) => leases.fencing(shardOf(scope)) }),
  };
}
