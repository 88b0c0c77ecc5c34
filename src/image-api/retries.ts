import { setTimeout as sleep } from 'node:timers/promises';
import { backoffDelay } from '../core/backoff.js';
import { RateLimitedError, ServiceUnavailableError } from './errors.js';
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

/** How often and how patiently {@link withRetries} tries again. */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  baseMs: number;
  maxMs: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown at once. */
  maxRetryAfterMs: number;
  random: () => number;
}

/** Per-run hooks of {@link withRetries}. */
export interface RetryRun {
  /** Whether this failure may be retried at all. */
  retryable: (error: unknown) => boolean;
  signal?: AbortSignal | undefined;
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

/**
 * Runs `attempt` until it succeeds, a failure is not retryable, or `policy.retries` retries are
 * spent. Waits with full-jitter backoff, or the `Retry-After` of a {@link RateLimitedError}, in
 * abortable sleeps: an abort rethrows the signal's reason.
 */
export async function withRetries<T>(
  attempt: (index: number) => Promise<T>,
  policy: RetryPolicy,
  run: RetryRun,
): Promise<T> {
  for (let index = 0; ; index++) {
    try {
      return await attempt(index);
    } catch (error) {
      if (index >= policy.retries || !run.retryable(error)) throw error;
      const asked = error instanceof RateLimitedError ? error.retryAfterMs : undefined;
      if (asked !== undefined && asked > policy.maxRetryAfterMs) throw error;
      const delayMs = asked ?? backoffDelay(index, policy);
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
