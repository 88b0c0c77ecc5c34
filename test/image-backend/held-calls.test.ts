import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeldCalls } from '../../src/image-backend/held-calls.js';

describe('HeldCalls', () => {
  const limits = { keepMs: 60_000, maxImageBytes: 1_000 };
  const calls = () => new HeldCalls<object, object>('sdw', 'sd-webui', limits, Date.now);
  afterEach(() => {
    vi.useRealTimers();
  });

  it("draws a submission's task id from its id: the same in the next process, of the backend's shape", () => {
    const id = calls().idFor('1575795271437254663');
    expect(id).toBe(calls().idFor('1575795271437254663'));
    expect(id).not.toBe(calls().idFor('1575795271437254664'));
    expect(id).toMatch(/^sdw-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(calls().owns(id)).toBe(true);
  });

  it('ends a task id of its shape it does not hold as interrupted, and refuses one of another shape', () => {
    const held = calls();
    const status = held.ended(held.idFor('job'), 'the bot stopped');
    expect(status).toMatchObject({ state: 'failed', reason: 'interrupted' });
    expect(() => held.ended('task(other)', 'the bot stopped')).toThrow();
  });

  it('tells the listeners of a call as it ends, at once where it ended before they listened, and no more once removed', async () => {
    const held = calls();
    const done = held.start({ abort: new AbortController() });
    const failed = held.start({ abort: new AbortController() });
    const told: string[] = [];
    held.onSettled(done, () => told.push('done'));
    const off = held.onSettled(failed, () => told.push('failed'));
    off();
    held.complete(done, { image: Buffer.from('png') });
    held.fail(failed, 'failed', 'out of memory');
    expect(told).toEqual(['done']);

    held.onSettled(failed, () => told.push('late'));
    expect(told).toEqual(['done']);
    await Promise.resolve();
    expect(told).toEqual(['done', 'late']);
  });

  it('forgets an ended call keepMs after it ended, the running ones and the newer ended ones kept', () => {
    let now = 10_000;
    const held = new HeldCalls<object, object>(
      'sdw',
      'sd-webui',
      { ...limits, keepMs: 1_000 },
      () => now,
    );
    const running = held.start({ abort: new AbortController() });
    const done = held.start({ abort: new AbortController() });
    const failed = held.start({ abort: new AbortController() });
    held.complete(done, {}, Buffer.from('png'));
    now = 10_600;
    held.fail(failed, 'failed', 'out of memory');
    now = 11_200;
    expect(held.get(done)).toBeUndefined();
    expect(held.imageOf(done)).toBeUndefined();
    expect(held.get(failed)).toMatchObject({ state: 'failed' });
    expect(held.get(running)).toMatchObject({ state: 'running' });
    now = 11_700;
    expect(held.get(failed)).toBeUndefined();
    expect(held.get(running)).toMatchObject({ state: 'running' });
  });

  it('lets an image go keepMs after its call ended on a timer, no other call needed', () => {
    vi.useFakeTimers();
    const held = new HeldCalls<object, object>(
      'sdw',
      'sd-webui',
      { ...limits, keepMs: 1_000 },
      Date.now,
    );
    const done = held.start({ abort: new AbortController() });
    held.complete(done, {}, Buffer.alloc(100));
    expect(held.imageBytes).toBe(100);
    vi.advanceTimersByTime(1_100);
    expect(held.imageBytes).toBe(0);
  });

  it('gives an image up once delivered, its call still told completed', () => {
    const held = calls();
    const done = held.start({ abort: new AbortController() });
    held.complete(done, {}, Buffer.alloc(100));
    held.delivered(done);
    expect(held.imageOf(done)).toBeUndefined();
    expect(held.imageBytes).toBe(0);
    expect(held.get(done)).toMatchObject({ state: 'completed' });
  });

  it('holds at most maxImageBytes of images, the oldest given up first', () => {
    const held = calls();
    const ids = [1, 2, 3].map(() => held.start({ abort: new AbortController() }));
    for (const id of ids) held.complete(id, {}, Buffer.alloc(400));
    expect(held.imageBytes).toBe(800);
    expect(held.imageOf(ids[0] as string)).toBeUndefined();
    expect(held.imageOf(ids[1] as string)).toHaveLength(400);
    expect(held.imageOf(ids[2] as string)).toHaveLength(400);
    const huge = held.start({ abort: new AbortController() });
    held.complete(huge, {}, Buffer.alloc(1_001));
    expect(held.imageOf(huge)).toBeUndefined();
    expect(held.imageBytes).toBeLessThanOrEqual(1_000);
  });
});
