import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LatestOnlyRunner } from '../../src/jobs/latest-only-runner.js';

describe('LatestOnlyRunner', () => {
  it('runs one at a time, in order, collapsing values queued behind a slow run', async () => {
    const seen: number[] = [];
    let running = 0;
    let overlap = false;
    const runner = new LatestOnlyRunner<number>(
      async (value) => {
        running += 1;
        overlap ||= running > 1;
        await sleep(20);
        seen.push(value);
        running -= 1;
      },
      () => {},
    );
    const results = [1, 2, 3, 4].map((value) => runner.push(value));
    expect(await Promise.all(results)).toEqual([true, true, true, true]);
    expect(seen).toEqual([1, 4]);
    expect(overlap).toBe(false);
  });

  it('reports a failed run to onError and resolves its pushes to false', async () => {
    const errors: unknown[] = [];
    const runner = new LatestOnlyRunner<number>(
      async (value) => {
        if (value === 1) throw new Error('boom');
      },
      (error) => errors.push(error),
    );
    expect(await runner.push(1)).toBe(false);
    expect(await runner.push(2)).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it('close drops what is queued, waits for the run in flight and refuses more', async () => {
    const seen: number[] = [];
    const runner = new LatestOnlyRunner<number>(
      async (value) => {
        await sleep(20);
        seen.push(value);
      },
      () => {},
    );
    const first = runner.push(1);
    const dropped = runner.push(2);
    await runner.close();
    expect(seen).toEqual([1]);
    expect(await first).toBe(true);
    expect(await dropped).toBe(false);
    expect(await runner.push(3)).toBe(false);
  });

  it('settle waits for everything pushed', async () => {
    const seen: number[] = [];
    const runner = new LatestOnlyRunner<number>(
      async (value) => {
        await sleep(5);
        seen.push(value);
      },
      () => {},
    );
    void runner.push(1);
    void runner.push(2);
    await runner.settle();
    expect(seen).toEqual([1, 2]);
  });

  it('says when it is idle: once per drain, after the last value ran', async () => {
    const events: string[] = [];
    const runner = new LatestOnlyRunner<number>(
      async (value) => {
        await sleep(2);
        events.push(`ran ${value}`);
      },
      () => {},
      () => events.push('idle'),
    );
    void runner.push(1);
    void runner.push(2);
    await runner.settle();
    await runner.push(3);
    expect(events).toEqual(['ran 1', 'ran 2', 'idle', 'ran 3', 'idle']);
  });
});
