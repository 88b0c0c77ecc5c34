import { describe, expect, it } from 'vitest';
import { ByteBudget } from '../../src/core/byte-budget.js';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('ByteBudget', () => {
  it('grants at once what fits, makes the rest wait in order, and tells each waiter once', async () => {
    const budget = new ByteBudget(100);
    const first = await budget.acquire(60);
    const told: string[] = [];
    const granted: string[] = [];
    const big = budget.acquire(70, { onWait: () => told.push('big') }).then((lease) => {
      granted.push('big');
      return lease;
    });
    const small = budget.acquire(10, { onWait: () => told.push('small') }).then((lease) => {
      granted.push('small');
      return lease;
    });
    await settled();
    // 10 would fit beside 60, but it never overtakes the larger one asked before it.
    expect([told, granted, budget.held, budget.waiting]).toEqual([['big', 'small'], [], 60, 2]);
    first.release();
    first.release();
    const [bigLease, smallLease] = await Promise.all([big, small]);
    expect([granted, budget.held, budget.peak, budget.waited]).toEqual([
      ['big', 'small'],
      80,
      80,
      2,
    ]);
    bigLease.release();
    smallLease.release();
    expect(budget.held).toBe(0);
  });

  it('gives one larger than the whole budget all of it, alone', async () => {
    const budget = new ByteBudget(100);
    const huge = await budget.acquire(500);
    expect([huge.bytes, budget.held]).toEqual([100, 100]);
    const next = budget.acquire(1);
    await settled();
    expect(budget.waiting).toBe(1);
    huge.release();
    expect((await next).bytes).toBe(1);
  });

  it('stops waiting when its signal aborts, taking nothing, and lets those behind it go', async () => {
    const budget = new ByteBudget(100);
    const held = await budget.acquire(90);
    const stop = new AbortController();
    const stopped = budget.acquire(50, { signal: stop.signal });
    const after = budget.acquire(5);
    stop.abort(new Error('cancelled'));
    await expect(stopped).rejects.toThrow('cancelled');
    expect((await after).bytes).toBe(5);
    expect(budget.held).toBe(95);
    held.release();
  });

  it('gives back what a smaller real size leaves, serving the next taker', async () => {
    const budget = new ByteBudget(100);
    const held = await budget.acquire(90);
    const next = budget.acquire(50);
    held.shrinkTo(30);
    expect(held.bytes).toBe(30);
    expect((await next).bytes).toBe(50);
    expect(budget.held).toBe(80);
    held.shrinkTo(80);
    held.release();
    expect([held.bytes, budget.held]).toEqual([0, 50]);
  });
});
