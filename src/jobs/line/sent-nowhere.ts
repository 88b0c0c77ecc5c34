import { PoolServerRefusedError } from '../../image-backend/backend-errors.js';
import { deadServer, wasNotSent } from '../../image-backend/network-error.js';

/**
 * Whether a submission to the pool's server the line gave it failed before anything left this
 * process, so its job may go to another server: the pool refused it (that server was found down
 * since), or that server refused the connection as a dead one does. A submission that may have
 * reached the server (a timeout, a reset after sending) is never sent again.
 */
export function sentNowhere(error: unknown): boolean {
  if (error instanceof PoolServerRefusedError) return true;
  return deadServer(error) && wasNotSent(error);
}
