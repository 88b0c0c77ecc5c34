import { describe, expect, it } from 'vitest';
import { ByteBudget } from '../../src/image-backend/byte-budget.js';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('ByteBudget', () => {
  it('grants at once while bytes are free, then makes takers wait until bytes come back', async () => {
    const budget = new ByteBudget(100);
    const first = await budget.acquire(60);
    expect(budget.freeBytes).toBe(40);
    const second = budget.acquire(60);
    expect(await settled(second)).toBe(false);
    expect(budget.waiting).toBe(1);
    first.release();
    expect(await settled(second)).toBe(true);
    expect((await second).bytes).toBe(60);
    expect(budget.freeBytes).toBe(40);
    first.release();
    expect(budget.freeBytes).toBe(40);
  });

  it('serves first come, first served: a small request does not overtake a large one', async () => {
    const budget = new ByteBudget(100);
    const held = await budget.acquire(50);
    const large = budget.acquire(80);
    const small = budget.acquire(10);
    expect(await settled(small)).toBe(false);
    held.release();
    expect(await settled(large)).toBe(true);
    expect(await settled(small)).toBe(true);
    expect(budget.freeBytes).toBe(10);
  });

  it('gives back what a smaller real size leaves, serving the next taker', async () => {
    const budget = new ByteBudget(100);
    const held = await budget.acquire(90);
    const next = budget.acquire(50);
    held.shrinkTo(30);
    expect(held.bytes).toBe(30);
    expect(await settled(next)).toBe(true);
    expect(budget.freeBytes).toBe(20);
    held.shrinkTo(80);
    expect(held.bytes).toBe(30);
  });

  it('cuts a request larger than the budget to the whole budget', async () => {
    const budget = new ByteBudget(100);
    const all = await budget.acquire(1_000);
    expect(all.bytes).toBe(100);
    expect(budget.freeBytes).toBe(0);
  });

  it('rejects a wait with the signal reason when aborted, and serves the takers behind it', async () => {
    const budget = new ByteBudget(100);
    const held = await budget.acquire(70);
    const controller = new AbortController();
    const aborted = budget.acquire(60, controller.signal);
    const behind = budget.acquire(30);
    controller.abort(new Error('member left'));
    await expect(aborted).rejects.toThrow('member left');
    expect(await settled(behind)).toBe(true);
    expect(budget.freeBytes).toBe(0);
    held.release();
    await expect(budget.acquire(1, AbortSignal.abort(new Error('early')))).rejects.toThrow('early');
  });
});
