/** Bounds of an exponential backoff. */
export interface BackoffOptions {
  /** The ceiling of the first delay, in ms. */
  baseMs: number;
  /** The largest ceiling, in ms. */
  maxMs: number;
  /** A number in [0, 1). @default Math.random */
  random?: () => number;
}

/**
 * The delay before retry number `attempt` (0 for the first retry): exponential backoff with full
 * jitter, a uniform pick in [0, min(maxMs, baseMs × 2^attempt)).
 */
export function backoffDelay(attempt: number, options: BackoffOptions): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** attempt);
  return Math.floor((options.random ?? Math.random)() * ceiling);
}
