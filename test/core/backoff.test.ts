import { describe, expect, it } from 'vitest';
import { backoffDelay, jittered } from '../../src/core/backoff.js';

const at = (value: number) => () => value;

describe('jittered', () => {
  it('stays within base ± spread for every random value', () => {
    for (let step = 0; step <= 100; step += 1) {
      const delay = jittered(2_500, 250, at(Math.min(step / 100, 0.999_999)));
      expect(delay).toBeGreaterThanOrEqual(2_250);
      expect(delay).toBeLessThanOrEqual(2_750);
    }
    expect(jittered(2_500, 250, at(0))).toBe(2_250);
    expect(jittered(2_500, 250, at(0.5))).toBe(2_500);
  });

  it('keeps the default poll interval within the spec’s 2–3 s over many draws', () => {
    for (let i = 0; i < 10_000; i += 1) {
      const delay = jittered(2_500, 250);
      expect(delay).toBeGreaterThanOrEqual(2_000);
      expect(delay).toBeLessThanOrEqual(3_000);
    }
  });

  it('never goes below zero', () => {
    expect(jittered(10, 100, at(0))).toBe(0);
  });
});

describe('backoffDelay', () => {
  const options = { baseMs: 2_500, maxMs: 30_000, jitterMs: 0 };

  it('doubles with each consecutive failure up to the cap', () => {
    expect([1, 2, 3, 4, 5, 40].map((failures) => backoffDelay(failures, options))).toEqual([
      5_000, 10_000, 20_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('applies jitter without passing the cap', () => {
    const high = { ...options, jitterMs: 250, random: at(0.999) };
    expect(backoffDelay(1, high)).toBeLessThanOrEqual(5_250);
    expect(backoffDelay(1, high)).toBeGreaterThan(5_000);
    expect(backoffDelay(9, high)).toBe(30_000);
  });

  it('honours a longer Retry-After, even above the cap', () => {
    expect(backoffDelay(1, { ...options, retryAfterMs: 7_000 })).toBe(7_000);
    expect(backoffDelay(1, { ...options, retryAfterMs: 1_000 })).toBe(5_000);
    expect(backoffDelay(1, { ...options, retryAfterMs: 60_000 })).toBe(60_000);
  });
});
