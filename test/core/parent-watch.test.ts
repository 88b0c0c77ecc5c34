import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchParent } from '../../src/core/parent-watch.js';

describe('watchParent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls onOrphaned once, with the first parent, when the parent pid changes', () => {
    let parent = 4242;
    const orphaned: number[] = [];
    watchParent({ onOrphaned: (pid) => orphaned.push(pid), parentPid: () => parent });
    vi.advanceTimersByTime(5_000);
    expect(orphaned).toEqual([]);
    parent = 1;
    vi.advanceTimersByTime(999);
    expect(orphaned).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(orphaned).toEqual([4242]);
    parent = 7;
    vi.advanceTimersByTime(10_000);
    expect(orphaned).toEqual([4242]);
  });

  it('never fires for a parent that stays (pid 1 under systemd), nor once stopped', () => {
    let parent = 1;
    const orphaned: number[] = [];
    const stop = watchParent({
      onOrphaned: (pid) => orphaned.push(pid),
      parentPid: () => parent,
      intervalMs: 100,
    });
    vi.advanceTimersByTime(10_000);
    stop();
    parent = 99;
    vi.advanceTimersByTime(10_000);
    expect(orphaned).toEqual([]);
  });

  it('reads the real parent pid by default, on a timer that keeps nothing alive', () => {
    const orphaned: number[] = [];
    const stop = watchParent({ onOrphaned: (pid) => orphaned.push(pid) });
    vi.advanceTimersByTime(3_000);
    expect(orphaned).toEqual([]);
    stop();
  });
});
