import { TaskFailedError, UnknownTaskError } from '../../image-backend/backend-errors.js';
import { deadServer } from '../../image-backend/network-error.js';

/**
 * Whether `error` ended a job because the server of its pool died under it: silent for too long
 * (`BackendDownError`) or as a dead server fails a call, its call cut in flight, or its task
 * forgotten by a server that restarted meanwhile. Such a job waits again, first in the line, where
 * another server of its pool can run it; else it ends owed a turn at the front of the line
 * (`GenerationJob.frontTurn`) and gives its member's daily use back.
 */
export function diedUnder(error: unknown): boolean {
  if (error instanceof TaskFailedError) return error.reason === 'cut';
  return deadServer(error) || error instanceof UnknownTaskError;
}
