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

describe('ByteBudget leases that grow', () => {
  it('grows at once into free bytes, and gives back by resizing down', async () => {
    const budget = new ByteBudget(100);
    const lease = await budget.acquire(30);
    await lease.resize(70);
    expect([lease.bytes, budget.held, budget.waited]).toEqual([70, 70, 0]);
    await lease.resize(20);
    expect([lease.bytes, budget.held]).toEqual([20, 20]);
    await lease.resize(500);
    expect([lease.bytes, budget.held]).toEqual([100, 100]);
    lease.release();
    await expect(lease.resize(10)).rejects.toThrow('released');
  });

  it('a growing lease goes before every acquisition asked earlier, and waits for the bytes it adds', async () => {
    const budget = new ByteBudget(100);
    const growing = await budget.acquire(40);
    const other = await budget.acquire(40);
    const granted: string[] = [];
    const asked = budget.acquire(35).then((lease) => {
      granted.push('acquisition');
      return lease;
    });
    await settled();
    const grown = growing.resize(70).then(() => granted.push('growth'));
    await settled();
    expect([granted, budget.waiting, budget.held]).toEqual([[], 2, 80]);
    other.release();
    await grown;
    // 70 + 35 would not fit: the acquisition waits behind the growth until bytes are given back.
    await settled();
    expect([granted, budget.held]).toEqual([['growth'], 70]);
    growing.shrinkTo(50);
    const lease = await asked;
    expect([granted, budget.held, budget.peak]).toEqual([['growth', 'acquisition'], 85, 85]);
    growing.release();
    lease.release();
    expect([budget.held, budget.waiting]).toEqual([0, 0]);
  });

  it('when every byte is held by leases waiting to grow, the first of them is served past the capacity: no deadlock', async () => {
    const budget = new ByteBudget(100);
    const first = await budget.acquire(50);
    const second = await budget.acquire(50);
    const grows: string[] = [];
    const firstGrown = first.resize(80).then(() => grows.push('first'));
    await settled();
    // The second still runs: the first waits for it.
    expect(grows).toEqual([]);
    const secondGrown = second.resize(70).then(() => grows.push('second'));
    await firstGrown;
    expect([grows, budget.held, budget.peak]).toEqual([['first'], 130, 130]);
    first.release();
    await secondGrown;
    expect([grows, budget.held]).toEqual([['first', 'second'], 70]);
    second.release();
    expect(budget.held).toBe(0);
  });

  it('a growth stopped by its signal, or by its lease released, keeps nothing more and lets the line go on', async () => {
    const budget = new ByteBudget(100);
    const held = await budget.acquire(60);
    const growing = await budget.acquire(30);
    const stop = new AbortController();
    const stopped = growing.resize(80, { signal: stop.signal });
    const next = budget.acquire(10);
    stop.abort(new Error('cancelled'));
    await expect(stopped).rejects.toThrow('cancelled');
    expect((await next).bytes).toBe(10);
    expect([growing.bytes, budget.held]).toEqual([30, 100]);
    const cut = growing.resize(50);
    growing.release();
    await expect(cut).rejects.toThrow('released');
    held.release();
    expect([budget.held, budget.waiting]).toEqual([10, 0]);
  });
});
