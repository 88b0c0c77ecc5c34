/** What a tick wakes: an object with a method, so a held wait keeps no closure. */
export interface TickWaiter {
  /** Called once, on the first tick at or after the time it was scheduled for. */
  wake(): void;
}

/**
 * Shared wake-ups for many waits: a wait of `ms` ends at the first tick of `tickMs` at or after
 * it, and every wait ending on one tick ends in the same timer callback. With thousands of tasks
 * polled every few seconds, the process then wakes once per tick for all the polls due, instead of
 * once per poll, and their requests leave together. One timer at most is armed, for the earliest
 * tick that has waits; a wait is never shorter than asked, and at most `tickMs` longer. A waiter
 * is held as it is (no promise, no closure) and can be dropped again.
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

  /**
   * Wakes `waiter` at the first tick `ms` or more from now. Resolves to the tick, which
   * {@link PollTicks.drop} takes to forget the waiter before then.
   */
  schedule(ms: number, waiter: TickWaiter): number {
    const tick = Math.ceil((this.#now() + ms) / this.#tickMs);
    let waiters = this.#due.get(tick);
    if (!waiters) {
      waiters = new Set();
      this.#due.set(tick, waiters);
    }
    waiters.add(waiter);
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

  /** Resolves at the first tick `ms` or more from now; rejects with the signal's reason on abort. */
  wait(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        this.drop(waiter, tick);
        reject(signal?.reason);
      };
      const waiter: TickWaiter = {
        wake: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const tick = this.schedule(ms, waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
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
      for (const waiter of waiters) waiter.wake();
    }
    this.#arm();
  }
}
