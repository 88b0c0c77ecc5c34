import { backoffDelay, jittered } from '../core/backoff.js';
import { classifyError, TaskFailedError } from '../image-backend/backend-errors.js';
import type { TaskStatus } from '../image-backend/backend-types.js';
import { JobTimeoutError } from './job-errors.js';
import type { ResolvedJobManagerOptions } from './job-manager-options.js';
import type { GateWaiter, PollGate } from './poll-gate.js';
import type { PollTicks, TickWaiter } from './poll-ticks.js';

/** A status that is not final. */
export type RunningTaskStatus = Extract<TaskStatus, { state: 'queued' | 'pending' | 'processing' }>;

/** How polling a task ended. */
export type PollOutcome =
  | Omit<Extract<TaskStatus, { state: 'completed' }>, 'taskId'>
  | { state: 'failed'; error: unknown }
  | { state: 'timed_out'; error: JobTimeoutError };

/** How every poll goes (the manager's options): one object, shared by all the polls of a manager. */
export type TaskPollRules = Pick<
  ResolvedJobManagerOptions,
  | 'jobTimeoutMs'
  | 'pollIntervalMs'
  | 'pollJitterMs'
  | 'pollMinIntervalMs'
  | 'maxBackoffMs'
  | 'now'
  | 'random'
> & {
  /** The wake-ups the waits between requests share. */
  readonly ticks: PollTicks;
};

/**
 * Polls one task until it completes, fails or passes its deadline (a last request at it), as a
 * state machine driven by the shared ticks: one request at a time, then a jittered wait, shortened
 * (to `pollMinIntervalMs` at least) when the task should be done sooner; transient errors back off
 * exponentially (honouring `retryAfterMs`), others fail the task. A request goes once its
 * backend's gate has a place for it. Where the backend tells a task's end by push
 * (`watchSettled`), {@link TaskPoll.poke} cuts the wait short: the status is read at once (again
 * right after a request in flight), and the timed wait stays the fallback. A waiting poll holds
 * no promise, async frame or signal (only its listener, where the backend pushes); a request in
 * flight has a signal of its own, aborted with the poll.
 */
export abstract class TaskPoll implements TickWaiter, GateWaiter {
  readonly #rules: TaskPollRules;
  readonly #gate: PollGate;
  readonly #deadline: number;
  #failures = 0;
  #tick: number | undefined;
  /** The request out, holding a place at the gate until it settles or is aborted. */
  #request: AbortController | undefined;
  #ended = false;
  /** Poked while its request was out: the next goes as soon as that one's answer is not final. */
  #poked = false;
  /** Removes the listener `watchSettled` gave the backend. */
  #unwatch: (() => void) | undefined;
  #whenEnded: { promise: Promise<void>; resolve: () => void } | undefined;

  /**
   * @param submittedAt when the task was submitted, on the rules' clock (epoch ms).
   * @param gate the places for requests at the task's backend.
   */
  constructor(rules: TaskPollRules, submittedAt: number, gate: PollGate) {
    this.#rules = rules;
    this.#gate = gate;
    this.#deadline = submittedAt + rules.jobTimeoutMs;
  }

  /** One status request, aborted by `signal` when the poll is. */
  protected abstract fetchStatus(signal: AbortSignal): Promise<TaskStatus>;
  /** Called with every status that is not final. */
  protected abstract onStatus(status: RunningTaskStatus): void;
  /** When a request should find the task done, if that can be told (epoch ms). */
  protected expectedDoneAt?(): number | undefined;
  /** Whether a transient `error` ends the poll at once rather than being retried. */
  protected endsOn?(error: unknown): boolean;
  /** Called before waiting after a transient error. */
  protected abstract onRetry(error: unknown, delayMs: number, failures: number): void;
  /** Called once: with how it ended, or with undefined and the reason when aborted. */
  protected abstract onEnd(outcome: PollOutcome | undefined, reason?: unknown): void;
  /**
   * Hands `settled` to the backend, to call as soon as it is told the task ended (the port's
   * `onSettled`); resolves to its removal, undefined where the backend tells nothing.
   */
  protected watchSettled?(settled: () => void): (() => void) | undefined;

  /**
   * Sends the first request now, or after the regular wait (a task submitted just now); from
   * now on, the backend's word that the task ended pokes the poll.
   */
  start(when: 'now' | 'after-wait' = 'now'): void {
    if (this.#ended) return;
    this.#unwatch = this.watchSettled?.(() => this.poke());
    if (when === 'now') this.#send();
    else this.#next(this.#regularWait());
  }

  /** Whether the poll has ended (or was aborted). */
  get ended(): boolean {
    return this.#ended;
  }

  /** Ends the poll at once: its wait is dropped, its request aborted. False when it had ended. */
  abort(reason: unknown): boolean {
    if (this.#ended) return false;
    if (this.#tick !== undefined) this.#rules.ticks.drop(this, this.#tick);
    this.#tick = undefined;
    this.#gate.drop(this);
    const request = this.#request;
    if (request) this.#gate.leave();
    this.#request = undefined;
    this.#end(undefined, reason);
    request?.abort(reason);
    return true;
  }

  /** Resolves once the poll has ended (created on demand: a waiting poll holds no promise). */
  whenEnded(): Promise<void> {
    if (this.#ended) return Promise.resolve();
    if (!this.#whenEnded) {
      let resolve = () => {};
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      this.#whenEnded = { promise, resolve };
    }
    return this.#whenEnded.promise;
  }

  /** Its tick came: the next request goes, or waits for a place. */
  wake(): void {
    this.#tick = undefined;
    this.#send();
  }

  /**
   * The task changed state now (its backend said it ended): a poll waiting for its next request
   * sends it at once; one whose request is out sends the next right after a non-final answer;
   * one waiting at the gate goes when admitted, as it would.
   */
  poke(): void {
    if (this.#ended) return;
    if (this.#request) {
      this.#poked = true;
      return;
    }
    if (this.#tick === undefined) return;
    this.#rules.ticks.drop(this, this.#tick);
    this.#tick = undefined;
    this.#send();
  }

  /** Its turn at the gate came: the request goes. */
  admitted(): void {
    this.#fetch();
  }

  #send(): void {
    if (this.#gate.enter(this)) this.#fetch();
  }

  #fetch(): void {
    const request = new AbortController();
    this.#request = request;
    this.#poked = false;
    // Async, so that a hook that throws at once rejects the same way.
    (async () => this.fetchStatus(request.signal))()
      .then(
        (status) => this.#answered(request, status),
        (error: unknown) => this.#failed(request, error),
      )
      .catch((error: unknown) => {
        // A subclass's hook threw: the poll ends failed rather than hanging (or crashing the process).
        if (!this.#ended) this.#end({ state: 'failed', error });
      });
  }

  /** Whether `request` is the one out (not aborted); if so, it ends and its place is given back. */
  #settles(request: AbortController): boolean {
    if (this.#request !== request) return false;
    this.#request = undefined;
    this.#gate.leave();
    return true;
  }

  #answered(request: AbortController, status: TaskStatus): void {
    if (!this.#settles(request)) return;
    this.#failures = 0;
    if (status.state === 'completed') {
      const { taskId: _, ...completed } = status;
      this.#end(completed);
    } else if (status.state === 'failed') {
      this.#end({
        state: 'failed',
        error: new TaskFailedError(status.error, status.reason, status.cost, status.failedStep),
      });
    } else {
      this.onStatus(status);
      if (this.#poked && !this.#ended) {
        this.#poked = false;
        this.#send();
      } else this.#next(this.#nextWait());
    }
  }

  #regularWait(): number {
    const { pollIntervalMs, pollJitterMs, random } = this.#rules;
    return jittered(pollIntervalMs, pollJitterMs, random);
  }

  /** The regular jittered wait, or a shorter one, not under the least, ending when it should be done. */
  #nextWait(): number {
    const { pollMinIntervalMs, now } = this.#rules;
    const regular = this.#regularWait();
    const doneAt = this.expectedDoneAt?.();
    if (doneAt === undefined) return regular;
    return Math.min(regular, Math.max(pollMinIntervalMs, doneAt - now()));
  }

  #failed(request: AbortController, error: unknown): void {
    if (!this.#settles(request)) return;
    const kind = classifyError(error);
    if (!kind.transient || this.endsOn?.(error)) {
      this.#end({ state: 'failed', error });
      return;
    }
    this.#failures += 1;
    const { pollIntervalMs, maxBackoffMs, pollJitterMs, random } = this.#rules;
    const delay = backoffDelay(this.#failures, {
      baseMs: pollIntervalMs,
      maxMs: maxBackoffMs,
      jitterMs: pollJitterMs,
      retryAfterMs: kind.retryAfterMs,
      random,
    });
    this.onRetry(error, delay, this.#failures);
    this.#next(delay);
  }

  #next(delay: number): void {
    if (this.#ended) return;
    const left = this.#deadline - this.#rules.now();
    if (left <= 0) {
      this.#end({ state: 'timed_out', error: new JobTimeoutError(this.#rules.jobTimeoutMs) });
      return;
    }
    this.#tick = this.#rules.ticks.schedule(Math.min(delay, left), this);
  }

  #end(outcome: PollOutcome | undefined, reason?: unknown): void {
    this.#ended = true;
    this.#unwatch?.();
    this.#unwatch = undefined;
    this.#whenEnded?.resolve();
    this.#whenEnded = undefined;
    this.onEnd(outcome, reason);
  }
}
