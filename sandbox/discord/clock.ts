/** A source of the current time in epoch milliseconds; every time rule of the emulator reads it. */
export interface Clock {
  now(): number;
}

/**
 * A clock that follows a time source (real time by default) plus an offset that tests move with
 * {@link AdjustableClock.advance}, so the 3-second and 15-minute interaction rules and rate-limit
 * windows can be crossed without waiting. `AdjustableClock.frozen()` stands still until advanced.
 */
export class AdjustableClock implements Clock {
  #offset = 0;

  constructor(private readonly source: () => number = Date.now) {}

  /** A clock that stays at `at` (default: the current real time) until advanced. */
  static frozen(at: number = Date.now()): AdjustableClock {
    return new AdjustableClock(() => at);
  }

  now(): number {
    return this.source() + this.#offset;
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance the clock by ${ms}`);
    this.#offset += ms;
  }

  /** Moves the clock to the epoch time `at` (forward or back). */
  set(at: number): void {
    this.#offset += at - this.now();
  }

  /** The current time as an ISO 8601 string, the way Discord writes timestamps. */
  iso(at: number = this.now()): string {
    return new Date(at).toISOString();
  }
}
