import { RateLimitedError } from '../errors/rate-limited-error.js';
import { ServiceUnavailableError } from '../errors/service-unavailable-error.js';
import { wasNotSent } from './network-error.js';

/**
 * Whether a failed call may be tried again. Idempotent calls retry on network errors, 5xx and
 * 429; others only when the request never left (connection refused), so nothing is done twice.
 * Timeouts are not retried: the caller's time budget is spent.
 */
export function isRetryable(error: unknown, idempotent: boolean): boolean {
  if (idempotent)
    return error instanceof ServiceUnavailableError || error instanceof RateLimitedError;
  return error instanceof ServiceUnavailableError && wasNotSent(error.cause);
}
