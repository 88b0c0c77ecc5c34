import type { CompletedStatus } from '../../image-backend/backend-types.js';
import type { PollOutcome } from '../task-poll.js';

/** The most left tasks remembered (the oldest are forgotten first: then simply stopped). */
const KEPT = 1_000;

/** A left task's finished result, taken by its job: where it ran and how it ended. */
export interface LeftResult {
  /** The job's run, as the left task's: its pool's task id and server. */
  readonly found: { readonly taskId: string; readonly server?: string };
  readonly outcome: Extract<PollOutcome, { state: 'completed' }>;
}

/**
 * The tasks jobs left on a pool's server that stopped answering, each job made again elsewhere
 * (`#sendElsewhere`): when that server answers again having finished one first, its job takes
 * that result (the first made is posted, the other run stopped). A job running elsewhere when it
 * takes it is noted as taking it until its poll has ended.
 */
export class LeftResults {
  readonly #left = new Map<string, string>();
  readonly #taking = new Map<string, LeftResult>();

  /** `jobId` left `taskId` (its pool's task id) on a server that stopped answering. */
  note(taskId: string, jobId: string): void {
    this.#left.set(taskId, jobId);
    if (this.#left.size > KEPT) this.#left.delete(this.#left.keys().next().value as string);
  }

  /** The job that left `status`'s task, forgotten now, with the result it would take. */
  take(status: CompletedStatus, server: string | undefined): [string, LeftResult] | undefined {
    const jobId = this.#left.get(status.taskId);
    if (jobId === undefined) return undefined;
    this.#left.delete(status.taskId);
    const { taskId, ...made } = status;
    return [jobId, { found: { taskId, ...(server !== undefined && { server }) }, outcome: made }];
  }

  /** `jobId`, still running elsewhere, takes `result` once its poll has ended. */
  taking(jobId: string, result: LeftResult): void {
    this.#taking.set(jobId, result);
  }

  /** The result `jobId` takes as its poll ends, forgotten now; undefined for none. */
  taken(jobId: string): LeftResult | undefined {
    const result = this.#taking.get(jobId);
    this.#taking.delete(jobId);
    return result;
  }
}
