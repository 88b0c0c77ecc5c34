import { withDefaults } from '../core/with-defaults.js';

/** Options of {@link QuietTurns}. */
export interface QuietTurnsOptions {
  /**
   * Interactions arriving within about two windows, or unanswered at once, from which the bot is
   * in a burst. @default 16
   */
  burstArrivals?: number;
  /** The window over which arrivals are counted, in milliseconds. @default 100 */
  windowMs?: number;
  /** Waiting work let go per event-loop turn once it is quiet. @default 32 */
  perTurn?: number;
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
}

interface Waiter {
  readonly resolve: () => void;
  readonly until: number;
}

/**
 * Holds work that can wait (starting a job, its submission) while a burst of interactions is
 * answered. It is quiet when fewer than `burstArrivals` are unanswered (`unanswered()`: their
 * answer not yet sent) and fewer arrived in this and the previous window: between two socket reads
 * few may be unanswered although thousands are on the way. Once quiet, held work goes first come
 * first served, `perTurn` per event-loop turn, so a new burst holds the rest again; nothing is
 * held past its own `maxWaitMs`.
 */
export class QuietTurns {
  readonly #options: Required<QuietTurnsOptions>;
  #queue: Waiter[] = [];
  #head = 0;
  #window = 0;
  #current = 0;
  #previous = 0;
  /** The next turn: an immediate once quiet, else a timer to look again. */
  #next: { immediate: boolean; cancel: () => void } | undefined;

  constructor(
    private readonly unanswered: () => number,
    options: QuietTurnsOptions = {},
  ) {
    this.#options = withDefaults(
      { burstArrivals: 16, windowMs: 100, perTurn: 32, now: Date.now },
      options,
    );
  }

  /** How many pieces of work are held. */
  get held(): number {
    return this.#queue.length - this.#head;
  }

  /** Counts one interaction's arrival. */
  arrived(): void {
    this.#roll(this.#options.now());
    this.#current += 1;
  }

  /** Resolves at once when quiet and nothing is held, else in its turn once quiet, or after `maxWaitMs`. */
  wait(maxWaitMs: number): Promise<void> {
    const now = this.#options.now();
    if (this.held === 0 && this.#quiet(now)) return Promise.resolve();
    return new Promise((resolve) => {
      this.#queue.push({ resolve, until: now + maxWaitMs });
      this.#schedule(now);
    });
  }

  /** Looks again now (e.g. an interaction was answered). */
  check(): void {
    if (this.held > 0) this.#schedule(this.#options.now());
  }

  #roll(now: number): void {
    const window = Math.floor(now / this.#options.windowMs);
    if (window === this.#window) return;
    this.#previous = window === this.#window + 1 ? this.#current : 0;
    this.#current = 0;
    this.#window = window;
  }

  #quiet(now: number): boolean {
    this.#roll(now);
    const limit = this.#options.burstArrivals;
    return this.unanswered() < limit && this.#current + this.#previous < limit;
  }

  #schedule(now: number): void {
    const quiet = this.#quiet(now);
    if (this.#next && (this.#next.immediate || !quiet)) return;
    this.#next?.cancel();
    if (quiet) {
      const immediate = setImmediate(this.#turn);
      this.#next = { immediate: true, cancel: () => clearImmediate(immediate) };
      return;
    }
    const head = this.#queue[this.#head] as Waiter;
    const nextWindow = (this.#window + 1) * this.#options.windowMs - now;
    const timer = setTimeout(this.#turn, Math.max(0, Math.min(nextWindow, head.until - now)));
    timer.unref?.();
    this.#next = { immediate: false, cancel: () => clearTimeout(timer) };
  }

  readonly #turn = (): void => {
    this.#next = undefined;
    const now = this.#options.now();
    const quiet = this.#quiet(now);
    let released = 0;
    while (this.held > 0) {
      const head = this.#queue[this.#head] as Waiter;
      if (quiet ? released >= this.#options.perTurn : head.until > now) break;
      this.#head += 1;
      released += 1;
      head.resolve();
    }
    if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
      this.#queue = this.#queue.slice(this.#head);
      this.#head = 0;
    }
    if (this.held > 0) this.#schedule(now);
  };
}
