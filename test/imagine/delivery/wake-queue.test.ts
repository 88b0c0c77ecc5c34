import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditCoalescer } from '../../../src/imagine/delivery/edit-coalescer.js';
import { WakeQueue } from '../../../src/imagine/delivery/wake-queue.js';

describe('WakeQueue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wakes every entry once, in time order, each with the time it was added for', async () => {
    vi.useFakeTimers();
    const woken: [string, number][] = [];
    const queue = new WakeQueue<string>((item, at) => woken.push([item, at]), Date.now);
    const start = Date.now();
    const times = Array.from({ length: 200 }, (_, index) => (index * 7919) % 1000);
    for (const [index, offset] of times.entries()) queue.add(start + offset, `item ${index}`);
    await vi.advanceTimersByTimeAsync(499);
    expect(woken).toHaveLength(times.filter((offset) => offset <= 499).length);
    expect(woken.every(([, at]) => at <= start + 499)).toBe(true);
    await vi.advanceTimersByTimeAsync(600);
    expect(woken).toHaveLength(200);
    const ats = woken.map(([, at]) => at);
    expect(ats).toEqual([...ats].sort((a, b) => a - b));
    expect(new Set(woken.map(([item]) => item)).size).toBe(200);
    expect(queue.size).toBe(0);
  });

  it('arms one timer for many entries, the earliest, and re-arms for an earlier one', async () => {
    vi.useFakeTimers();
    const woken: number[] = [];
    const queue = new WakeQueue<number>((item) => woken.push(item), Date.now);
    const before = vi.getTimerCount();
    for (let index = 0; index < 1_000; index += 1) queue.add(Date.now() + 5_000 + index, index);
    expect(vi.getTimerCount() - before).toBe(1);
    queue.add(Date.now() + 10, -1);
    expect(vi.getTimerCount() - before).toBe(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(woken).toEqual([-1]);
    queue.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(woken).toEqual([-1]);
    expect(vi.getTimerCount() - before).toBe(0);
  });

  it('wakes what its timer was armed for even when the clock it follows stands still', async () => {
    const woken: string[] = [];
    const queue = new WakeQueue<string>(
      (item) => woken.push(item),
      () => 1_000,
    );
    queue.add(1_020, 'due');
    queue.add(1_040, 'later');
    await vi.waitFor(() => expect(woken).toEqual(['due', 'later']), { timeout: 2_000 });
  });

  it('lets an edit coalescer keep thousands of pending edits on one timer', async () => {
    vi.useFakeTimers();
    const edits = new EditCoalescer<string>({
      intervalMs: 0,
      progressIntervalMs: 60_000,
      sendEdit: async () => {},
    });
    const before = vi.getTimerCount();
    const keys = Array.from({ length: 2_000 }, (_, index) => `m${index}`);
    for (const key of keys) edits.progress(key, 'a', 'a', 'generating');
    await vi.advanceTimersByTimeAsync(1);
    for (const key of keys) edits.progress(key, 'b', 'b', 'generating');
    expect(edits.size).toBe(2_000);
    expect(vi.getTimerCount() - before).toBe(1);
    edits.close();
    expect(vi.getTimerCount() - before).toBe(0);
  });
});
