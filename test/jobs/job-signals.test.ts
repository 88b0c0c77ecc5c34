import { describe, expect, it } from 'vitest';
import { JobSignals } from '../../src/jobs/job-signals.js';

function world() {
  const stop = new AbortController();
  return { stop, signals: new JobSignals(stop.signal) };
}

describe('JobSignals', () => {
  it('aborts every live signal with the reason of the stop, and forgets disposed ones', () => {
    const { signals } = world();
    const a = signals.own(0);
    const b = signals.own(1);
    const ended = signals.own(0);
    signals.release(ended);
    expect(signals.size).toBe(2);
    const reason = new Error('stopping');
    signals.abortAll(reason);
    expect(a.signal.reason).toBe(reason);
    expect(b.signal.reason).toBe(reason);
    expect(ended.signal.aborted).toBe(false);
    expect(signals.size).toBe(0);
  });

  it("aborts only the given shard's signals", () => {
    const { signals } = world();
    const zero = signals.own(0);
    const one = signals.own(1);
    signals.stopShard(1, 'given up');
    expect(one.signal.reason).toBe('given up');
    expect(zero.signal.aborted).toBe(false);
    expect(signals.size).toBe(1);
  });

  it('hands out signals already aborted once the manager or the shard stopped', () => {
    const { stop, signals } = world();
    signals.stopShard(2, 'shard gone');
    expect(signals.own(2).signal.reason).toBe('shard gone');
    expect(signals.own(3).signal.aborted).toBe(false);
    signals.reopenShard(2);
    expect(signals.own(2).signal.aborted).toBe(false);
    stop.abort('stopped');
    expect(signals.own(3).signal.reason).toBe('stopped');
  });

  it('adds no listener to the stop signals, whatever the number of jobs', () => {
    const { stop, signals } = world();
    let added = 0;
    for (const target of [stop.signal]) {
      const add = target.addEventListener.bind(target);
      target.addEventListener = ((...args: Parameters<typeof add>) => {
        added += 1;
        add(...args);
      }) as typeof target.addEventListener;
    }
    for (let i = 0; i < 1000; i += 1) signals.own(0);
    expect(added).toBe(0);
  });

  it('holds any abortable (a poll) like a signal: aborted with its shard, or at once when stopped', () => {
    const { stop, signals } = world();
    const aborted: unknown[] = [];
    const poll = (name: string) => ({ abort: (reason: unknown) => aborted.push([name, reason]) });
    const released = poll('released');
    expect(signals.hold(0, poll('zero'))).toBe(true);
    expect(signals.hold(0, released)).toBe(true);
    signals.release(released);
    signals.stopShard(0, 'given up');
    expect(aborted).toEqual([['zero', 'given up']]);
    signals.stopShard(1, 'gone');
    expect(signals.hold(1, poll('late'))).toBe(false);
    stop.abort('stopped');
    expect(signals.hold(2, poll('after'))).toBe(false);
    expect(aborted.slice(1)).toEqual([
      ['late', 'gone'],
      ['after', 'stopped'],
    ]);
    expect(signals.size).toBe(0);
  });
});
