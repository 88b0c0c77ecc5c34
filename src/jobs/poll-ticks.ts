/** What a tick wakes: an object with a method, so a held wait keeps no closure. */
export interface TickWaiter {
  /** Called once, on the first tick at or after the time it was scheduled for. */
  wake(): void;
}

/**
 * Shared wake-ups for many waits: a wait of `ms` ends at the first tick of `tickMs` at or after it,
 * so the polls due on a tick wake in one timer callback, their requests together, instead of one
 * wake-up per poll. One timer at most is armed; a wait is never shorter than asked and at most
 * `tickMs` longer. A waiter is held as it is (no promise, no closure) and can be dropped.
 */
export class PollTicks {
  readonly #tickMs: number;
  readonly #now: () => number;
  readonly #due = new Map<number, Set<TickWaiter>>();
  #armedFor: number | undefined;
  #timer: NodeJS.Timeout | undefined;

  /**
   * @param tickMs how far apart the wake-ups are, in ms (more than 0).
   * @param now the clock the ticks follow. @default Date.now
   */
  constructor(tickMs: number, now: () => number = Date.now) {
    if (!(tickMs > 0)) throw new RangeError('tickMs must be more than 0');
    this.#tickMs = tickMs;
    this.#now = now;
  }

  /** Wakes `waiter` at the first tick `ms` or more from now; returns the tick, for `drop`. */
  schedule(ms: number, waiter: TickWaiter): number {
    const tick = Math.ceil((this.#now() + ms) / this.#tickMs);
    this.#due.set(tick, (this.#due.get(tick) ?? new Set()).add(waiter));
    this.#arm();
    return tick;
  }

  /** Forgets `waiter`, scheduled for `tick`: it is not woken. */
  drop(waiter: TickWaiter, tick: number): void {
    const waiters = this.#due.get(tick);
    if (!waiters?.delete(waiter) || waiters.size > 0) return;
    this.#due.delete(tick);
    this.#arm();
  }

  /** How many waits are pending. */
  get size(): number {
    let count = 0;
    for (const waiters of this.#due.values()) count += waiters.size;
    return count;
  }

  #arm(): void {
    let next: number | undefined;
    for (const tick of this.#due.keys()) if (next === undefined || tick < next) next = tick;
    if (next === this.#armedFor) return;
    clearTimeout(this.#timer);
    this.#armedFor = next;
    this.#timer = undefined;
    if (next === undefined) return;
    this.#timer = setTimeout(() => this.#fire(), Math.max(0, next * this.#tickMs - this.#now()));
  }

  #fire(): void {
    const now = this.#now();
    this.#armedFor = undefined;
    this.#timer = undefined;
    for (const [tick, waiters] of this.#due) {
      if (tick * this.#tickMs > now) continue;
      this.#due.delete(tick);
      for (const waiter of waiters) waiter.wake();
    }
    this.#arm();
  }
}
