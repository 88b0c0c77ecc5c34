import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import { combineObservers, type JobObserver } from '../../src/jobs/job-observer.js';

const job = { id: 'j1' } as GenerationJob;

function recorder(
  name: string,
  calls: string[],
  fail?: 'update' | 'finished' | 'delivered',
): JobObserver {
  return {
    onUpdate() {
      calls.push(`${name}:update`);
      if (fail === 'update') throw new Error(`${name} update failed`);
    },
    async onFinished() {
      calls.push(`${name}:finished`);
      if (fail === 'finished') throw new Error(`${name} finished failed`);
    },
    onDelivered() {
      calls.push(`${name}:delivered`);
      if (fail === 'delivered') throw new Error(`${name} delivered failed`);
    },
  };
}

describe('combineObservers', () => {
  it('reports to each observer in order', async () => {
    const calls: string[] = [];
    const combined = combineObservers(recorder('a', calls), recorder('b', calls));
    await combined.onUpdate(job);
    await combined.onFinished(job);
    expect(calls).toEqual(['a:update', 'b:update', 'a:finished', 'b:finished']);
  });

  it('lets every observer see an update when one fails, then rethrows', async () => {
    const calls: string[] = [];
    const combined = combineObservers(recorder('a', calls, 'update'), recorder('b', calls));
    await expect(combined.onUpdate(job)).rejects.toThrow('a update failed');
    expect(calls).toEqual(['a:update', 'b:update']);
  });

  it('stops at the first observer whose onFinished throws, so the whole set is retried', async () => {
    const calls: string[] = [];
    const combined = combineObservers(recorder('a', calls, 'finished'), recorder('b', calls));
    await expect(combined.onFinished(job)).rejects.toThrow('a finished failed');
    expect(calls).toEqual(['a:finished']);
  });

  it('tells every observer that has onDelivered, even after one throws, then rethrows', () => {
    const calls: string[] = [];
    const without: JobObserver = { onUpdate() {}, onFinished() {} };
    const combined = combineObservers(
      recorder('a', calls, 'delivered'),
      without,
      recorder('b', calls),
    );
    expect(() => combined.onDelivered?.(job)).toThrow('a delivered failed');
    expect(calls).toEqual(['a:delivered', 'b:delivered']);
  });
});
