import { CONFIG_DEFAULTS } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import { withDefaults } from '../core/with-defaults.js';
import type { ImageService } from '../image-api/service-types.js';
import type { GenerationJob } from './generation-job.js';
import type { JobObserver } from './job-observer.js';
import type { JobStore } from './job-store.js';

/**
 * Each member's running generations counted in a store several processes share (Redis), so the
 * cap holds across processes. Without it a manager counts its own jobs in memory.
 */
export interface MemberSlots {
  /** Counts `jobId` when the member has fewer than `limit`; resolves whether it did. */
  take(userId: string, jobId: string, limit: number): Promise<boolean>;
  /** Counts `jobId` whatever the limit (a resumed job). */
  hold(userId: string, jobId: string): Promise<void>;
  /**
   * Stops counting `job` (its member's and id): as the holder of its shard, so a process that lost
   * the shard never frees a slot the new holder counts again.
   */
  release(job: GenerationJob): Promise<void>;
  count(userId: string): Promise<number>;
}

/** What a {@link JobManager} needs. */
export interface JobManagerDependencies {
  api: ImageService;
  store: JobStore;
  /** Finds the API key a job runs with (from `job.keyRef`); an error it throws fails the job. */
  resolveKey: (job: GenerationJob) => Promise<string>;
  observer: JobObserver;
  logger: Logger;
  /** Where members' running generations are counted across processes. @default in memory */
  memberSlots?: MemberSlots;
  /**
   * Asked before each write of a job this manager runs (its saves, its member slot's release),
   * first attempts and retries alike, before its submission and before its delivery: resolves
   * whether this process may act for the job now, once the store may answer (false: never again,
   * e.g. its shard went to another process while this one was paused or the store unreachable).
   * Answer at once when nothing changed. `signal` aborts when the job's work stops.
   * @default always true
   */
  mayAct?: (job: GenerationJob, signal: AbortSignal) => boolean | Promise<boolean>;
  options?: JobManagerOptions;
}

/** Tuning of a `JobManager`; mirrors the bot's configuration. */
export interface JobManagerOptions {
  /** Wait between two status requests of a task, in ms (`POLL_INTERVAL_MS`). @default 2750 */
  pollIntervalMs?: number;
  /** Random spread applied to each wait, ± this many ms (`POLL_JITTER_MS`). @default 250 */
  pollJitterMs?: number;
  /**
   * Least wait between two status requests of a task, in ms (`POLL_MIN_INTERVAL_MS`): a request
   * timed for the task's expected end comes sooner than the regular wait, never sooner than this.
   * @default 2000
   */
  pollMinIntervalMs?: number;
  /** A task not finished this long after submission ends `timed_out` (`JOB_TIMEOUT_MS`). @default 600_000 */
  jobTimeoutMs?: number;
  /** Most unfinished jobs one member may have (`MAX_ACTIVE_PER_MEMBER`). @default 4 */
  maxActivePerMember?: number;
  /** Most jobs of one scope running at once; others wait in its FIFO (`GUILD_MAX_ACTIVE_JOBS`). @default 5 */
  maxActivePerScope?: number;
  /** Most requests of one scope in flight at once (`GUILD_MAX_CONCURRENT`). @default 4 */
  maxConcurrentPerScope?: number;
  /** Least time between two requests of one scope, in ms (`GUILD_MIN_TIME_MS`). @default 50 */
  minTimePerScopeMs?: number;
  /** Cap of the exponential backoff after transient polling errors, in ms. @default 30_000 */
  maxBackoffMs?: number;
  /** Calls of `onFinished` before giving up on delivering a job. @default 4 */
  deliveryAttempts?: number;
  /** Wait before the first delivery retry, doubled each time, in ms. @default 1000 */
  deliveryRetryMs?: number;
  /** Backoff before the first retry of a failed write, doubled each time, in ms. @default 250 */
  writeRetryMs?: number;
  /** Longest backoff between retries of a failed write, in ms. @default 5_000 */
  writeRetryMaxMs?: number;
  /** Longest `stop()` waits for work in flight, in ms. @default 10_000 */
  stopTimeoutMs?: number;
  /** The clock, in epoch ms. @default Date.now */
  now?: () => number;
  /** Source of jitter, in [0, 1). @default Math.random */
  random?: () => number;
}

/** Defaults of {@link JobManagerOptions}: the configuration's, and the engine's own tuning. */
export const JOB_MANAGER_DEFAULTS = {
  pollIntervalMs: CONFIG_DEFAULTS.POLL_INTERVAL_MS,
  pollJitterMs: CONFIG_DEFAULTS.POLL_JITTER_MS,
  pollMinIntervalMs: CONFIG_DEFAULTS.POLL_MIN_INTERVAL_MS,
  jobTimeoutMs: CONFIG_DEFAULTS.JOB_TIMEOUT_MS,
  maxActivePerMember: CONFIG_DEFAULTS.MAX_ACTIVE_PER_MEMBER,
  maxActivePerScope: CONFIG_DEFAULTS.GUILD_MAX_ACTIVE_JOBS,
  maxConcurrentPerScope: CONFIG_DEFAULTS.GUILD_MAX_CONCURRENT,
  minTimePerScopeMs: CONFIG_DEFAULTS.GUILD_MIN_TIME_MS,
  maxBackoffMs: 30_000,
  deliveryAttempts: 4,
  deliveryRetryMs: 1_000,
  writeRetryMs: 250,
  writeRetryMaxMs: 5_000,
  stopTimeoutMs: 10_000,
  now: Date.now,
  random: Math.random,
} as const;

/** Options with every default filled in. */
export type ResolvedJobManagerOptions = Required<JobManagerOptions>;

/** Merges `options` over {@link JOB_MANAGER_DEFAULTS}, ignoring undefined values. */
export function resolveJobManagerOptions(
  options: JobManagerOptions = {},
): ResolvedJobManagerOptions {
  return withDefaults(JOB_MANAGER_DEFAULTS, options);
}
