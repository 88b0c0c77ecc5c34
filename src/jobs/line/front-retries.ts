import { TaskFailedError, UnknownTaskError } from '../../image-backend/backend-errors.js';
import { deadServer } from '../../image-backend/network-error.js';
import type { GenerationJob } from '../generation-job.js';
import type { PollOutcome } from '../task-poll.js';

/** The most ended jobs kept whose Retry would enter the line first (the oldest forgotten first). */
const KEPT = 10_000;

/**
 * Whether `error` ended a job because the server of its pool died under it: silent for too long
 * (`BackendDownError`) or as a dead server fails a call, its call cut in flight, or its task
 * forgotten by a server that restarted meanwhile.
 */
export function diedUnder(error: unknown): boolean {
  if (error instanceof TaskFailedError) return error.reason === 'cut';
  return deadServer(error) || error instanceof UnknownTaskError;
}

/**
 * The jobs of a pool's server that ended because the server died under them, each owed a turn
 * at the front of the line: the first Retry its own member presses enters the line first (once:
 * another member's Retry of it, or a second one, waits its turn as any image does).
 */
export class FrontRetries {
  readonly #owed = new Map<string, string>();

  /** Notes `job`, ended as `outcome`, when it ran on a pool's server that died under it. */
  ended(job: Readonly<GenerationJob>, outcome: PollOutcome): void {
    if (job.server === undefined || outcome.state !== 'failed' || !diedUnder(outcome.error)) return;
    this.#owed.set(job.id, job.userId);
    if (this.#owed.size > KEPT) this.#owed.delete(this.#owed.keys().next().value as string);
  }

  /** Whether `member`'s Retry of `jobId` enters the line first (true once, for its own member). */
  take(jobId: string, member: string): boolean {
    if (this.#owed.get(jobId) !== member) return false;
    return this.#owed.delete(jobId);
  }

  /** Owes `jobId`'s turn again: the Retry that took it was refused before it started. */
  giveBack(jobId: string, member: string): void {
    this.#owed.set(jobId, member);
  }
}
