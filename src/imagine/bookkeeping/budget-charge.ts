import { TaskFailedError } from '../../image-backend/backend-errors.js';
import type { BackendRegistry } from '../../image-backend/backend-registry.js';
import { costUnitOf } from '../../image-backend/capabilities.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import type { JobObserver } from '../../jobs/job-observer.js';
import type { Stores } from '../../store/create-stores.js';
import type { Fencing } from '../../store/shared-state.js';

/** What {@link createBudgetCharges} needs. */
export interface BudgetChargeDependencies {
  readonly budget: Pick<Stores['budget'], 'charge'>;
  readonly backends: Pick<BackendRegistry, 'capabilitiesOf'>;
  /** The lease fencing what is written for a scope's jobs (several processes). @default none */
  readonly fencingOf?: (scope: string) => Fencing;
}

/** What a finished job cost, as its backend reported it (completed, or failed with kudos spent). */
function costOf(job: GenerationJob, error: unknown) {
  if (job.cost) return job.cost;
  return error instanceof TaskFailedError ? error.spent : undefined;
}

/**
 * Charges the server budget, once, what a server-key job really cost in the unit its backend
 * reports costs in (the Horde's kudos), whatever unit the budget counts now (so a budget set in
 * that unit later counts it): admission took its estimate of it (0 where no cap counts that
 * unit), the end counts the whole kudos spent instead (rounded up; 0 when nothing was spent).
 */
export function createBudgetCharges(deps: BudgetChargeDependencies): JobObserver {
  return {
    onUpdate: () => undefined,
    async onFinished(job, error) {
      if (job.keyRef.kind !== 'server') return;
      const cost = costOf(job, error);
      const unit = costUnitOf(deps.backends.capabilitiesOf(job.backend));
      if (!cost || cost.unit !== unit) return;
      const { guildId } = job.keyRef;
      const fencing = deps.fencingOf?.(job.scope);
      const charged = { unit, amount: Math.ceil(cost.amount) };
      await deps.budget.charge(guildId, job.createdAt, job.id, charged, fencing && { fencing });
    },
  };
}
