import type { ByteBudget } from '../core/byte-budget.js';
import { shardOfGuild } from '../discord/guild-shards.js';
import type { BackendRegistry } from '../image-backend/backend-registry.js';
import { JobInputs } from '../jobs/job-inputs.js';
import { JobManager } from '../jobs/job-manager.js';
import { JOB_NAMESPACES, jobStoreKeyvs } from '../jobs/job-namespaces.js';
import type { JobObserver } from '../jobs/job-observer.js';
import { JobStore } from '../jobs/job-store.js';
import { SharedLineStore } from '../jobs/line/shared-line-store.js';
import { createKeyResolver } from '../keys/key-ref.js';
import type { Stores } from '../store/create-stores.js';
import { type Base, STOP_BUDGET_MS } from './base.js';
import type { DiscordLayer } from './discord.js';
import type { ShardLayer } from './shards.js';

/**
 * A line's claims and heartbeats last this many shard leases: a shard's next holder resumes a
 * killed process's running job (whose prompt the GPU runs on) and takes its slot again before the
 * claim lapses; with no next holder, the slot is free after this long.
 */
const LINE_LEASES = 5;

/**
 * The job engine: a shard's undelivered jobs in `jobs-active-<shard>`, with Redis fenced by its
 * lease, and a job acted on only while that lease surely holds; on Redis, pooled backends' lines
 * shared by every process, their claims leased for `LINE_LEASES` shard leases. Stopped by `connect`.
 */
export function jobsLayer(
  { config, logger, now, ops }: Base,
  {
    backends,
    stores,
    observer,
    inputBudget,
  }: { backends: BackendRegistry; stores: Stores; observer: JobObserver; inputBudget: ByteBudget },
  { shardCount }: DiscordLayer,
  { leases, fencingOf }: ShardLayer,
): JobManager {
  const { fencedKeyv, shared } = stores;
  const store = new JobStore(
    jobStoreKeyvs(
      stores.keyv,
      shardCount,
      (job) => shardOfGuild(job.scope, shardCount),
      fencedKeyv && ((namespace, shard) => fencedKeyv(namespace, leases.fencing(shard))),
    ),
  );
  const resolveKey = createKeyResolver(stores);
  const jobsLogger = logger.child({ component: 'jobs' });
  const lines =
    shared.shared &&
    shared.lines?.({
      leaseMs: LINE_LEASES * config.SHARD_LEASE_MS,
      failed: (error) => jobsLogger.warn('could not renew the claims of the line', { error }),
    });
  const pooled = lines ? new SharedLineStore(lines) : undefined;
  return new JobManager({
    backends,
    store,
    ...(pooled && {
      lineStore: pooled,
      owner: pooled.owner,
    }),
    ...(shared.shared && {
      memberSlots: {
        take: (userId, jobId, limit) => shared.takeMemberSlot(userId, jobId, limit),
        hold: (userId, jobId) => shared.holdMemberSlot(userId, jobId),
        release: (job) => shared.releaseMemberSlot(job.userId, job.id, fencingOf?.(job.scope)),
        count: (userId) => shared.memberSlots(userId),
      },
    }),
    mayAct: (job, signal) => leases.mayAct(store.shardOf(job), signal),
    resolveKey: (job) =>
      resolveKey(job.keyRef, backends.capabilitiesOf(job.backend)?.keys.anonymous),
    observer,
    ...(ops && { lineWatch: ops.line }),
    inputs: new JobInputs(stores.keyv(JOB_NAMESPACES.inputs), stores.blobs, {
      retentionMs: config.INPUT_RETENTION_HOURS * 3_600_000,
    }),
    inputBudget,
    logger: jobsLogger,
    options: {
      pollIntervalMs: config.POLL_INTERVAL_MS,
      pollJitterMs: config.POLL_JITTER_MS,
      pollMinIntervalMs: config.POLL_MIN_INTERVAL_MS,
      jobTimeoutMs: config.JOB_TIMEOUT_MS,
      stopTimeoutMs: STOP_BUDGET_MS.jobs,
      maxActivePerMember: config.MAX_ACTIVE_PER_MEMBER,
      maxActivePerScope: config.GUILD_MAX_ACTIVE_JOBS,
      scopeWeight: (scope) => config.FAIR_SERVER_WEIGHTS[scope] ?? 1,
      agingAfterMs: config.FAIR_AGING_AFTER_MS,
      modelWaitMs: config.FAIR_MODEL_WAIT_MS,
      idleCredit: config.FAIR_IDLE_CREDIT_S,
      maxConcurrentPerScope: config.GUILD_MAX_CONCURRENT,
      minTimePerScopeMs: config.GUILD_MIN_TIME_MS,
      now,
    },
  });
}
