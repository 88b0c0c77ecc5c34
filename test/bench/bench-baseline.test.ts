import { describe, expect, it } from 'vitest';
import { runBaselineBench } from '../../bench/baseline-comparison.js';
import { formatComparison } from '../../bench/format-comparison.js';
import { parseBenchArgs } from '../../bench/parse-bench-args.js';

describe('npm run bench -- --baseline (smoke)', () => {
  it('runs this bot with the image check on and off, and the naive bot, on the same 2 servers and 6 generations, side by side', {
    timeout: 90_000,
  }, async () => {
    const options = parseBenchArgs([
      '--guilds',
      '2',
      '--jobs',
      '6',
      '--time-scale',
      '0.01',
      '--load',
      '1',
      '--baseline',
    ]);
    expect(options.baseline).toBe(true);
    const comparison = await runBaselineBench(options);
    const { ours, oursCheckOff, naive } = comparison;

    expect(naive.options).toEqual(ours.options);
    expect(oursCheckOff.options).toEqual(ours.options);
    // NAIVE_POLL_INTERVAL_MS scaled (2.5 s × 0.01).
    expect(naive.settings.pollIntervalMs).toBe(25);
    expect(ours.imageChecks).toMatchObject({ images: 6, failed: 0 });
    expect(ours.bot.childrenCpuMs).toBeGreaterThan(0);
    expect(oursCheckOff.imageChecks).toMatchObject({ images: 0 });
    expect(oursCheckOff.bot.childrenCpuMs).toBe(0);
    // IMAGE_CHECK_IDLE_MS scaled (300 s × 0.01 = 3 s) and a margin: the check's process is gone.
    for (const report of [ours, oursCheckOff])
      expect(report.idleRss).toMatchObject({ afterMs: 5_000, checkRunning: false });
    for (const report of [ours, oursCheckOff, naive]) {
      expect(report.outcomes).toEqual({ image: 6, failed: 0, refused: 0, unfinished: 0 });
      expect(report.ackMs.count).toBe(6);
      expect(report.completionToPostedMs.count).toBe(6);
      expect(report.polling.tasks).toBe(6);
      expect(report.discord.byKind['interaction callbacks']).toBe(6);
      expect(report.discord.byKind['reply edits with the image']).toBe(6);
      expect(report.bot.cpuMs).toBeGreaterThan(0);
      expect(report.bot.peakRssBytes).toBeGreaterThan(20 * 1024 * 1024);
    }
    // The naive bot edits on every poll: a progress edit per status request but the completing one
    // (fewer only when a poll was still in flight as its task completed).
    const naiveEdits = naive.discord.byKind['reply edits (progress)'] ?? 0;
    expect(naiveEdits).toBeGreaterThan(0);
    expect(naiveEdits).toBeLessThanOrEqual(naive.polling.statusRequests - 6);
    expect(comparison.discordRequestsRatio).toBeCloseTo(
      naive.discord.perGeneration / ours.discord.perGeneration,
    );

    const text = formatComparison(comparison);
    expect(text).toMatch(
      /figure \(this bot: image check on; off\) +this bot +naive bot +naive ÷ ours/,
    );
    expect(text).toMatch(/bot CPU per generation +\d+\.\d+ ms .*\n +image check off +\d+\.\d+ ms/);
    expect(text).toMatch(/bot peak RSS +\d+(\.\d+)? MB .*\n +image check off +\d+(\.\d+)? MB/);
    expect(text).toMatch(/bot RSS after the check is idle +\d+(\.\d+)? MB/);
    expect(text).toMatch(/(PASS|FAIL) +check on: classifier CPU per image: p50 \d+\.\d ms/);
    expect(text).toMatch(/(PASS|FAIL) +check on: RSS after the idle period/);
    expect(text).toMatch(/Discord requests per generation +\d+(\.\d+)? +\d+(\.\d+)? +\d+\.\d+×/);
    expect(text).toMatch(/acknowledgement p99 +\d+(\.\d+)? ms +\d+(\.\d+)? ms/);
    expect(text).toMatch(/bot CPU per status poll \(≤\) +\d+\.\d+ ms/);
    expect(text).toMatch(/Issue 10: .*: (PASS|FAIL) \(naive ÷ ours = \d+\.\d+×/);
  });
});
