import {
  NOT_OFFERED_KEY,
  ServiceUnavailableError,
  SubmissionUncertainError,
} from '../../image-backend/backend-errors.js';
import type { BackendRegistry } from '../../image-backend/backend-registry.js';
import { reportedCostUnit } from '../../image-backend/capabilities.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import type { JobObserver } from '../../jobs/job-observer.js';
import { diedUnder } from '../../jobs/line/died-under.js';
import { GENERATIONS } from '../../store/budget-caps.js';
import type { DailyUsageStore } from '../../store/daily-usage-store.js';
import type { ServerBudgetStore } from '../../store/server-budget-store.js';
import type { Fencing } from '../../store/shared-state.js';
import { generationTargetOf, type JobAccess } from '../delivery/reply-target.js';
import { countedUses } from './counted-uses.js';

/** Errors that mean the service never took the submission (it refused it, or it was never sent). */
const NEVER_TAKEN = new Set([
  'InvalidParameterError',
  'BackendSetupError',
  'InsufficientCreditsError',
  'InvalidApiKeyError',
  'RateLimitedError',
  'QuotaExceededError',
  'PromptRefusedError',
  'MissingApiKeyError',
  'KeyDecryptionError',
  'QueuedJobCancelledError',
  // Stopped before a task existed (a submission in flight is awaited first).
  'StoppedWaitingError',
  'StoppedAndCancelledError',
  'RestartedBeforeSendError',
]);

/**
 * The server whose daily limit and budget counted `job`: its server key's, or on a keyless backend
 * the server it ran in (its scope; a DM's counts nothing); undefined when its member's key paid.
 */
export function countedServerOf(job: Pick<GenerationJob, 'keyRef' | 'scope'>): string | undefined {
  if (job.keyRef.kind === 'server') return job.keyRef.guildId;
  if (job.keyRef.kind === 'none' && !job.scope.startsWith('dm:')) return job.scope;
  return undefined;
}

/**
 * Whether a counted job (server key, keyless) failed before any task, surely never taken, its
 * backend said nothing ran (`notOffered`: what it asked is no longer offered), or the server of
 * its pool died under it (`diedUnder`: no image came; read from its saved error after a restart).
 */
export function shouldRefundUsage(job: GenerationJob, error: unknown): boolean {
  if (!countedServerOf(job) || job.state !== 'failed') return false;
  if (job.error?.text?.key === NOT_OFFERED_KEY) return true;
  const died = error === undefined ? job.error?.name === 'BackendDownError' : diedUnder(error);
  if (job.server !== undefined && died) return true;
  if (job.taskId) return false;
  if (error instanceof SubmissionUncertainError) return false;
  if (error instanceof ServiceUnavailableError) return error.status !== undefined;
  return NEVER_TAKEN.has(job.error?.name ?? '');
}

/** What {@link createUsageRefunds} needs. */
export interface UsageRefundDependencies extends JobAccess {
  readonly usage: Pick<DailyUsageStore, 'refund'>;
  /** The server budget, given the generation back too (in its backend's cost unit as well). @default none */
  readonly budget?: Pick<ServerBudgetStore, 'refund'>;
  /** The backends, whose cost unit the budget counted the generation in too. */
  readonly backends: Pick<BackendRegistry, 'capabilitiesOf'>;
  /** The lease fencing what is written for a scope's jobs (several processes). @default none */
  readonly fencingOf?: (scope: string) => Fencing;
  /** Told once the use is given back and that is saved with the job (`refunded`). */
  readonly onRefunded?: (job: GenerationJob) => void;
}

/**
 * Gives back, once and under the shard's lease, the daily use and budget units of a job
 * that {@link shouldRefundUsage} says never ran; the first ordered observer, so it happens even
 * when the reply cannot be edited, or after a restart.
 */
export function createUsageRefunds(deps: UsageRefundDependencies): JobObserver {
  return {
    onUpdate: () => undefined,
    async onFinished(job, error) {
      const guildId = countedServerOf(job);
      if (!guildId || !shouldRefundUsage(job, error)) return;
      const current = (await deps.loadJob(job.id)) ?? job;
      if (generationTargetOf(current).usageRefunded) return;
      const fencing = deps.fencingOf?.(job.scope);
      const cost = reportedCostUnit(deps.backends.capabilitiesOf(job.backend));
      const units = [GENERATIONS, ...(cost ? [cost] : [])];
      for (const generationId of countedUses(job.id, generationTargetOf(current).countedAs)) {
        const once = { generationId, ...(fencing && { fencing }) };
        await deps.usage.refund(guildId, job.userId, job.createdAt, once);
        await deps.budget?.refund(guildId, job.createdAt, { ...once, units });
      }
      await deps.updateTarget(job.id, { usageRefunded: true });
      deps.onRefunded?.(job);
    },
  };
}
