import { describe, expect, it } from 'vitest';
import { runBaselineBench } from '../../bench/baseline-comparison.js';
import { formatComparison } from '../../bench/format-comparison.js';
import { parseBenchArgs } from '../../bench/parse-bench-args.js';

describe('npm run bench -- --baseline (smoke)', () => {
  it('runs this bot and the naive bot on the same 2 servers and 6 generations, side by side', {
    timeout: 40_000,
  }, async () => {
    const options = parseBenchArgs([
      '--guilds',
      '2',
      '--jobs',
      '6',
      '--time-scale',
      '0.02',
      '--load',
      '1',
      '--baseline',
    ]);
    expect(options.baseline).toBe(true);
    const comparison = await runBaselineBench(options);
    const { ours, naive } = comparison;

    expect(naive.options).toEqual(ours.options);
    expect(naive.settings.pollIntervalMs).toBe(50);
    for (const report of [ours, naive]) {
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
    expect(text).toMatch(/figure +this bot +naive bot +naive ÷ ours/);
    expect(text).toMatch(/Discord requests per generation +\d+(\.\d+)? +\d+(\.\d+)? +\d+\.\d+×/);
    expect(text).toMatch(/acknowledgement p99 +\d+(\.\d+)? ms +\d+(\.\d+)? ms/);
    expect(text).toMatch(/bot CPU per status poll \(≤\) +\d+\.\d+ ms/);
    expect(text).toMatch(/Issue 10: .*: (PASS|FAIL) \(naive ÷ ours = \d+\.\d+×/);
  });
});
