import { backoffDelay } from '../core/backoff.js';
import type { ImageApiClientSettings } from './client-options.js';
import { RateLimitedError, ServiceUnavailableError } from './errors.js';
import type { RetryKind } from './service-types.js';
import { isSubmissionRetryable } from './submission-outcome.js';

/** How often and how patiently a call is tried again. */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  baseMs: number;
  maxMs: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown at once. */
  maxRetryAfterMs: number;
  random: () => number;
  /**
   * The total wait across all retries. A backoff is shortened to what is left of it; a
   * `Retry-After` past it, or nothing left, throws the error at once. @default unlimited
   */
  budgetMs?: number;
}

/**
 * The wait before retry number `index` (from 0) after `error`, having waited `waitedMs`, or
 * undefined when the error must be thrown instead: the service's `Retry-After` (within
 * `maxRetryAfterMs` and the budget left), or a full-jitter backoff shortened to the budget left.
 */
export function delayBefore(index: number, error: unknown, policy: RetryPolicy, waitedMs: number) {
  const left = (policy.budgetMs ?? Number.POSITIVE_INFINITY) - waitedMs;
  const asked =
    error instanceof RateLimitedError || error instanceof ServiceUnavailableError
      ? error.retryAfterMs
      : undefined;
  if (asked !== undefined) {
    return asked > policy.maxRetryAfterMs || asked > left ? undefined : asked;
  }
  return left > 0 ? Math.min(backoffDelay(index, policy), left) : undefined;
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
