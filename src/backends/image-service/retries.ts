import { AppError } from '../../core/app-error.js';
import {
  RateLimitedError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  SubmissionUncertainError,
  UnexpectedResponseError,
} from '../../image-backend/backend-errors.js';
import { wasNotSent } from '../../image-backend/network-error.js';
import type { RetryPolicy } from '../../image-backend/retry-after.js';
import type { ImageApiClientSettings } from './client-options.js';
import type { RetryKind } from './service-types.js';

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

/** The policy and the retryable test of a call of `kind`, from the client's settings. */
export function retryPlan(
  settings: ImageApiClientSettings,
  kind: RetryKind,
): { policy: RetryPolicy; retryable: (error: unknown) => boolean } {
  const { maxRetryAfterMs, random } = settings;
  if (kind === 'submission') {
    const budgetMs = settings.submitRetryBudgetMs;
    return {
      policy: {
        retries: settings.submitRetries,
        baseMs: settings.submitRetryBaseMs,
        maxMs: budgetMs,
        maxRetryAfterMs,
        random,
        budgetMs,
      },
      retryable: isSubmissionRetryable,
    };
  }
  // Reads retry on network errors, 5xx and 429; writes only when the submission's rule would,
  // but not after a 429. Timeouts are not retried: the caller's time budget is spent.
  const { retries, retryBaseMs: baseMs, retryMaxMs: maxMs } = settings;
  return {
    policy: { retries, baseMs, maxMs, maxRetryAfterMs, random },
    retryable:
      kind === 'read'
        ? (error) => error instanceof ServiceUnavailableError || error instanceof RateLimitedError
        : (error) => !(error instanceof RateLimitedError) && isSubmissionRetryable(error),
  };
}
