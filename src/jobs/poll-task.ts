import { setTimeout as sleep } from 'node:timers/promises';
import { backoffDelay, jittered } from '../core/backoff.js';
import { classifyError, TaskFailedError } from '../image-api/errors.js';
import type { TaskStatus } from '../image-api/service-types.js';
import { JobTimeoutError } from './errors.js';

/** A status that is not final. */
export type RunningTaskStatus = Extract<TaskStatus, { state: 'queued' | 'pending' | 'processing' }>;

/** How polling a task ended. */
export type PollOutcome =
  | { state: 'completed'; imageUrl: string }
  | { state: 'failed'; error: unknown }
  | { state: 'timed_out'; error: JobTimeoutError };

/** Options of {@link pollTask}. */
export interface PollTaskOptions {
  /** One status request; it gets the loop's signal. */
  fetchStatus: (signal: AbortSignal) => Promise<TaskStatus>;
  /** Called with every status that is not final. */
  onStatus: (status: RunningTaskStatus) => void;
  /** Called before waiting after a transient error. */
  onRetry?: (error: unknown, delayMs: number, failures: number) => void;
  /** Aborts the wait and the request in flight; the loop then rejects with the abort reason. */
  signal: AbortSignal;
  /** When the task was submitted, on the `now` clock (epoch ms). */
  submittedAt: number;
  /** How long after submission the task times out. */
  timeoutMs: number;
  intervalMs: number;
  jitterMs: number;
  maxBackoffMs: number;
  now: () => number;
  random: () => number;
  /** Waits `ms` (or aborts with the signal's reason). @default a timer of its own */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const ownTimer = (ms: number, signal: AbortSignal) => sleep(ms, undefined, { signal });

/**
 * Polls a task until it completes, fails or passes its deadline: one request at a time, then a
 * jittered wait; transient errors back off exponentially (honouring `retryAfterMs`), other errors
 * fail the task. A last request is made at the deadline before giving up.
 */
export async function pollTask(options: PollTaskOptions): Promise<PollOutcome> {
  const { signal, now, random } = options;
  const deadline = options.submittedAt + options.timeoutMs;
  let failures = 0;
  for (;;) {
    let status: TaskStatus | undefined;
    let delay: number;
    try {
      status = await options.fetchStatus(signal);
      failures = 0;
      delay = jittered(options.intervalMs, options.jitterMs, random);
    } catch (error) {
      signal.throwIfAborted();
      const kind = classifyError(error);
      if (!kind.transient) return { state: 'failed', error };
      failures += 1;
      delay = backoffDelay(failures, {
        baseMs: options.intervalMs,
        maxMs: options.maxBackoffMs,
        jitterMs: options.jitterMs,
        retryAfterMs: kind.retryAfterMs,
        random,
      });
      options.onRetry?.(error, delay, failures);
    }
    if (status?.state === 'completed') return { state: 'completed', imageUrl: status.imageUrl };
    if (status?.state === 'failed') {
      return { state: 'failed', error: new TaskFailedError(status.error) };
    }
    if (status) options.onStatus(status);
    const left = deadline - now();
    if (left <= 0) return { state: 'timed_out', error: new JobTimeoutError(options.timeoutMs) };
    try {
      await (options.sleep ?? ownTimer)(Math.min(delay, left), signal);
    } catch (error) {
      signal.throwIfAborted();
      throw error;
    }
  }
}
