import { TaskFailedError, UnknownTaskError } from '../../image-backend/backend-errors.js';
import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import { deadServer, wasNotSent } from '../../image-backend/network-error.js';

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

/**
 * Whether a job that `error` ended may be made again on another server of its pool by itself:
 * its server died under it ({@link diedUnder}) and nothing can have been charged for it there
 * (the backend keeps no accounts, as a ComfyUI server or a WebUI, or the call never left). A paid
 * provider's call cut in flight may have been billed: that one ends, saying so, with its Retry.
 */
export function remadeElsewhere(error: unknown, capabilities: BackendCapabilities): boolean {
  if (!diedUnder(error)) return false;
  const { balance, keys } = capabilities;
  return wasNotSent(error) || (!balance && !keys.member && !keys.server);
}
