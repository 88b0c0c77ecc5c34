import type { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StateEvents } from '../state/state-events.js';

/** How long and how to wait. */
export interface WaitOptions {
  /** Real milliseconds before giving up. @default 5000 */
  timeout?: number;
  /** Also re-check this often (for conditions outside the emulator, e.g. the bot's database). @default 20 */
  interval?: number;
  /** What is awaited, for the timeout message. */
  description?: string;
}

const defaults = { timeout: 5_000, interval: 20, description: 'condition' } as const;

/**
 * Resolves with the first truthy value of `check`, re-checked on every emulator change and every
 * `interval` ms. A `check` that throws counts as not yet (so `expect(...)` can be used inside);
 * on timeout the last error is reported.
 */
export function waitUntil<T>(
  events: EventEmitter<StateEvents>,
  check: () => T | undefined | null | false | 0 | '',
  options: WaitOptions = {},
): Promise<T> {
  const { timeout, interval, description } = { ...defaults, ...options };
  const controller = new AbortController();
  let lastError: unknown;
  return new Promise<T>((resolve, reject) => {
    const finish = () => {
      controller.abort();
      events.off('change', attempt);
      clearTimeout(timer);
    };
    function attempt() {
      if (controller.signal.aborted) return;
      try {
        const value = check();
        if (value) {
          finish();
          resolve(value);
        }
      } catch (error) {
        lastError = error;
      }
    }
    const timer = setTimeout(() => {
      finish();
      const detail = lastError instanceof Error ? `: ${lastError.message}` : '';
      reject(new Error(`timed out after ${timeout} ms waiting for ${description}${detail}`));
    }, timeout);
    events.on('change', attempt);
    void (async () => {
      while (!controller.signal.aborted) {
        await sleep(interval, undefined, { signal: controller.signal }).catch(() => undefined);
        attempt();
      }
    })();
    attempt();
  });
}
