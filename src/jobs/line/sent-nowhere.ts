import {
  PoolServerRefusedError,
  ServiceUnavailableError,
} from '../../image-backend/backend-errors.js';
import { deadServer, wasNotSent } from '../../image-backend/network-error.js';

/**
 * Whether a submission to the pool's server the line gave it failed before anything left this
 * process, or that its server refused before running anything, so its job may go to another
 * server: the pool refused it (that server was found down since), that server refused the
 * connection as a dead one does, or it answered that it processed nothing (`notProcessed`: a
 * 503, ComfyUI's 500). A submission that may have reached the server (a timeout, a reset after
 * sending, a proxy's 502) is never sent again.
 */
export function sentNowhere(error: unknown): boolean {
  if (error instanceof PoolServerRefusedError) return true;
  if (error instanceof ServiceUnavailableError && error.notProcessed) return true;
  return deadServer(error) && wasNotSent(error);
}
