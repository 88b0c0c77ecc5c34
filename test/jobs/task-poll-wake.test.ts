import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../src/image-backend/backend-types.js';
import { PollGate } from '../../src/jobs/poll-gate.js';
import type { PollTicks, TickWaiter } from '../../src/jobs/poll-ticks.js';
import {
  type PollOutcome,
  type RunningTaskStatus,
  TaskPoll,
  type TaskPollRules,
} from '../../src/jobs/task-poll.js';

/** Ticks that never come: only a poke moves a waiting poll. Records what is scheduled and dropped. */
function stillTicks() {
  const scheduled = new Set<TickWaiter>();
  let dropped = 0;
  const ticks = {
    schedule: (_ms: number, waiter: TickWaiter) => {
      scheduled.add(waiter);
      return 1;
    },
    drop: (waiter: TickWaiter) => {
      if (scheduled.delete(waiter)) dropped += 1;
    },
  } as unknown as PollTicks;
  return { ticks, waiting: () => scheduled.size, dropped: () => dropped };
}

/** A deferred answer to one status request. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A poll whose backend pushes its task's end: `settled` is what the backend would call. */
class PushedPoll extends TaskPoll {
  settled: (() => void) | undefined;
  unwatched = 0;
  outcome: PollOutcome | undefined;
  readonly statuses: RunningTaskStatus[] = [];
  readonly whenDone = deferred<PollOutcome | undefined>();

  constructor(
    rules: TaskPollRules,
    private readonly fetch: () => Promise<TaskStatus>,
    gate = new PollGate(Number.POSITIVE_INFINITY),
  ) {
    super(rules, rules.now(), gate);
  }
  protected override watchSettled(settled: () => void) {
    this.settled = settled;
    return () => {
      this.unwatched += 1;
      this.settled = undefined;
    };
  }
  protected fetchStatus() {
    return this.fetch();
  }
  protected onStatus(status: RunningTaskStatus) {
    this.statuses.push(status);
  }
  protected onRetry() {}
  protected onEnd(outcome: PollOutcome | undefined) {
    this.outcome = outcome;
    this.whenDone.resolve(outcome);
  }
}

const rules = (ticks: PollTicks): TaskPollRules => ({
  ticks,
  jobTimeoutMs: 3_600_000,
  pollIntervalMs: 60_000,
  pollJitterMs: 0,
  pollMinIntervalMs: 60_000,
  maxBackoffMs: 60_000,
  now: Date.now,
  random: Math.random,
});

const done: TaskStatus = { taskId: 't', state: 'completed', imageUrl: 'u' };
const running: TaskStatus = { taskId: 't', state: 'processing', progress: 40 };

describe('TaskPoll woken by its backend', () => {
  it('reads the status at once when the backend says the task ended, not at the next timed poll', async () => {
    const still = stillTicks();
    let requests = 0;
    const poll = new PushedPoll(rules(still.ticks), async () => {
      requests += 1;
      return done;
    });
    poll.start('after-wait');
    expect(still.waiting()).toBe(1);
    expect(requests).toBe(0);

    poll.settled?.();
    expect(await poll.whenDone.promise).toEqual({ state: 'completed', imageUrl: 'u' });
    expect(requests).toBe(1);
    expect(still.dropped()).toBe(1);
    expect(still.waiting()).toBe(0);
  });

  it('asks again right after a request in flight that still found it running (the end told before it was recorded)', async () => {
    const still = stillTicks();
    const answers = [deferred<TaskStatus>(), deferred<TaskStatus>()];
    let requests = 0;
    const poll = new PushedPoll(rules(still.ticks), () => {
      requests += 1;
      return (answers[requests - 1] ?? answers[1])?.promise as Promise<TaskStatus>;
    });
    poll.start('now');
    expect(requests).toBe(1);
    poll.settled?.();
    expect(requests).toBe(1);
    answers[0]?.resolve(running);
    await new Promise((resolve) => setImmediate(resolve));
    expect(poll.statuses).toEqual([running]);
    expect(requests).toBe(2);
    expect(still.waiting()).toBe(0);
    answers[1]?.resolve(done);
    expect(await poll.whenDone.promise).toEqual({ state: 'completed', imageUrl: 'u' });
  });

  it('waits its regular time after a running answer when nothing was told, and forgets its listener once ended', async () => {
    const still = stillTicks();
    const statuses = [running, done];
    const poll = new PushedPoll(rules(still.ticks), async () => statuses.shift() ?? done);
    poll.start('now');
    await new Promise((resolve) => setImmediate(resolve));
    expect(poll.statuses).toEqual([running]);
    expect(still.waiting()).toBe(1);
    expect(poll.outcome).toBeUndefined();

    poll.settled?.();
    await poll.whenDone.promise;
    expect(poll.unwatched).toBe(1);
    expect(poll.settled).toBeUndefined();
  });

  it('sends nothing twice when poked while waiting for a place at its gate', async () => {
    const still = stillTicks();
    const gate = new PollGate(1);
    const blocker = { admitted: () => {} };
    expect(gate.enter(blocker)).toBe(true);
    let requests = 0;
    const poll = new PushedPoll(
      rules(still.ticks),
      async () => {
        requests += 1;
        return done;
      },
      gate,
    );
    poll.start('now');
    poll.settled?.();
    poll.settled?.();
    expect(requests).toBe(0);
    gate.leave();
    await poll.whenDone.promise;
    expect(requests).toBe(1);
  });
});
