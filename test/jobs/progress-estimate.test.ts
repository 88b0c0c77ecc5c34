import { describe, expect, it } from 'vitest';
import { estimateReadyAt } from '../../src/jobs/progress-estimate.js';
import { statusPatch } from '../../src/jobs/run-job.js';

describe('estimateReadyAt', () => {
  it('draws a straight line through the first and the latest progress report', () => {
    const job = { processingStart: { at: 10_000, progress: 10 }, progress: 40, progressAt: 16_000 };
    // 30 points in 6 s: the 60 left take 12 s more.
    expect(estimateReadyAt(job)).toBe(28_000);
  });

  it('has no estimate until the progress moved, or without progress at all', () => {
    expect(estimateReadyAt({})).toBeUndefined();
    const start = { at: 10_000, progress: 10 };
    expect(estimateReadyAt({ processingStart: start, progress: 10, progressAt: 12_000 })).toBe(
      undefined,
    );
    expect(
      estimateReadyAt({ processingStart: { at: 10_000 }, progress: 50, progressAt: 12_000 }),
    ).toBeUndefined();
  });
});

describe('estimateReadyAt with a percent more', () => {
  it('adds the time one percent takes to the expected end: the service reports whole percents', () => {
    const job = { processingStart: { at: 10_000, progress: 10 }, progress: 40, progressAt: 16_000 };
    // 30 points in 6 s: 200 ms a point.
    expect(estimateReadyAt(job, 1)).toBe(28_200);
    expect(estimateReadyAt({ processingStart: { at: 10_000, progress: 10 } }, 1)).toBeUndefined();
  });
});

describe('statusPatch', () => {
  it('records the first processing report once, and the time of every progress report', () => {
    const job = { state: 'pending' } as never;
    expect(statusPatch(job, { taskId: 't', state: 'pending' }, 1)).toEqual({ state: 'pending' });
    const first = statusPatch(job, { taskId: 't', state: 'processing', progress: 5 }, 2);
    expect(first).toEqual({
      state: 'processing',
      progress: 5,
      progressAt: 2,
      processingStart: { at: 2, progress: 5 },
    });
    const later = statusPatch(
      { ...first } as never,
      { taskId: 't', state: 'processing', progress: 9 },
      3,
    );
    expect(later).toEqual({ state: 'processing', progress: 9, progressAt: 3 });
  });
});
