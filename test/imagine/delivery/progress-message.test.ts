import { describe, expect, it } from 'vitest';
import {
  heldAtServiceUntil,
  progressMessageOf,
  steadyReadyAt,
} from '../../../src/imagine/delivery/progress-message.js';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import { readCard } from '../../helpers/card.js';
import { en } from '../../helpers/i18n.js';

const generation: GenerationView = {
  jobId: 'r1',
  phase: 'processing',
  prompt: 'a cat',
  workflow: 'default',
  requesterId: 'u1',
  elapsedMs: 0,
  startedAt: 1_000_000,
};
const view = (patch: Partial<GenerationView>) => ({
  replyId: 'r1',
  requesterId: 'u1',
  generations: [{ ...generation, ...patch }],
});

describe('progressMessageOf', () => {
  it('signs what decides an edit: the percentage, task ids and elapsed time change nothing', () => {
    const a = progressMessageOf(view({ progress: 10, elapsedMs: 1, taskId: 't' }), en);
    const b = progressMessageOf(view({ progress: 60, elapsedMs: 9_000 }), en);
    expect(a.signature).toBe(b.signature);
    expect(a.stage).toBe(b.stage);
    expect(progressMessageOf(view({ progress: 10, elapsedMs: 9_000 }), en).render()).toEqual(
      a.render(),
    );
    expect(progressMessageOf(view({ readyAt: 9_000_000 }), en).signature).not.toBe(a.signature);
  });

  it('draws the percentage it was made with, riding along on the edits the stage and end cause', () => {
    const a = progressMessageOf(view({ progress: 10 }), en);
    const b = progressMessageOf(view({ progress: 60, readyAt: 9_000_000 }), en, a);
    expect(readCard(a.render()).text).toContain('▰▱▱▱▱▱▱▱▱▱ 10% done');
    expect(readCard(b.render()).text).toContain('▰▰▰▰▰▰▱▱▱▱ 60% done · Ready <t:9000:R>');
    expect(b.signature).not.toBe(a.signature);
    const withoutPercent = progressMessageOf(view({}), en);
    expect(withoutPercent.signature).toBe(a.signature);
  });

  it('names the stage of each generation, so a new stage is told from progress within one', () => {
    expect(progressMessageOf(view({}), en).stage).toBe('processing');
    expect(progressMessageOf(view({ phase: 'pending' }), en).stage).toBe('queued');
    // A place in the queue is its own stage: a new place is shown at once, not spaced.
    expect(progressMessageOf(view({ phase: 'waiting', queuePosition: 2 }), en).stage).toBe(
      'waiting@2',
    );
    expect(progressMessageOf(view({ phase: 'waiting', queuePosition: 1 }), en).stage).toBe(
      'waiting@1',
    );
    const two = {
      ...view({}),
      generations: [generation, { ...generation, phase: 'completed' as const }],
    };
    expect(progressMessageOf(two, en).stage).toBe('processing,completed');
  });
});

describe('steadyReadyAt', () => {
  const at = (progress: number, progressAt: number) => ({
    processingStart: { at: 0, progress: 0 },
    progress,
    progressAt,
  });
  const options = { toleranceMs: 5_000 };

  it('keeps the end shown while new estimates stay within the tolerance', () => {
    const first = steadyReadyAt(undefined, at(20, 4_000), 4_000, options);
    expect(first).toBe(20_000);
    // 50 % at 10.5 s says 21 s: 1 s off, kept.
    expect(steadyReadyAt(first, at(50, 10_500), 10_500, options)).toBe(20_000);
  });

  it('takes a new estimate that moved further than the tolerance or a quarter of the time left', () => {
    // 25 % at 10 s says 40 s instead of 20 s.
    expect(steadyReadyAt(20_000, at(25, 10_000), 10_000, options)).toBe(40_000);
  });

  it('replaces an end that has passed, and forgets it when there is no estimate', () => {
    expect(steadyReadyAt(20_000, at(95, 21_000), 21_000, options)).toBeCloseTo(22_105, 0);
    expect(steadyReadyAt(20_000, {}, 21_000, options)).toBeUndefined();
    expect(steadyReadyAt(30_000, {}, 21_000, options)).toBe(30_000);
  });
});

describe('heldAtServiceUntil', () => {
  const options = { patienceMs: 5_000, soonMs: 10_000 };
  const began = { processingStart: { at: 100_000, progress: 0 } };

  it('holds processing with no expected end for the patience, then shows it', () => {
    expect(heldAtServiceUntil(began, undefined, 101_000, options)).toBe(105_000);
    expect(heldAtServiceUntil(began, undefined, 105_000, options)).toBeUndefined();
  });

  it('shows processing at once when the expected end is further than soon', () => {
    expect(heldAtServiceUntil(began, 130_000, 102_500, options)).toBeUndefined();
  });

  it('leaves an end due soon to the final message, for patience and soon at most', () => {
    expect(heldAtServiceUntil(began, 110_000, 102_500, options)).toBe(115_000);
    // The service is late: past patience + soon, processing is shown whatever the estimate.
    expect(heldAtServiceUntil(began, 116_000, 115_000, options)).toBeUndefined();
  });

  it('does not hold a job that does not say when processing began', () => {
    expect(heldAtServiceUntil({}, undefined, 101_000, options)).toBeUndefined();
  });
});
