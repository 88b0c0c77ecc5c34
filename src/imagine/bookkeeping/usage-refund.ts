import { ServiceUnavailableError, SubmissionUncertainError } from '../../image-api/errors.js';
import type { GenerationJob, JobTarget } from '../../jobs/generation-job.js';
import type { JobObserver } from '../../jobs/job-observer.js';
import type { DailyUsageStore } from '../../store/daily-usage-store.js';
import type { ServerBudgetStore } from '../../store/server-budget-store.js';
import type { Fencing } from '../../store/shared-state.js';
import { generationTargetOf } from '../delivery/reply-target.js';

/** Errors that mean the service never took the submission (it refused it, or it was never sent). */
const NEVER_TAKEN = new Set([
  'InvalidParameterError',
  'InsufficientCreditsError',
  'InvalidApiKeyError',
  'RateLimitedError',
  'MissingApiKeyError',
  'KeyDecryptionError',
  'QueuedJobCancelledError',
  // Stopped before a task existed: the submission was never sent (one in flight is awaited).
  'StoppedWaitingError',
]);

/**
 * Whether a finished job's daily server-key use should be given back: it ran on the server key,
 * failed before any task existed, and the service surely never took it (it refused the request,
 * answered with a server error, or nothing was sent). A submission cut off mid-way is not refunded.
 */
export function shouldRefundUsage(job: GenerationJob, error: unknown): boolean {
  if (job.keyRef.kind !== 'server' || job.state !== 'failed' || job.taskId) return false;
  if (error instanceof SubmissionUncertainError) return false;
  if (error instanceof ServiceUnavailableError) return error.status !== undefined;
  return NEVER_TAKEN.has(job.error?.name ?? '');
}

/** What {@link createUsageRefunds} needs. */
export interface UsageRefundDependencies {
  readonly usage: Pick<DailyUsageStore, 'refund'>;
  /** The server budget, given the generation back too. @default none */
  readonly budget?: Pick<ServerBudgetStore, 'refund'>;
  /** The lease a scope's refunds are made under (several processes). @default none */
  readonly fencingOf?: (scope: string) => Fencing;
  /** The job as it is now, with what was saved since the snapshot (`JobManager.get`). */
  readonly loadJob: (jobId: string) => Promise<GenerationJob | undefined>;
  /** Merges into a job's target and saves it (`JobManager.updateTarget`). */
  readonly updateTarget: (jobId: string, patch: JobTarget) => Promise<unknown>;
  /** Told once the use is given back and that is saved with the job (`refunded`). */
  readonly onRefunded?: (job: GenerationJob) => void;
}

/**
 * Gives back the member's daily server-key use of each job {@link shouldRefundUsage} says never
 * ran, once: the job's target records it, and is read afresh when the report is repeated; the
 * store gives one job's use back once whoever asks again (a successor after a takeover), and only
 * while this process holds the job's shard (`fencingOf`). An
 * ordered observer, first of all: the use is given back even when the reply cannot be edited,
 * and a crash before it is saved gives it back after the restart.
 */
export function createUsageRefunds(deps: UsageRefundDependencies): JobObserver {
  return {
    onUpdate: () => undefined,
    async onFinished(job, error) {
      if (job.keyRef.kind !== 'server' || !shouldRefundUsage(job, error)) return;
      const current = (await deps.loadJob(job.id)) ?? job;
      if (generationTargetOf(current).usageRefunded) return;
      const fencing = deps.fencingOf?.(job.scope);
      const once = { generationId: job.id, ...(fencing && { fencing }) };
      await deps.usage.refund(job.keyRef.guildId, job.userId, job.createdAt, once);
      await deps.budget?.refund(job.keyRef.guildId, job.createdAt, once);
      await deps.updateTarget(job.id, { usageRefunded: true });
      deps.onRefunded?.(job);
    },
  };
}
