import type Bottleneck from 'bottleneck';
import type { ImageService, TaskStatus } from '../image-api/service-types.js';
import { ShardMovedError } from './errors.js';
import type { GenerationJob } from './generation-job.js';
import type { ResolvedJobManagerOptions } from './job-manager-options.js';
import { estimateDoneAt } from './progress-estimate.js';
import {
  type PollOutcome,
  type RunningTaskStatus,
  TaskPoll,
  type TaskPollRules,
} from './task-poll.js';
import type { JobPatch, TrackedJob } from './tracked-job.js';

/** What {@link startJob} needs. */
export interface StartJobContext {
  api: ImageService;
  resolveKey: (job: GenerationJob) => Promise<string>;
  /**
   * The job's scope limiter: submissions go through it. Status requests do not need it: each job
   * has one in flight at most, 2 s or more apart, and the scope's slots bound its running jobs.
   */
  limiter: Bottleneck;
  /** The job's stop signal while it starts. */
  signal: AbortSignal;
  options: ResolvedJobManagerOptions;
  /** Whether this process may still act for the job, asked right before it is submitted. */
  mayAct: () => Promise<boolean>;
}

/**
 * How a start went: the key to poll the job's task with (and whether the task was submitted just
 * now, so the service has nothing new to say before a wait), or how (whether) the job ended.
 */
export type JobStart =
  | { apiKey: string; submitted: boolean }
  | { outcome: PollOutcome | undefined };

/**
 * Resolves the job's key and submits it when it has no task yet (once: never retried). Resolves to
 * the key when its task is to be polled, to how it ended when it failed, or to an undefined
 * outcome when stopped before submitting or when its shard passed to another process, leaving it
 * for `resume()` there. A submission already sent is
 * awaited even when stopping, so its task is recorded.
 */
export async function startJob(tracked: TrackedJob, context: StartJobContext): Promise<JobStart> {
  const { api, limiter, signal, options } = context;
  try {
    const apiKey = await context.resolveKey(tracked.snapshot());
    if (tracked.job.taskId) return { apiKey, submitted: false };
    const submission = await limiter.schedule(async () => {
      signal.throwIfAborted();
      if (!(await tracked.change({ state: 'submitting', queuePosition: undefined }))) {
        throw new Error('could not save the job before submitting it');
      }
      if (!(await context.mayAct())) throw new ShardMovedError();
      tracked.logger.info('submitting the task');
      return api.submit(apiKey, tracked.job.request);
    });
    const { taskId, family } = submission;
    await tracked.change({ state: 'queued', taskId, family, submittedAt: options.now() });
    tracked.logger.info('task submitted', { taskId });
    return { apiKey, submitted: true };
  } catch (error) {
    if (signal.aborted && tracked.job.state === 'waiting') return { outcome: undefined };
    if (error instanceof ShardMovedError) return { outcome: undefined };
    return { outcome: { state: 'failed', error } };
  }
}

/** What every {@link JobPoll} of a manager shares. */
export interface JobPollContext {
  api: ImageService;
  rules: TaskPollRules;
  /** Called once when the poll ended, was aborted or stopped. */
  ended: (poll: JobPoll, outcome: PollOutcome | undefined) => void;
}

/**
 * The poll of a submitted job's task: each status is applied to the job (saved and reported as
 * `TrackedJob.change` does), each backoff logged. One small object per job while it waits.
 */
export class JobPoll extends TaskPoll {
  #stopped = false;
  #reason: unknown;

  constructor(
    readonly tracked: TrackedJob,
    private readonly apiKey: string,
    private readonly context: JobPollContext,
  ) {
    super(context.rules, tracked.job.submittedAt ?? tracked.job.createdAt);
  }

  /** Whether {@link JobPoll.stop} ended it (not a stop of the manager or the shard). */
  get stopped(): boolean {
    return this.#stopped;
  }

  /** The reason {@link JobPoll.stop} was given. */
  get reason(): unknown {
    return this.#reason;
  }

  /** Stops this job alone with `reason` (the member stopped waiting); false when it had ended. */
  stop(reason: unknown): boolean {
    if (this.ended) return false;
    this.#stopped = true;
    this.#reason = reason;
    return this.abort(reason);
  }

  protected fetchStatus(signal: AbortSignal): Promise<TaskStatus> {
    return this.context.api.taskStatus(this.apiKey, this.tracked.job.taskId ?? '', { signal });
  }

  protected override expectedDoneAt(): number | undefined {
    return this.tracked.job.state === 'processing' ? estimateDoneAt(this.tracked.job) : undefined;
  }

  protected onStatus(status: RunningTaskStatus): void {
    const { tracked } = this;
    void tracked.change(statusPatch(tracked.job, status, this.context.rules.now()));
  }

  protected onRetry(error: unknown, delayMs: number, failures: number): void {
    this.tracked.logger.warn('status request failed; backing off', { error, delayMs, failures });
  }

  protected onEnd(outcome: PollOutcome | undefined): void {
    this.context.ended(this, outcome);
  }
}

/** What a status that is not final changes in the job: its state, and its progress with the time. */
export function statusPatch(
  job: Readonly<GenerationJob>,
  status: RunningTaskStatus,
  now: number,
): JobPatch {
  if (status.state !== 'processing') return { state: status.state };
  const { progress } = status;
  const start = job.processingStart ? {} : { processingStart: { at: now, progress } };
  return progress === undefined
    ? { state: status.state, ...start }
    : { state: status.state, progress, progressAt: now, ...start };
}
