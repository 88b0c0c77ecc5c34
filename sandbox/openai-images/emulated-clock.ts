import { abortableSleep } from '../emulator-kit/abortable-sleep.js';

/** The emulator's clock: its time, and a wait for a time on it that any clock can serve. */
export interface EmulatedClock {
  readonly now: () => number;
  /**
   * Resolves once `now()` reaches `deadline`: sleeps the time left (at most `pollMs` at a time,
   * so that a clock moved by hand is noticed); true if reached, false if `signal` aborted first.
   */
  until(deadline: number, signal: AbortSignal): Promise<boolean>;
}

/**
 * A clock over `now` that reads it every `pollMs` real milliseconds at most while waiting, or,
 * when `now` is `Date.now` itself, sleeps the whole time left at once.
 */
export function emulatedClock(now: () => number, pollMs: number): EmulatedClock {
  const step = now === Date.now ? Number.POSITIVE_INFINITY : pollMs;
  return {
    now,
    async until(deadline, signal) {
      for (;;) {
        if (signal.aborted) return false;
        const left = deadline - now();
        if (left <= 0) return true;
        await abortableSleep(Math.min(left, step), signal);
      }
    },
  };
}
