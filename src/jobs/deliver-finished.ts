import { setTimeout as sleep } from 'node:timers/promises';
import { deadServer } from '../image-backend/network-error.js';
import type { WritePolicy } from './durable-write.js';
import { ResultUnfetchedError, ShardMovedError } from './job-errors.js';
import type { ResolvedJobManagerOptions } from './job-manager-options.js';
import type { JobObserver } from './job-observer.js';
import type { TrackedJob } from './tracked-job.js';

/** What {@link deliverFinished} needs of the manager. */
export interface DeliveryContext {
  readonly observer: JobObserver;
  readonly options: Pick<ResolvedJobManagerOptions, 'deliveryAttempts' | 'deliveryRetryMs'>;
  /** The job's write policy: it allows each delivery, and backs off after a refusal. */
  readonly policy: WritePolicy;
  /** The manager's stop: aborts the wait between attempts. */
  readonly signal: AbortSignal;
  /**
   * Makes job `jobId` (this one, or another of its reply) again where its image could not be
   * fetched (`cause`) because its server died: whether it now waits again, else the failure is
   * retried.
   */
  readonly remake: (jobId: string, cause: unknown) => Promise<boolean>;
}

/**
 * How a delivery ended: the job counts as `delivered`, was `left` to its shard's next holder (or
 * the manager stopped), or waits again to be `remade` (its image was lost with its server).
 */
export type DeliveryEnd = 'delivered' | 'left' | 'remade';

/**
 * Calls `observer.onFinished` once this process may act for the job. A retry after a pool's server
 * stopped answering is logged at debug: the pool says once that it is down. Refused (the lease not
 * confirmed yet, or {@link ShardMovedError} from the observer), it is tried again after the
 * policy's backoff; a failure is retried `deliveryAttempts` times, `deliveryRetryMs` doubling.
 * An image of its reply unfetched ({@link ResultUnfetchedError}) from a server that died is first
 * offered to `remake`. Resolves `delivered` when it succeeded, or every attempt failed and that was logged.
 */
export async function deliverFinished(
  tracked: TrackedJob,
  context: DeliveryContext,
): Promise<DeliveryEnd> {
  const { observer, policy, signal } = context;
  const { deliveryAttempts, deliveryRetryMs } = context.options;
  await tracked.closeUpdates();
  for (let refusals = 0; refusals === 0 || (await policy.backoff(refusals)); refusals += 1) {
    if (!(await policy.mayWrite())) continue;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const learned = tracked.endedHere ? 'here' : 'store';
        await observer.onFinished(tracked.snapshot(), tracked.error, learned);
        return 'delivered';
      } catch (failure) {
        if (failure instanceof ShardMovedError) break;
        const unfetched = failure instanceof ResultUnfetchedError;
        const cause = unfetched ? failure.cause : failure;
        if (unfetched && (await context.remake(failure.jobId, cause))) {
          // Another image of its reply made again: the reply's final waits for that one.
          return failure.jobId === tracked.job.id ? 'remade' : 'delivered';
        }
        if (attempt >= deliveryAttempts) {
          tracked.logger.error('gave up delivering a finished job', { attempt, error: failure });
          return 'delivered';
        }
        const delayMs = deliveryRetryMs * 2 ** (attempt - 1);
        const retry = { attempt, delayMs, error: failure };
        const dead = tracked.job.server !== undefined && deadServer(cause);
        tracked.logger[dead ? 'debug' : 'warn'](
          'delivering a finished job failed; retrying',
          retry,
        );
        if (!(await sleep(delayMs, true, { signal }).catch(() => false))) break;
      }
    }
  }
  tracked.logger.info("left a finished job to its shard's new holder");
  return 'left';
}
