import type { TaskPreview } from '../image-backend/task-preview.js';
import type { GenerationJob } from './generation-job.js';

/**
 * Where a finished job's end was learned: `here`, this process saw it end, or `store`, found ended
 * after a restart or a takeover (its delivery may have begun, even landed, before).
 */
export type EndLearned = 'here' | 'store';

/**
 * How the job manager reports to its caller, each call with a copy of the job. Calls for one job
 * never overlap and come in order: `onUpdate` calls (collapsed into the latest while one is slow),
 * then one `onFinished`.
 */
export interface JobObserver {
  /**
   * A change the member would see (state, progress, queue position, a new preview), each visible
   * state before the end included. Errors thrown are logged and ignored.
   * @param preview the task's latest preview while it processes, on a backend that sends them
   * (held in memory only, never saved with the job).
   */
  onUpdate(job: GenerationJob, preview?: TaskPreview): Promise<void> | void;
  /**
   * The job ended (`completed` with `imageUrl`, or `failed` / `timed_out` with `error`). `error` is
   * the live error when it happened in this process (e.g. to unlink a revoked key), else undefined.
   * Once this resolves the job is marked delivered; a throw is retried with backoff a few times,
   * then logged and marked delivered anyway.
   * @param learned where the end was learned. @default 'store'
   */
  onFinished(job: GenerationJob, error?: unknown, learned?: EndLearned): Promise<void> | void;
  /**
   * The job's delivery is saved: once per job among processes, unless the process dies just before.
   * For notifications (not awaited, what it throws is logged), not for bookkeeping a restart redoes.
   */
  onDelivered?(job: GenerationJob): void;
}

/**
 * One observer made of several, called in order. `onUpdate` and `onDelivered` call every one (the
 * first failure is rethrown); `onFinished` stops at the first that throws, so the whole set is
 * retried: each must tolerate being called again.
 */
export function combineObservers(...observers: readonly JobObserver[]): JobObserver {
  return {
    // Reported at each poll of thousands of jobs: most observers answer at once, and only the
    // answers that are promises are awaited (no wrapper, no settled-result per observer).
    async onUpdate(job, preview) {
      const failures: { error: unknown }[] = [];
      const pending: Promise<unknown>[] = [];
      for (let index = 0; index < observers.length; index++) {
        try {
          const answer = (observers[index] as JobObserver).onUpdate(job, preview);
          if (answer) pending.push(answer.catch((error: unknown) => (failures[index] = { error })));
        } catch (error) {
          failures[index] = { error };
        }
      }
      for (const answer of pending) await answer;
      const first = failures.find(Boolean);
      if (first) throw first.error;
    },
    async onFinished(job, error, learned) {
      for (const observer of observers) await observer.onFinished(job, error, learned);
    },
    onDelivered(job) {
      const failures: unknown[] = [];
      for (const observer of observers) {
        try {
          observer.onDelivered?.(job);
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw failures[0];
    },
  };
}
