import { describe, expect, it } from 'vitest';
import { PollTicks } from '../../src/jobs/poll-ticks.js';

describe('PollTicks', () => {
  it('ends waits due on the same tick together, never before they are due', async () => {
    const ticks = new PollTicks(40);
    const started = Date.now();
    const ended: { name: string; at: number }[] = [];
    const wait = (name: string, ms: number) =>
      ticks.wait(ms).then(() => ended.push({ name, at: Date.now() - started }));
    await Promise.all([wait('a', 10), wait('b', 25), wait('c', 90)]);
    const at = Object.fromEntries(ended.map((end) => [end.name, end.at]));
    expect(at.a).toBeGreaterThanOrEqual(10);
    expect(at.b).toBeGreaterThanOrEqual(25);
    expect(at.c).toBeGreaterThanOrEqual(90);
    expect(ended.map((end) => end.name)).toEqual(['a', 'b', 'c']);
    expect(Math.abs((at.a ?? 0) - (at.b ?? 0))).toBeLessThan(15);
    expect((at.c ?? 0) - (at.a ?? 0)).toBeGreaterThanOrEqual(35);
    expect(ticks.size).toBe(0);
  });

  it('rejects an aborted wait with the reason and forgets it, leaving the others', async () => {
    const ticks = new PollTicks(20);
    const controller = new AbortController();
    const aborted = ticks.wait(50, controller.signal);
    const kept = ticks.wait(50);
    expect(ticks.size).toBe(2);
    controller.abort(new Error('stop'));
    await expect(aborted).rejects.toThrow('stop');
    expect(ticks.size).toBe(1);
    await kept;
    expect(ticks.size).toBe(0);
    await expect(ticks.wait(10, controller.signal)).rejects.toThrow('stop');
  });

  it('refuses a tick that is not more than 0', () => {
    expect(() => new PollTicks(0)).toThrow(RangeError);
  });
});
