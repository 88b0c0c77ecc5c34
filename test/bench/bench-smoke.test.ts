import { describe, expect, it } from 'vitest';
import { runBench } from '../../bench/bench.js';
import { formatReport } from '../../bench/format-report.js';
import { parseBenchArgs } from '../../bench/parse-bench-args.js';

describe('npm run bench (smoke)', () => {
  // The bot, its image check's process and the world on two loaded cores: more than the default 20 s.
  it('runs 6 generations on 2 servers and reports every figure', async () => {
    const options = parseBenchArgs([
      '--guilds',
      '2',
      '--jobs',
      '6',
      '--time-scale',
      '0.02',
      '--load',
      '1',
    ]);
    const report = await runBench(options);

    expect(report.options).toMatchObject({ guilds: 2, jobs: 6, timeScale: 0.02 });
    expect(report.settings).toMatchObject({
      pollIntervalMs: 55,
      pollJitterMs: 5,
      editIntervalMs: 30,
    });
    expect(report.outcomes).toEqual({ image: 6, failed: 0, refused: 0, unfinished: 0 });
    expect(report.ackMs.count).toBe(6);
    expect(report.ackMs.p50).toBeGreaterThanOrEqual(0);
    expect(report.ackMs.p99).toBeLessThan(3_000);
    expect(report.completionToPostedMs.count).toBe(6);
    expect(report.completionToPostedMs.p50).toBeGreaterThan(0);
    expect(report.polling.tasks).toBe(6);
    expect(report.polling.statusRequests).toBeGreaterThanOrEqual(6);
    expect(report.polling.minSpacingMs).toBeGreaterThanOrEqual(40);
    expect(report.polling.ratio).toBeGreaterThan(0);
    expect(report.discord.byKind['interaction callbacks']).toBe(6);
    expect(report.discord.byKind['reply edits with the image']).toBe(6);
    expect(report.discord.perGeneration).toBeGreaterThanOrEqual(2);
    expect(report.discord.rateLimitHits).toBe(0);
    expect(report.discord.restWaits).toMatchObject({ global: 0 });
    for (const usage of [report.bot, report.world]) {
      expect(usage.cpuMs).toBeGreaterThan(0);
      expect(usage.peakRssBytes).toBeGreaterThan(20 * 1024 * 1024);
      expect(usage.eventLoopUtilization).toBeGreaterThan(0);
    }
    expect(report.runMs).toBeGreaterThan(0);
    expect(report.wallMs).toBeGreaterThan(report.runMs);
    expect(report.targets.map((t) => t.name)).toEqual([
      'acknowledgement p99',
      'completion → image posted p50',
      '429s from Discord',
      'status requests per task',
      'generations delivered',
    ]);
    expect(report.pass).toBe(report.targets.every((t) => t.pass));
    const text = formatReport(report);
    expect(text).toContain('Imagine bot bench: 2 servers, 6 generations, time scale 0.02');
    expect(text).toMatch(/(PASS|FAIL) {2}acknowledgement p99/);
    expect(text).toMatch(/Result: (PASS|FAIL)/);
    expect(JSON.parse(JSON.stringify(report))).toMatchObject({ outcomes: { image: 6 } });
  }, 60_000);

  it('rejects a bad flag with a usage error', () => {
    expect(() => parseBenchArgs(['--jobs', '0'])).toThrow(
      '--jobs must be a number from 1 to 20000',
    );
    expect(() => parseBenchArgs(['--nope'])).toThrow(/Unknown option '--nope'/);
    expect(parseBenchArgs([])).toMatchObject({
      guilds: 50,
      jobs: 1000,
      timeScale: 0.05,
      load: 0.1,
    });
  });
});
