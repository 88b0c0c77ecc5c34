import Bottleneck from 'bottleneck';
import type { Logger } from '../../core/logger.js';

/**
 * The Horde's rate limits as the bot keeps them: the least time between two calls of a route, and
 * what the Horde counts them per (flask-limiter, fixed windows, as Haidra-Org/AI-Horde's API routes
 * declare them). `ip`: every call from the bot's address counts, so several processes take turns on Redis;
 * `request`: counted per request id, which one process polls, so each process keeps its own pace.
 */
export const HORDE_PACES = {
  /** `check`: 10/s per IP+path, i.e. per request; kept at 8/s for all of them. */
  check: { minTime: 125, per: 'request' },
  /** `status` and cancel: 10/min per IP+method+path (per request: read once, cancelled once). */
  status: { minTime: 100, per: 'request' },
  /** Submissions: 2/s and 90/min per IP, 2/s per key; 700 ms apart is 85.7/min. */
  submit: { minTime: 700, per: 'ip' },
  /** `find_user`, `status/models` and any other route: 90/min per IP together. */
  other: { minTime: 700, per: 'ip' },
} as const satisfies Record<string, { minTime: number; per: 'ip' | 'request' }>;

/** A route of {@link HORDE_PACES}. */
export type HordeRoute = keyof typeof HORDE_PACES;

/**
 * Waits until no process took a turn on `name` in the last `windowMs`, then takes one (the store's
 * `SharedState.takeTurn` on Redis); rejects with the signal's reason when aborted, or with the
 * store's error when it does not answer.
 */
export type TakeTurn = (name: string, windowMs: number, signal?: AbortSignal) => Promise<void>;

/** Options of {@link HordePace}. */
export interface HordePaceOptions {
  /** Turns shared by every process of the bot (Redis); absent: the pace is this process's. */
  readonly takeTurn?: TakeTurn;
  /** Told when the shared turns fail and the pace falls back to this process's, and when they return. */
  readonly logger?: Logger;
  /** How long after a failed turn the shared turns are tried again, in ms. @default 5000 */
  readonly retrySharedMs?: number;
  /** The clock. @default Date.now */
  readonly now?: () => number;
}

/**
 * The pace of the bot's calls to the Horde, per route: a `bottleneck` limiter per route in this
 * process (one caller at a time, `minTime` apart) and, for the limits the Horde counts per address,
 * a turn across processes. When the turns fail (Redis down or silent), calls go at this process's
 * pace alone, with one log line, until a turn is taken again `retrySharedMs` later.
 */
export class HordePace {
  readonly #limiters: Record<HordeRoute, Bottleneck>;
  readonly #takeTurn: TakeTurn | undefined;
  readonly #logger: Logger | undefined;
  readonly #retrySharedMs: number;
  readonly #now: () => number;
  /** Until when the shared turns are not tried (after one failed), on `now`'s clock. */
  #aloneUntil = 0;
  #alone = false;

  constructor(options: HordePaceOptions = {}) {
    const limiter = (route: HordeRoute) =>
      new Bottleneck({ maxConcurrent: 1, minTime: HORDE_PACES[route].minTime });
    this.#limiters = {
      check: limiter('check'),
      status: limiter('status'),
      submit: limiter('submit'),
      other: limiter('other'),
    };
    this.#takeTurn = options.takeTurn;
    this.#logger = options.logger;
    this.#retrySharedMs = options.retrySharedMs ?? 5_000;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Resolves when a call of `route` may be sent; rejects with `signal`'s reason as soon as it
   * aborts, even while still waiting behind other calls (its turn then passes at once).
   */
  wait(route: HordeRoute, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const turn = this.#limiters[route].schedule(() => this.#turn(route, signal));
    if (!signal) return turn;
    return new Promise<void>((resolve, reject) => {
      const abort = () => reject(signal.reason);
      signal.addEventListener('abort', abort, { once: true });
      turn.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  }

  async #turn(route: HordeRoute, signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    const { minTime, per } = HORDE_PACES[route];
    if (!this.#takeTurn || per !== 'ip' || this.#now() < this.#aloneUntil) return;
    try {
      await this.#takeTurn(`horde-${route}`, minTime, signal);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      this.#aloneUntil = this.#now() + this.#retrySharedMs;
      if (!this.#alone) {
        this.#alone = true;
        this.#logger?.warn(
          "the Horde's rate limits are kept by this process alone: the store did not answer",
          { route, error },
        );
      }
      return;
    }
    if (this.#alone) {
      this.#alone = false;
      this.#logger?.info("the Horde's rate limits are shared by every process again", { route });
    }
  }

  /** Stops every limiter: calls still waiting are refused. */
  async stop(): Promise<void> {
    await Promise.all(
      Object.values(this.#limiters).map((limiter) => limiter.stop({ dropWaitingJobs: true })),
    );
  }
}
