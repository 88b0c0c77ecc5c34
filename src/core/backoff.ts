/** `base` moved by a uniform amount in `[-spread, +spread]`, never below 0. */
export function jittered(base: number, spread: number, random: () => number = Math.random): number {
  return Math.max(0, Math.round(base + (random() * 2 - 1) * spread));
}

/** Bounds of an exponential backoff. */
export interface BackoffOptions {
  /** The ceiling of retry number 0; it doubles with each retry. */
  baseMs: number;
  /** The largest ceiling, in ms (a server's `retryAfterMs` may exceed it). */
  maxMs: number;
  /**
   * Spread of the jitter around the ceiling (± this many ms, never past `maxMs`). Without it the
   * jitter is "full": a uniform pick in [0, ceiling).
   * @default full jitter
   */
  jitterMs?: number;
  /** The server's requested wait, honoured as a minimum. */
  retryAfterMs?: number | undefined;
  /** A number in [0, 1). @default Math.random */
  random?: () => number;
}

/** Exponents past this would overflow to Infinity; the ceiling is long capped by then. */
const MAX_EXPONENT = 30;

/**
 * The delay before retry number `attempt`: exponential backoff, `min(maxMs, baseMs × 2^attempt)`,
 * with full jitter (the service client) or a ± spread (the poller), never below `retryAfterMs`.
 */
export function backoffDelay(attempt: number, options: BackoffOptions): number {
  const random = options.random ?? Math.random;
  const exponent = Math.min(Math.max(attempt, 0), MAX_EXPONENT);
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** exponent);
  const delay =
    options.jitterMs === undefined
      ? Math.floor(random() * ceiling)
      : Math.min(options.maxMs, jittered(ceiling, options.jitterMs, random));
  return Math.max(delay, options.retryAfterMs ?? 0);
}
