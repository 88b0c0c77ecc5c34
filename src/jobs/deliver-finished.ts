import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../core/logger.js';
import { ShardMovedError } from './errors.js';
import { copyJob, type GenerationJob } from './generation-job.js';
import type { EndLearned, JobObserver } from './job-observer.js';

/** Options of {@link deliverFinished}. */
export interface DeliverOptions {
  observer: JobObserver;
  logger: Logger;
  /** Calls of `onFinished` before giving up. */
  attempts: number;
  /** Wait before the first retry, doubled each time. */
  retryMs: number;
  /** Aborts the wait between attempts. */
  signal: AbortSignal;
  /** Where the job's end was learned. @default 'store' */
  learned?: EndLearned;
}

/**
 * Calls `observer.onFinished` until it resolves, retrying with backoff. Resolves true when the job
 * counts as delivered (it succeeded, or every attempt failed and that was logged) and false when
 * aborted between attempts, leaving the job to be delivered after a restart, or when the observer
 * found the job's shard gone to another process ({@link ShardMovedError}), leaving it to that one.
 */
export async function deliverFinished(
  job: GenerationJob,
  error: unknown,
  options: DeliverOptions,
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await options.observer.onFinished(copyJob(job), error, options.learned ?? 'store');
      return true;
    } catch (failure) {
      if (failure instanceof ShardMovedError) {
        options.logger.info("left a finished job to its shard's new holder");
        return false;
      }
      if (attempt >= options.attempts) {
        options.logger.error('gave up delivering a finished job', { attempt, error: failure });
        return true;
      }
      const delayMs = options.retryMs * 2 ** (attempt - 1);
      options.logger.warn('delivering a finished job failed; retrying', {
        attempt,
        delayMs,
        error: failure,
      });
      try {
        await sleep(delayMs, undefined, { signal: options.signal });
      } catch {
        return false;
      }
    }
  }
}
