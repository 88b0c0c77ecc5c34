import type { GenerationJob, JobTarget } from './generation-job.js';

/** What `JobManager.start` needs to create a job. */
export type NewJobInput = Pick<GenerationJob, 'id' | 'scope' | 'userId' | 'keyRef' | 'request'> & {
  /** The caller's data kept with the job. @default {} */
  target?: JobTarget;
};

/** A new `waiting`, undelivered job made of `input`. */
export function newJob(input: NewJobInput, createdAt: number): GenerationJob {
  const { id, scope, userId, keyRef, request, target = {} } = input;
  return {
    id,
    scope,
    userId,
    keyRef,
    request,
    state: 'waiting',
    createdAt,
    delivered: false,
    target,
  };
}
