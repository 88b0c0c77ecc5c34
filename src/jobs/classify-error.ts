import { RateLimitedError } from '../errors/rate-limited-error.js';
import { ServiceTimeoutError } from '../errors/service-timeout-error.js';
import { ServiceUnavailableError } from '../errors/service-unavailable-error.js';
import { UnexpectedResponseError } from '../errors/unexpected-response-error.js';

/** How the job manager treats an error from the image service while polling. */
export interface ErrorClass {
  /** Worth retrying after a backoff (the service is down, slow, rate limiting or garbled). */
  transient: boolean;
  /** The wait the service asked for, when it said. */
  retryAfterMs?: number;
}

/**
 * Classifies a polling error: service unavailable, timeouts, rate limits and garbled answers are
 * transient (backed off and retried); anything else (an invalid key, an unknown task, a bug) ends
 * the job.
 */
export function classifyError(error: unknown): ErrorClass {
  if (error instanceof RateLimitedError) {
    const { retryAfterMs } = error;
    return retryAfterMs === undefined ? { transient: true } : { transient: true, retryAfterMs };
  }
  const transient =
    error instanceof ServiceUnavailableError ||
    error instanceof ServiceTimeoutError ||
    error instanceof UnexpectedResponseError;
  return { transient };
}
