import type { GenerationJob } from './generation-job.js';
import type { JobPatch } from './tracked-job.js';

/**
 * What a job learned of a run that is forgotten when it waits again for another (its server
 * died under it or took its image with it): where and when it ran, and what it made.
 */
export const RUN_FORGOTTEN = {
  state: 'waiting',
  server: undefined,
  taskId: undefined,
  submittedAt: undefined,
  progress: undefined,
  progressAt: undefined,
  processingStart: undefined,
  backendQueue: undefined,
  unreachable: undefined,
  refitting: undefined,
  imageUrl: undefined,
  video: undefined,
  cost: undefined,
  ranModel: undefined,
  unappliedLoras: undefined,
  finishedAt: undefined,
  error: undefined,
} as const satisfies JobPatch;

/** `job` waiting again, as {@link RUN_FORGOTTEN} says, and not delivered. */
export function waitingAgain(job: GenerationJob): GenerationJob {
  const again: Record<string, unknown> = { ...job, delivered: false };
  for (const [key, value] of Object.entries(RUN_FORGOTTEN)) {
    if (value === undefined) delete again[key];
    else again[key] = value;
  }
  return again as unknown as GenerationJob;
}
