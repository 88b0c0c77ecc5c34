import type { Logger } from '../../core/logger.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import type { JobObserver } from '../../jobs/job-observer.js';
import type { RecentModelsStore } from '../../store/recent-models-store.js';
import { generationTargetOf } from '../delivery/reply-target.js';

/** What {@link createRecentModels} needs. */
export interface RecentModelsDependencies {
  readonly recentModels: Pick<RecentModelsStore, 'record'>;
  readonly logger: Logger;
}

/**
 * Records the model of each task the service took, for the server's `model` autocomplete: once a
 * job has a task id, once per job in this process (a restart may record it again, which is harmless).
 */
export function createRecentModels(deps: RecentModelsDependencies): JobObserver {
  const noted = new Set<string>();
  const note = (job: GenerationJob) => {
    const { model } = job.request;
    const { guildId } = generationTargetOf(job).reply;
    if (!model || !guildId || !job.taskId || noted.has(job.id)) return;
    noted.add(job.id);
    deps.recentModels.record(guildId, model).catch((error: unknown) => {
      deps.logger.warn('could not record a recent model', { jobId: job.id, error });
    });
  };
  return {
    onUpdate: note,
    onFinished(job) {
      note(job);
      noted.delete(job.id);
    },
  };
}
