/** One flask-limiter rule: `limit` hits per window, keyed by the caller's choice. */
export interface RateRule {
  readonly limit: number;
  readonly windowMs: number;
  /** The limit as flask-limiter words it in its 429 (`2 per 1 second`). */
  readonly text: string;
}

/** A rule of `limit` per second or per minute. */
export function perSecond(limit: number): RateRule {
  return { limit, windowMs: 1_000, text: `${limit} per 1 second` };
}

/** @see perSecond */
export function perMinute(limit: number): RateRule {
  return { limit, windowMs: 60_000, text: `${limit} per 1 minute` };
}

/** A refused hit: the rule that refused it and when its window ends. */
export interface RateRefusal {
  readonly rule: RateRule;
  readonly retryAfterMs: number;
}

/**
 * Fixed windows as flask-limiter's default strategy: a key's window opens at its first hit and
 * counts hits until it ends, on the emulator's clock.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number) {}

  /**
   * Counts one hit on every `[key, rule]`; the first rule over its limit refuses it. `counted` is
   * told each rule's count in its window after this hit.
   */
  hit(
    checks: readonly (readonly [string, RateRule])[],
    counted?: (rule: RateRule, count: number) => void,
  ): RateRefusal | undefined {
    const now = this.now();
    let refusal: RateRefusal | undefined;
    for (const [key, rule] of checks) {
      const id = `${rule.text}|${key}`;
      let window = this.#windows.get(id);
      if (!window || now >= window.start + rule.windowMs) {
        window = { start: now, count: 0 };
        this.#windows.set(id, window);
      }
      window.count++;
      counted?.(rule, window.count);
      if (window.count > rule.limit && !refusal) {
        refusal = { rule, retryAfterMs: window.start + rule.windowMs - now };
      }
    }
    if (this.#windows.size > 10_000) this.#sweep(now);
    return refusal;
  }

  #sweep(now: number): void {
    for (const [id, window] of this.#windows) {
      if (now >= window.start + 60_000) this.#windows.delete(id);
    }
  }
}
