import { type BackoffOptions, backoffDelay } from '../core/backoff.js';
import { RateLimitedError, ServiceUnavailableError } from './backend-errors.js';

/**
 * Reads a `Retry-After` header, in delta-seconds or as an HTTP date, into milliseconds from `now`
 * (never negative); undefined when absent or unreadable.
 */
export function parseRetryAfter(
  header: string | readonly string[] | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = (typeof header === 'string' ? header : header?.[0])?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** How often and how patiently a call is tried again. */
export interface RetryPolicy extends BackoffOptions {
  /** Retries after the first attempt. */
  retries: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown at once. */
  maxRetryAfterMs: number;
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
