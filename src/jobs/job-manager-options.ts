import type { ByteBudget } from '../core/byte-budget.js';
import { CONFIG_DEFAULTS } from '../core/config-fields.js';
import type { Logger } from '../core/logger.js';
import type { BackendRegistry } from '../image-backend/backend-registry.js';
import type { GenerationJob } from './generation-job.js';
import type { JobInputs } from './job-inputs.js';
import type { JobObserver } from './job-observer.js';
import type { JobStore } from './job-store.js';
import { AGING, IDLE_CREDIT } from './line/fair-order.js';
import type { LineStore } from './line/line-store.js';
import type { LineWatch } from './line/line-watch.js';
import { MODEL_WAIT_MS } from './line/model-affinity.js';

/** Each member's running generations, counted in a store all processes share (Redis). */
export interface MemberSlots {
  /** Counts `jobId` when the member has fewer than `limit`; resolves whether it did. */
  take(userId: string, jobId: string, limit: number): Promise<boolean>;
  /** Counts `jobId` whatever the limit (a resumed job). */
  hold(userId: string, jobId: string): Promise<void>;
  /** Stops counting `job`, as its shard's holder (a process that lost the shard frees nothing). */
  release(job: GenerationJob): Promise<void>;
  count(userId: string): Promise<number>;
}

/** What a {@link JobManager} needs. */
export interface JobManagerDependencies {
  /** The image backends; each job runs on the one it names (`GenerationJob.backend`). */
  backends: BackendRegistry;
  store: JobStore;
  /** Finds the API key a job runs with (from `job.keyRef`); an error it throws fails the job. */
  resolveKey: (job: GenerationJob) => Promise<string>;
  observer: JobObserver;
  logger: Logger;
  /** Where jobs' input images are kept (`GenerationJob.input`), read when a job is submitted. */
  inputs: JobInputs;
  /**
   * The bytes of input images held at once (`IMAGE_INPUT_BUDGET_BYTES`, shared with the intake):
   * a job's input is read from `inputs` and sent within it.
   */
  inputBudget: ByteBudget;
  /** Where members' running generations are counted across processes. @default in memory */
  memberSlots?: MemberSlots;
  /**
   * Where pooled backends' lanes live (on Redis, shared by processes); a scope's lane on a hosted
   * backend is always this process's. @default in memory
   */
  lineStore?: LineStore;
  /** Told of the line's dispatches and freed pool slots (the operations metrics), when served. */
  lineWatch?: LineWatch;
  /** This process, as the owner of the line's entries it adds. @default 'local' */
  owner?: string;
  /**
   * Whether this process may act for the job now: asked before each write of it (saves, its member
   * slot's release, retries too), its submission and its delivery, once the store may answer;
   * false means never again (its shard moved). `signal` aborts when the job's work stops.
   * @default always true
   */
  mayAct?: (job: GenerationJob, signal: AbortSignal) => boolean | Promise<boolean>;
  options?: JobManagerOptions;
}

/** Tuning of a `JobManager` with its defaults: the configuration's, and the engine's own. */
export const JOB_MANAGER_DEFAULTS = {
  /** Wait between two status requests of a task, in ms (`POLL_INTERVAL_MS`). */
  pollIntervalMs: CONFIG_DEFAULTS.POLL_INTERVAL_MS,
  /** Random spread applied to each wait, ± this many ms (`POLL_JITTER_MS`). */
  pollJitterMs: CONFIG_DEFAULTS.POLL_JITTER_MS,
  /** Least wait before a request timed for the task's end (`POLL_MIN_INTERVAL_MS`). */
  pollMinIntervalMs: CONFIG_DEFAULTS.POLL_MIN_INTERVAL_MS,
  /** A task not finished this long after submission ends `timed_out` (`JOB_TIMEOUT_MS`). */
  jobTimeoutMs: CONFIG_DEFAULTS.JOB_TIMEOUT_MS,
  /** Most unfinished jobs one member may have (`MAX_ACTIVE_PER_MEMBER`). */
  maxActivePerMember: CONFIG_DEFAULTS.MAX_ACTIVE_PER_MEMBER,
  /**
   * Most jobs of one scope running at once on a backend without a pool; others wait in its line,
   * fair among its members (`GUILD_MAX_ACTIVE_JOBS`).
   */
  maxActivePerScope: CONFIG_DEFAULTS.GUILD_MAX_ACTIVE_JOBS,
  /** A scope's share of a pooled backend's line (`FAIR_SERVER_WEIGHTS`). */
  scopeWeight: ((_scope: string) => 1) as (scope: string) => number,
  /** How long a flow of a pooled line waits without a turn before it ages (`FAIR_AGING_AFTER_MS`). */
  agingAfterMs: AGING.graceMs as number,
  /** How long a model may be passed over for a GPU's loaded one (`FAIR_MODEL_WAIT_MS`; 0: never). */
  modelWaitMs: MODEL_WAIT_MS as number,
  /** How far ahead of a waiting flood a member with nothing waiting comes back (`FAIR_IDLE_CREDIT_S`). */
  idleCredit: IDLE_CREDIT as number,
  /** Most requests of one scope in flight at once (`GUILD_MAX_CONCURRENT`). */
  maxConcurrentPerScope: CONFIG_DEFAULTS.GUILD_MAX_CONCURRENT,
  /** Least time between two requests of one scope, in ms (`GUILD_MIN_TIME_MS`). */
  minTimePerScopeMs: CONFIG_DEFAULTS.GUILD_MIN_TIME_MS,
  /** Cap of the exponential backoff after transient polling errors, in ms. */
  maxBackoffMs: 30_000,
  /**
   * Most status requests out at one backend at once; a poll due past them waits its turn holding
   * nothing (the HTTP client's pool has 16 connections: more only wait in its queue).
   */
  maxPollsInFlightPerBackend: 128,
  /** Calls of `onFinished` before giving up on delivering a job. */
  deliveryAttempts: 4,
  /** Wait before the first delivery retry, doubled each time, in ms. */
  deliveryRetryMs: 1_000,
  /** Backoff before the first retry of a failed write, doubled each time, in ms. */
  writeRetryMs: 250,
  /** Longest backoff between retries of a failed write, in ms. */
  writeRetryMaxMs: 5_000,
  /** Longest `stop()` waits for work in flight, in ms. */
  stopTimeoutMs: 10_000,
  /** The clock, in epoch ms. */
  now: Date.now,
  /** Source of jitter, in [0, 1). */
  random: Math.random,
} as const;

/** Options with every default filled in (any number, not only the default's). */
export type ResolvedJobManagerOptions = {
  readonly [K in keyof typeof JOB_MANAGER_DEFAULTS]: (typeof JOB_MANAGER_DEFAULTS)[K] extends number
    ? number
    : (typeof JOB_MANAGER_DEFAULTS)[K];
};

/** Tuning of a `JobManager` ({@link JOB_MANAGER_DEFAULTS}); mirrors the bot's configuration. */
export type JobManagerOptions = Partial<ResolvedJobManagerOptions>;
