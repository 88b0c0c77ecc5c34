/** `base` moved by a uniform amount in `[-spread, +spread]`, never below 0. */
export function jittered(base: number, spread: number, random: () => number = Math.random): number {
  return Math.max(0, Math.round(base + (random() * 2 - 1) * spread));
}

/** Options of {@link backoffDelay}. */
export interface BackoffOptions {
  /** The delay after the first failure is twice this. */
  baseMs: number;
  /** The most the computed delay grows to (a server's `retryAfterMs` may exceed it). */
  maxMs: number;
  /** Spread of the jitter applied to the computed delay. */
  jitterMs: number;
  /** The server's requested wait, honoured as a minimum. */
  retryAfterMs?: number;
  random?: () => number;
}

/** Exponential backoff after `failures` consecutive failures (1 or more): `base·2^failures`, capped. */
export function backoffDelay(failures: number, options: BackoffOptions): number {
  const exponent = Math.min(Math.max(failures, 1), 30);
  const computed = Math.min(options.maxMs, options.baseMs * 2 ** exponent);
  const delay = Math.min(options.maxMs, jittered(computed, options.jitterMs, options.random));
  return Math.max(delay, options.retryAfterMs ?? 0);
}
