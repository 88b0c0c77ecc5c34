import { describe, expect, it, vi } from 'vitest';
import {
  InvalidApiKeyError,
  RateLimitedError,
  ServiceUnavailableError,
  TaskFailedError,
} from '../../src/image-backend/backend-errors.js';
import type { TaskStatus } from '../../src/image-backend/backend-types.js';
import { JobTimeoutError } from '../../src/jobs/job-errors.js';
import { PollGate } from '../../src/jobs/poll-gate.js';
import { PollTicks } from '../../src/jobs/poll-ticks.js';
import {
  type PollOutcome,
  type RunningTaskStatus,
  TaskPoll,
  type TaskPollRules,
} from '../../src/jobs/task-poll.js';

interface PollTaskOptions extends Omit<TaskPollRules, 'ticks'> {
  fetchStatus: (signal: AbortSignal) => Promise<TaskStatus>;
  expectedDoneAt?: () => number | undefined;
  ticks?: PollTicks;
  /** @default a gate that never makes a request wait */
  gate?: PollGate;
  onStatus: (status: RunningTaskStatus) => void;
  onRetry?: (error: unknown, delayMs: number, failures: number) => void;
  signal: AbortSignal;
  submittedAt: number;
}

/** A poll driven by callbacks, on ticks of 1 ms. */
class ScriptedPoll extends TaskPoll {
  constructor(
    private readonly options: PollTaskOptions,
    private readonly settle: (outcome: PollOutcome | undefined, reason?: unknown) => void,
  ) {
    super(
      { ...options, ticks: options.ticks ?? new PollTicks(1) },
      options.submittedAt,
      options.gate ?? new PollGate(Number.POSITIVE_INFINITY),
    );
  }
  protected override expectedDoneAt() {
    return this.options.expectedDoneAt?.();
  }
  protected fetchStatus(signal: AbortSignal) {
    return this.options.fetchStatus(signal);
  }
  protected onStatus(status: RunningTaskStatus) {
    this.options.onStatus(status);
  }
  protected onRetry(error: unknown, delayMs: number, failures: number) {
    this.options.onRetry?.(error, delayMs, failures);
  }
  protected onEnd(outcome: PollOutcome | undefined, reason?: unknown) {
    this.settle(outcome, reason);
  }
}

/** The poll as a promise: its outcome, or a rejection with the abort reason. */
function pollTask(
  options: PollTaskOptions,
  when: Parameters<TaskPoll['start']>[0] = 'now',
): Promise<PollOutcome> {
  return new Promise((resolve, reject) => {
    const poll = new ScriptedPoll(options, (outcome, reason) =>
      outcome ? resolve(outcome) : reject(reason),
    );
    options.signal.addEventListener('abort', () => poll.abort(options.signal.reason));
    poll.start(when);
  });
}

type Step = TaskStatus | Error;

/** A status source answering `steps` in turn (the last one repeats), recording request times. */
function script(steps: Step[]) {
  const times: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchStatus = async () => {
    times.push(performance.now());
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await Promise.resolve();
    inFlight -= 1;
    const step = steps.length > 1 ? steps.shift() : steps[0];
    if (step instanceof Error) throw step;
    return step as TaskStatus;
  };
  const gaps = () => times.slice(1).map((time, index) => time - (times[index] as number));
  return { fetchStatus, times, gaps, maxInFlight: () => maxInFlight };
}

const base = (overrides: Partial<PollTaskOptions>): PollTaskOptions => ({
  fetchStatus: async () => ({ taskId: 't', state: 'pending' }),
  onStatus: () => {},
  signal: new AbortController().signal,
  submittedAt: Date.now(),
  jobTimeoutMs: 5_000,
  pollIntervalMs: 10,
  pollJitterMs: 2,
  pollMinIntervalMs: 8,
  maxBackoffMs: 80,
  now: Date.now,
  random: Math.random,
  ...overrides,
});

/** Ticks that record each wait asked for and wake the waiter at once (no clock involved). */
function recordingTicks() {
  const waits: number[] = [];
  const ticks = {
    schedule: (ms: number, waiter: { wake(): void }) => {
      waits.push(ms);
      queueMicrotask(() => waiter.wake());
      return 0;
    },
    drop: () => {},
  } as unknown as PollTicks;
  return { waits, ticks };
}

describe('TaskPoll', () => {
  it('reports each running status and returns the image when completed', async () => {
    const source = script([
      { taskId: 't', state: 'pending' },
      { taskId: 't', state: 'processing', progress: 10 },
      { taskId: 't', state: 'processing', progress: 60 },
      { taskId: 't', state: 'completed', imageUrl: 'http://x/i.png' },
    ]);
    const seen: TaskStatus[] = [];
    const outcome = await pollTask(
      base({ fetchStatus: source.fetchStatus, onStatus: (s) => seen.push(s) }),
    );
    expect(outcome).toEqual({ state: 'completed', imageUrl: 'http://x/i.png' });
    expect(seen.map((s) => s.state)).toEqual(['pending', 'processing', 'processing']);
    expect(source.maxInFlight()).toBe(1);
    for (const gap of source.gaps()) expect(gap).toBeGreaterThanOrEqual(7);
  });

  it('asks at once when started now, after the regular wait for a task submitted just now', async () => {
    const { waits, ticks } = recordingTicks();
    const done: TaskStatus = { taskId: 't', state: 'completed', imageUrl: 'u' };
    const rules = { ticks, pollIntervalMs: 10, pollJitterMs: 0 };
    await pollTask(base({ ...rules, fetchStatus: async () => done }), 'now');
    expect(waits).toEqual([]);
    await pollTask(base({ ...rules, fetchStatus: async () => done }), 'after-wait');
    expect(waits).toEqual([10]);
  });

  it('times a request for the expected end when it comes before the regular wait, never under the least', async () => {
    const { waits, ticks } = recordingTicks();
    const now = 1_000;
    // Done far after the regular wait; 6 ms from now; 1 ms from now; not known.
    const doneAt = [now + 50, now + 6, now + 1, undefined];
    const source = script([
      ...doneAt.map((): TaskStatus => ({ taskId: 't', state: 'processing', progress: 50 })),
      { taskId: 't', state: 'completed', imageUrl: 'u' },
    ]);
    await pollTask(
      base({
        fetchStatus: source.fetchStatus,
        expectedDoneAt: () => doneAt.shift(),
        ticks,
        now: () => now,
        submittedAt: now,
        pollIntervalMs: 10,
        pollJitterMs: 0,
        pollMinIntervalMs: 4,
      }),
    );
    expect(waits).toEqual([10, 6, 4, 10]);
  });

  it('turns a failed task into a TaskFailedError keeping the service text', async () => {
    const source = script([
      { taskId: 't', state: 'failed', error: 'Task processing failed or timed out' },
    ]);
    const outcome = await pollTask(base({ fetchStatus: source.fetchStatus }));
    expect(outcome.state).toBe('failed');
    const error = (outcome as { error: TaskFailedError }).error;
    expect(error).toBeInstanceOf(TaskFailedError);
    expect(error.serviceMessage).toBe('Task processing failed or timed out');
  });

  it('backs off exponentially on transient errors, capped, then resumes', async () => {
    const down = new ServiceUnavailableError();
    const source = script([
      down,
      down,
      down,
      down,
      { taskId: 't', state: 'completed', imageUrl: 'u' },
    ]);
    const retries: number[] = [];
    const outcome = await pollTask(
      base({
        fetchStatus: source.fetchStatus,
        pollJitterMs: 0,
        onRetry: (_error, delayMs) => retries.push(delayMs),
      }),
    );
    expect(outcome.state).toBe('completed');
    expect(retries).toEqual([20, 40, 80, 80]);
    source.gaps().forEach((gap, index) => {
      expect(gap).toBeGreaterThanOrEqual((retries[index] as number) - 1);
    });
  });

  it('waits at least the Retry-After of a RateLimitedError', async () => {
    const source = script([
      new RateLimitedError({ retryAfterMs: 150 }),
      { taskId: 't', state: 'completed', imageUrl: 'u' },
    ]);
    await pollTask(base({ fetchStatus: source.fetchStatus }));
    expect(source.gaps()[0]).toBeGreaterThanOrEqual(149);
  });

  it('ends at once on an error that is not transient', async () => {
    const source = script([new InvalidApiKeyError()]);
    const outcome = await pollTask(base({ fetchStatus: source.fetchStatus }));
    expect(outcome.state).toBe('failed');
    expect((outcome as { error: unknown }).error).toBeInstanceOf(InvalidApiKeyError);
    expect(source.times).toHaveLength(1);
  });

  it('times out after the deadline, making one last request at it', async () => {
    const source = script([{ taskId: 't', state: 'processing', progress: 5 }]);
    const started = Date.now();
    const outcome = await pollTask(base({ fetchStatus: source.fetchStatus, jobTimeoutMs: 100 }));
    expect(outcome.state).toBe('timed_out');
    expect((outcome as { error: unknown }).error).toBeInstanceOf(JobTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(99);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('checks a task already past its deadline once before timing out', async () => {
    const source = script([{ taskId: 't', state: 'completed', imageUrl: 'late' }]);
    const outcome = await pollTask(base({ fetchStatus: source.fetchStatus, submittedAt: 0 }));
    expect(outcome).toEqual({ state: 'completed', imageUrl: 'late' });
  });

  it('rejects with the abort reason as soon as it is aborted mid-wait', async () => {
    const controller = new AbortController();
    const reason = new Error('stopping');
    const polling = pollTask(
      base({ signal: controller.signal, pollIntervalMs: 10_000, pollJitterMs: 0 }),
    );
    setTimeout(() => controller.abort(reason), 20);
    const started = Date.now();
    await expect(polling).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('holds no request and no signal while it waits, and drops its wait when aborted', async () => {
    const ticks = new PollTicks(5);
    const signals: AbortSignal[] = [];
    const ends: unknown[] = [];
    class Waiting extends TaskPoll {
      protected async fetchStatus(signal: AbortSignal): Promise<TaskStatus> {
        signals.push(signal);
        return { taskId: 't', state: 'pending' };
      }
      protected onStatus() {}
      protected onRetry() {}
      protected onEnd(outcome: PollOutcome | undefined, reason?: unknown) {
        ends.push(outcome ?? reason);
      }
    }
    const rules = {
      ticks,
      jobTimeoutMs: 60_000,
      pollIntervalMs: 10_000,
      pollJitterMs: 0,
      pollMinIntervalMs: 10_000,
      maxBackoffMs: 1,
    };
    const poll = new Waiting(
      { ...rules, now: Date.now, random: Math.random },
      Date.now(),
      new PollGate(Number.POSITIVE_INFINITY),
    );
    poll.start();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(signals).toHaveLength(1);
    expect(ticks.size).toBe(1);
    const ended = poll.whenEnded();
    expect(poll.abort('stopping')).toBe(true);
    expect(poll.abort('again')).toBe(false);
    await ended;
    expect(ticks.size).toBe(0);
    expect(ends).toEqual(['stopping']);
    expect(signals[0]?.aborted).toBe(false);
  });

  it('aborts the request in flight with the poll, and ignores its late answer', async () => {
    let answer: (status: TaskStatus) => void = () => {};
    const seen: AbortSignal[] = [];
    const onStatus = vi.fn();
    const controller = new AbortController();
    const polling = pollTask(
      base({
        signal: controller.signal,
        onStatus,
        fetchStatus: (signal) => {
          seen.push(signal);
          return new Promise((resolve) => {
            answer = resolve;
          });
        },
      }),
    );
    controller.abort(new Error('stop'));
    await expect(polling).rejects.toThrow('stop');
    expect(seen[0]?.aborted).toBe(true);
    answer({ taskId: 't', state: 'pending' });
    await Promise.resolve();
    expect(onStatus).not.toHaveBeenCalled();
  });

  it("sends at most its gate's limit of requests at once; the others go in turn as answers come", async () => {
    const gate = new PollGate(2);
    const answers: (() => void)[] = [];
    const asked: number[] = [];
    const polls = [0, 1, 2, 3, 4].map((index) =>
      pollTask(
        base({
          gate,
          fetchStatus: () => {
            asked.push(index);
            return new Promise((resolve) => {
              answers.push(() =>
                resolve({ taskId: `t${index}`, state: 'completed', imageUrl: 'u' }),
              );
            });
          },
        }),
      ),
    );
    expect(asked).toEqual([0, 1]);
    expect(gate.load).toEqual({ out: 2, waiting: 3 });
    answers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([0, 1, 2]);
    expect(gate.load).toEqual({ out: 2, waiting: 2 });
    while (answers.length > 0) {
      answers.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(polls);
    expect(asked).toEqual([0, 1, 2, 3, 4]);
    expect(gate.load).toEqual({ out: 0, waiting: 0 });
  });

  it('gives its place back when aborted, whether its request was out or it waited for one', async () => {
    const gate = new PollGate(1);
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    const asked: number[] = [];
    const polls = controllers.map((controller, index) =>
      pollTask(
        base({
          gate,
          signal: controller.signal,
          fetchStatus: () => {
            asked.push(index);
            return new Promise(() => {});
          },
        }),
      ).catch((reason: unknown) => reason),
    );
    expect(gate.load).toEqual({ out: 1, waiting: 2 });
    controllers[1]?.abort('waiting one stopped');
    expect(gate.load).toEqual({ out: 1, waiting: 1 });
    controllers[0]?.abort('first stopped');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([0, 2]);
    expect(gate.load).toEqual({ out: 1, waiting: 0 });
    controllers[2]?.abort('last stopped');
    expect(await Promise.all(polls)).toEqual([
      'first stopped',
      'waiting one stopped',
      'last stopped',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gate.load).toEqual({ out: 0, waiting: 0 });
  });

  it('ends failed with the error when a status handler throws, instead of hanging', async () => {
    const broken = new Error('handler broke');
    const outcome = await pollTask(
      base({
        onStatus: () => {
          throw broken;
        },
      }),
    );
    expect(outcome).toEqual({ state: 'failed', error: broken });
  });
});
