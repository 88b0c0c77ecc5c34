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
  /** ± this many ms around the ceiling (never past `maxMs`). @default full jitter: [0, ceiling) */
  jitterMs?: number;
  /** The server's requested wait, honoured as a minimum. */
  retryAfterMs?: number | undefined;
  /** A number in [0, 1). @default Math.random */
  random?: () => number;
}

/** Exponents past this would overflow to Infinity; the ceiling is long capped by then. */
const MAX_EXPONENT = 30;

/** The delay before retry `attempt`: `min(maxMs, baseMs × 2^attempt)` jittered, at least `retryAfterMs`. */
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
