import type { BackendRegistry } from '../image-backend/backend-registry.js';
import type { GenerationJob } from './generation-job.js';
import type { TrackedJob } from './tracked-job.js';

/** What {@link findInterruptedTask} asks with. */
export interface SubmissionLookup {
  readonly backends: BackendRegistry;
  readonly resolveKey: (job: GenerationJob) => Promise<string>;
}

/**
 * The task a job caught mid-submission by a restart started, when its backend can find a
 * submission by its id (`findSubmission`, asked with the job's id it was sent with) and holds it;
 * undefined when it cannot tell, never got it, or the lookup failed (logged): the job then ends as
 * interrupted, never sent again.
 */
export async function findInterruptedTask(
  tracked: TrackedJob,
  lookup: SubmissionLookup,
): Promise<string | undefined> {
  const { job } = tracked;
  if (job.state !== 'submitting') return undefined;
  const { backend } = lookup.backends.of(job.backend);
  if (!backend.findSubmission) return undefined;
  try {
    const apiKey = await lookup.resolveKey(tracked.snapshot());
    const taskId = await backend.findSubmission(
      apiKey,
      job.id,
      job.server === undefined ? undefined : { server: job.server },
    );
    tracked.logger.info(
      taskId
        ? 'found the task of an interrupted submission'
        : 'an interrupted submission never arrived',
      { ...(taskId && { taskId }) },
    );
    return taskId;
  } catch (error) {
    tracked.logger.warn('could not look for the task of an interrupted submission', { error });
    return undefined;
  }
}
