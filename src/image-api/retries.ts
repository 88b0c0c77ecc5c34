import { setTimeout as sleep } from 'node:timers/promises';
import { backoffDelay } from '../core/backoff.js';
import type { ImageApiClientSettings } from './client-options.js';
import { RateLimitedError, ServiceUnavailableError } from './errors.js';
import { wasNotSent } from './network-error.js';
import { isSubmissionRetryable } from './submission-outcome.js';

/**
 * Whether a failed call may be tried again. Idempotent calls retry on network errors, 5xx and
 * 429; others only when the request never left (connection refused) or the service said it did
 * not process it (503), so nothing is done twice.
 * Timeouts are not retried: the caller's time budget is spent.
 */
export function isRetryable(error: unknown, idempotent: boolean): boolean {
  if (idempotent)
    return error instanceof ServiceUnavailableError || error instanceof RateLimitedError;
  return (
    error instanceof ServiceUnavailableError && (error.notProcessed || wasNotSent(error.cause))
  );
}

/** How often and how patiently {@link withRetries} tries again. */
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

/** Per-run hooks of {@link withRetries}. */
export interface RetryRun {
  /** Whether this failure may be retried at all. */
  retryable: (error: unknown) => boolean;
  signal?: AbortSignal | undefined;
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

/**
 * The wait before retry number `index`, or undefined when the error must be thrown instead: the
 * `Retry-After` of a {@link RateLimitedError} (within `maxRetryAfterMs` and the budget left), or a
 * full-jitter backoff shortened to the budget left.
 */
function delayBefore(index: number, error: unknown, policy: RetryPolicy, waitedMs: number) {
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

/**
 * Runs `attempt` until it succeeds, a failure is not retryable, or `policy.retries` retries (or
 * its `budgetMs` of waiting) are spent. Waits with full-jitter backoff, or the `Retry-After` of a
 * {@link RateLimitedError}, in abortable sleeps: an abort rethrows the signal's reason.
 */
export async function withRetries<T>(
  attempt: (index: number) => Promise<T>,
  policy: RetryPolicy,
  run: RetryRun,
): Promise<T> {
  let waitedMs = 0;
  for (let index = 0; ; index++) {
    try {
      return await attempt(index);
    } catch (error) {
      if (index >= policy.retries || !run.retryable(error)) throw error;
      const delayMs = delayBefore(index, error, policy, waitedMs);
      if (delayMs === undefined) throw error;
      waitedMs += delayMs;
      run.onRetry?.(error, index + 1, delayMs);
      try {
        await sleep(delayMs, undefined, { signal: run.signal });
      } catch (sleepError) {
        run.signal?.throwIfAborted();
        throw sleepError;
      }
    }
  }
}

/**
 * How a call may be repeated: `read` is idempotent; a `write` (key generation, revocation) only
 * when it was never sent; a `submission` costs credits: only when it was never sent or was
 * turned away with a 429, within its own retry count and waiting budget.
 */
export type RetryKind = 'read' | 'write' | 'submission';

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
  const { retries, retryBaseMs: baseMs, retryMaxMs: maxMs } = settings;
  return {
    policy: { retries, baseMs, maxMs, maxRetryAfterMs, random },
    retryable: (error) => isRetryable(error, kind === 'read'),
  };
}
