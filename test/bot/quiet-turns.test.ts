import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuietTurns } from '../../src/bot/quiet-turns.js';

/** Waits held by `turns`, each noting its name in `order` when let go. */
function hold(turns: QuietTurns, names: string[], order: string[], maxWaitMs = 3_000) {
  return Promise.all(names.map((name) => turns.wait(maxWaitMs).then(() => order.push(name))));
}

describe('QuietTurns', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets work go at once while commands come one by one', async () => {
    const turns = new QuietTurns(() => 0);
    for (let i = 0; i < 5; i += 1) {
      turns.arrived();
      await turns.wait(3_000);
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(turns.held).toBe(0);
  });

  it('holds work while a burst arrives, and lets it go two windows after the last arrival', async () => {
    const turns = new QuietTurns(() => 0, { burstArrivals: 4, windowMs: 100 });
    const order: string[] = [];
    for (let i = 0; i < 4; i += 1) turns.arrived();
    const all = hold(turns, ['a', 'b'], order);
    await vi.advanceTimersByTimeAsync(99);
    for (let i = 0; i < 4; i += 1) turns.arrived();
    await vi.advanceTimersByTimeAsync(100);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await all;
    expect(order).toEqual(['a', 'b']);
  });

  it('holds work while many commands are unanswered, and looks again when told', async () => {
    let unanswered = 20;
    const turns = new QuietTurns(() => unanswered, { burstArrivals: 16 });
    const order: string[] = [];
    const all = hold(turns, ['a'], order);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(order).toEqual([]);
    unanswered = 15;
    turns.check();
    await vi.advanceTimersByTimeAsync(0);
    await all;
    expect(order).toEqual(['a']);
  });

  it('lets held work go first come first served, perTurn per event-loop turn', async () => {
    let unanswered = 100;
    const turns = new QuietTurns(() => unanswered, { perTurn: 2 });
    const order: string[] = [];
    const all = hold(turns, ['a', 'b', 'c', 'd', 'e'], order);
    unanswered = 0;
    turns.check();
    const seen: number[] = [];
    for (let turn = 0; turn < 3; turn += 1) {
      await vi.advanceTimersToNextTimerAsync();
      seen.push(order.length);
    }
    await all;
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(seen).toEqual([2, 4, 5]);
  });

  it('holds nothing past its maxWaitMs while a burst never ends', async () => {
    const turns = new QuietTurns(() => 100);
    const order: string[] = [];
    const first = hold(turns, ['first'], order, 1_000);
    await vi.advanceTimersByTimeAsync(500);
    const second = hold(turns, ['second'], order, 1_000);
    await vi.advanceTimersByTimeAsync(499);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(order).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(500);
    await second;
    expect(order).toEqual(['first', 'second']);
  });
});
