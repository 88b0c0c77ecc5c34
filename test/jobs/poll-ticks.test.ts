import { describe, expect, it } from 'vitest';
import { PollTicks } from '../../src/jobs/poll-ticks.js';

describe('PollTicks', () => {
  it('ends waits due on the same tick together, never before they are due', async () => {
    const ticks = new PollTicks(40);
    const started = Date.now();
    const toNextTick = 40 - (started % 40);
    const ended: { name: string; at: number }[] = [];
    const wait = (name: string, ms: number) =>
      new Promise<void>((resolve) => {
        const wake = () => resolve(void ended.push({ name, at: Date.now() - started }));
        ticks.schedule(ms, { wake });
      });
    // a and b fall in the tick after the next boundary, c two ticks later.
    const due = { a: toNextTick + 5, b: toNextTick + 30, c: toNextTick + 90 };
    await Promise.all([wait('a', due.a), wait('b', due.b), wait('c', due.c)]);
    const at = Object.fromEntries(ended.map((end) => [end.name, end.at]));
    expect(at.a).toBeGreaterThanOrEqual(due.a);
    expect(at.b).toBeGreaterThanOrEqual(due.b);
    expect(at.c).toBeGreaterThanOrEqual(due.c);
    expect(ended.map((end) => end.name)).toEqual(['a', 'b', 'c']);
    expect(Math.abs((at.a ?? 0) - (at.b ?? 0))).toBeLessThan(15);
    expect((at.c ?? 0) - (at.a ?? 0)).toBeGreaterThanOrEqual(35);
    expect(ticks.size).toBe(0);
  });

  it('wakes a scheduled waiter once, and not one dropped before its tick', async () => {
    const ticks = new PollTicks(10);
    const woken: string[] = [];
    const waiter = (name: string) => ({ wake: () => woken.push(name) });
    const kept = waiter('kept');
    const dropped = waiter('dropped');
    ticks.schedule(20, kept);
    const tick = ticks.schedule(20, dropped);
    expect(ticks.size).toBe(2);
    ticks.drop(dropped, tick);
    ticks.drop(dropped, tick);
    expect(ticks.size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(woken).toEqual(['kept']);
    expect(ticks.size).toBe(0);
  });

  it('disarms its timer when the last waiter is dropped', async () => {
    const ticks = new PollTicks(10);
    const waiter = { wake: () => expect.unreachable('a dropped waiter was woken') };
    ticks.drop(waiter, ticks.schedule(15, waiter));
    expect(ticks.size).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 40));
  });

  it('refuses a tick that is not more than 0', () => {
    expect(() => new PollTicks(0)).toThrow(RangeError);
  });
});
