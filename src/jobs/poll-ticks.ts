/**
 * Shared wake-ups for many waits: a wait of `ms` ends at the first tick of `tickMs` at or after
 * it, and every wait ending on one tick ends in the same timer callback. With thousands of tasks
 * polled every few seconds, the process then wakes once per tick for all the polls due, instead of
 * once per poll, and their requests leave together. One timer at most is armed, for the earliest
 * tick that has waits; a wait is never shorter than asked, and at most `tickMs` longer.
 */
export class PollTicks {
  readonly #tickMs: number;
  readonly #now: () => number;
  readonly #due = new Map<number, Set<() => void>>();
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

  /** Resolves at the first tick `ms` or more from now; rejects with the signal's reason on abort. */
  wait(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const tick = Math.ceil((this.#now() + ms) / this.#tickMs);
    return new Promise<void>((resolve, reject) => {
      const waiters = this.#due.get(tick) ?? new Set<() => void>();
      const onAbort = () => {
        waiters.delete(done);
        if (waiters.size === 0) this.#due.delete(tick);
        reject(signal?.reason);
      };
      const done = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      waiters.add(done);
      this.#due.set(tick, waiters);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#arm();
    });
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
      for (const done of waiters) done();
    }
    this.#arm();
  }
}
