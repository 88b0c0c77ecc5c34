import { AppError } from '../core/app-error.js';
import {
  RateLimitedError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  SubmissionUncertainError,
  UnexpectedResponseError,
} from './errors.js';
import { wasNotSent } from './network-error.js';

/**
 * Whether a failed submission attempt may have reached the service, and so may have been charged:
 * a timeout or a dropped connection after sending, a 5xx but 503, or an answer that could not be
 * read. A refused connection, a DNS or TLS failure, a 503, and any readable refusal (4xx, 429, a
 * `success: false` the service explained) say it was not taken.
 */
export function mayHaveArrived(error: unknown): boolean {
  if (error instanceof SubmissionUncertainError) return true;
  if (error instanceof ServiceTimeoutError) return !wasNotSent(error.cause);
  if (error instanceof ServiceUnavailableError) {
    const { status } = error;
    return status === undefined ? !wasNotSent(error.cause) : status >= 500 && !error.notProcessed;
  }
  return error instanceof UnexpectedResponseError && error.unreadable;
}

/**
 * The error a failed submission attempt is thrown as: a {@link SubmissionUncertainError} (keeping
 * the failure as `cause`, its status and detail) when it may have arrived; otherwise as it is.
 */
export function submissionError(error: unknown): unknown {
  if (!(error instanceof AppError) || error instanceof SubmissionUncertainError) return error;
  if (!mayHaveArrived(error)) return error;
  const status = error instanceof ServiceUnavailableError ? error.status : undefined;
  return new SubmissionUncertainError({
    cause: error,
    detail: `${error.name}: ${error.detail ?? error.message} (the submission may have been taken)`,
    ...(status !== undefined && { status }),
  });
}

/**
 * Whether a failed submission may be sent again: it provably never reached the service (refused
 * connection, DNS or TLS failure), or the service did not process it (503) or rate limited it.
 */
export function isSubmissionRetryable(error: unknown): boolean {
  if (error instanceof RateLimitedError) return true;
  return (
    error instanceof ServiceUnavailableError &&
    !(error instanceof SubmissionUncertainError) &&
    (error.notProcessed || wasNotSent(error.cause))
  );
}
