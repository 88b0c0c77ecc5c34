import type Bottleneck from 'bottleneck';
import type { ImageService } from '../image-api/service-types.js';
import type { GenerationJob } from './generation-job.js';
import type { ResolvedJobManagerOptions } from './job-manager-options.js';
import { type PollOutcome, pollTask, type RunningTaskStatus } from './poll-task.js';
import type { PollTicks } from './poll-ticks.js';
import type { JobPatch, TrackedJob } from './tracked-job.js';

/** What {@link runJob} needs. */
export interface RunJobContext {
  api: ImageService;
  resolveKey: (job: GenerationJob) => Promise<string>;
  /**
   * The job's scope limiter: submissions go through it. Status requests do not need it: each job
   * has one in flight at most, 2 s or more apart, and the scope's slots bound its running jobs.
   */
  limiter: Bottleneck;
  /** The job's stop signal. */
  signal: AbortSignal;
  /** The waits between status requests, shared by every job. */
  ticks: PollTicks;
  options: ResolvedJobManagerOptions;
}

/**
 * Submits the job when it has no task yet (once: never retried) and polls its task. Resolves to
 * how it ended, or undefined when stopped before submitting or while polling, leaving it for
 * `resume()`. A submission already sent is awaited even when stopping, so its task is recorded.
 */
export async function runJob(
  tracked: TrackedJob,
  context: RunJobContext,
): Promise<PollOutcome | undefined> {
  const { api, limiter, signal, options } = context;
  let apiKey: string;
  try {
    apiKey = await context.resolveKey(tracked.snapshot());
    if (!tracked.job.taskId) {
      const submission = await limiter.schedule(async () => {
        signal.throwIfAborted();
        if (!(await tracked.change({ state: 'submitting', queuePosition: undefined }))) {
          throw new Error('could not save the job before submitting it');
        }
        tracked.logger.info('submitting the task');
        return api.submit(apiKey, tracked.job.request);
      });
      const { taskId, family } = submission;
      await tracked.change({ state: 'queued', taskId, family, submittedAt: options.now() });
      tracked.logger.info('task submitted', { taskId });
    }
  } catch (error) {
    if (signal.aborted && tracked.job.state === 'waiting') return undefined;
    return { state: 'failed', error };
  }
  const { taskId = '', submittedAt = tracked.job.createdAt } = tracked.job;
  try {
    return await pollTask({
      fetchStatus: (requestSignal) => api.taskStatus(apiKey, taskId, { signal: requestSignal }),
      onStatus: (status) => void tracked.change(statusPatch(tracked.job, status, options.now())),
      onRetry: (error, delayMs, failures) =>
        tracked.logger.warn('status request failed; backing off', { error, delayMs, failures }),
      signal,
      submittedAt,
      timeoutMs: options.jobTimeoutMs,
      intervalMs: options.pollIntervalMs,
      jitterMs: options.pollJitterMs,
      maxBackoffMs: options.maxBackoffMs,
      now: options.now,
      random: options.random,
      sleep: (ms, waitSignal) => context.ticks.wait(ms, waitSignal),
    });
  } catch (error) {
    if (signal.aborted) return undefined;
    return { state: 'failed', error };
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
