import { type GenerationJob, isFinished } from './generation-job.js';

/** What `resume()` does with each undelivered job found in the store. */
export interface ResumePlan {
  /** Submitted tasks: polling continues (they keep their slot, even over the limit). */
  poll: GenerationJob[];
  /** Never submitted (or accepted and shown to its member): queued again as waiting, oldest first. */
  requeue: GenerationJob[];
  /** Caught before it was sent (`accepted`, nothing charged) or mid-submission: failed, not resent. */
  interrupt: GenerationJob[];
  /** Finished but not delivered: delivered. */
  deliver: GenerationJob[];
}

/** How many jobs `JobManager.resume` took back, by what it does with them. */
export type ResumeSummary = Record<keyof ResumePlan, number>;

/** Sorts undelivered jobs by what resuming them means; `jobs` should be oldest first. */
export function planResume(jobs: readonly GenerationJob[]): ResumePlan {
  const plan: ResumePlan = { poll: [], requeue: [], interrupt: [], deliver: [] };
  for (const job of jobs) {
    if (job.delivered) continue;
    if (isFinished(job.state)) plan.deliver.push(job);
    else if (job.state === 'accepted' && job.shown) plan.requeue.push({ ...job, state: 'waiting' });
    else if (job.state === 'submitting' || job.state === 'accepted') plan.interrupt.push(job);
    else if (job.taskId) plan.poll.push(job);
    else plan.requeue.push(job);
  }
  return plan;
}

/** How many jobs of each kind `plan` holds. */
export function summarizeResume(plan: ResumePlan): ResumeSummary {
  const counts = Object.entries(plan).map(([kind, jobs]) => [kind, jobs.length]);
  return Object.fromEntries(counts) as ResumeSummary;
}
