import type { GenerationJob } from './generation-job.js';

/**
 * Where the end of a finished job was learned: `here`, this process saw it end (its delivery
 * begins now), or `store`, it was found ended in the store after a restart or a takeover (its
 * delivery may have begun, even landed, in the process before).
 */
export type EndLearned = 'here' | 'store';

/**
 * How the job manager reports to its caller. Each call gets a snapshot (a copy) of the job. Calls for
 * one job never overlap and arrive in order: `onUpdate` calls, then one `onFinished`. Updates queued
 * behind a slow `onUpdate` are collapsed into the latest one.
 */
export interface JobObserver {
  /**
   * A change the user would see: the state, the progress, or the queue position. Every visible state
   * before the end is reported, including the first (`waiting` with a `queuePosition`, or
   * `submitting`). Errors thrown are logged and ignored.
   */
  onUpdate(job: GenerationJob): Promise<void> | void;
  /**
   * The job ended (`completed` with `imageUrl`, or `failed` / `timed_out` with `error`). `error` is
   * the live error object when it happened in this process (e.g. an `InvalidApiKeyError` to unlink a
   * revoked key); after a restart it is undefined and `job.error.name` tells the kind. When this
   * resolves the job is marked delivered; if it throws it is retried with backoff a few times, then
   * logged and marked delivered anyway.
   * @param learned where the end was learned. @default 'store'
   */
  onFinished(job: GenerationJob, error?: unknown, learned?: EndLearned): Promise<void> | void;
  /**
   * The job counts as delivered, and that is saved: called once per job among processes (after
   * `onFinished` resolved, or was given up on), unless the process dies between that save and this
   * call. For notifications, not for bookkeeping a restart must redo: it is not awaited, and what
   * it throws is logged.
   */
  onDelivered?(job: GenerationJob): void;
}

/**
 * One observer made of several, called in order for each report. `onUpdate` calls every one (a
 * failure does not stop the others; the first is rethrown). `onFinished` stops at the first that
 * throws, so the whole set is retried: each observer must tolerate being called again.
 * `onDelivered` calls every one that has it (a failure does not stop the others; the first is
 * rethrown).
 */
export function combineObservers(...observers: readonly JobObserver[]): JobObserver {
  return {
    async onUpdate(job) {
      const results = await Promise.allSettled(
        observers.map(async (observer) => observer.onUpdate(job)),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
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
