import { describe, expect, it } from 'vitest';
import { formatShardedReport } from '../../bench/format-sharded-report.js';
import { parseBenchArgs } from '../../bench/parse-bench-args.js';
import { addUsage, label, runShardedBench, shardRanges } from '../../bench/sharded-bench.js';
import { redisServerInstalled } from '../helpers/redis-server.js';

describe('npm run bench -- --processes N --shards S', () => {
  it('reads the flags, shards defaulting to the processes, and refuses what cannot run', () => {
    expect(parseBenchArgs(['--processes', '2', '--shards', '4'])).toMatchObject({
      processes: 2,
      shards: 4,
    });
    expect(parseBenchArgs(['--processes', '3'])).toMatchObject({ processes: 3, shards: 3 });
    expect(parseBenchArgs([])).toMatchObject({ processes: 1, shards: 1 });
    expect(() => parseBenchArgs(['--processes', '4', '--shards', '2'])).toThrow(
      '--shards must be at least --processes (4), got 2',
    );
    expect(() => parseBenchArgs(['--processes', '2', '--baseline'])).toThrow(/--baseline/);
    expect(() => parseBenchArgs(['--hold', '10', '--processes', '2'])).toThrow(
      '--hold cannot be combined with --processes',
    );
  });

  it('splits the shards into contiguous ranges and adds usage up', () => {
    expect(shardRanges(2, 4)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(shardRanges(3, 4)).toEqual([[0], [1], [2, 3]]);
    expect([label([0, 1]), label([2]), label([0, 2])]).toEqual(['0-1', '2', '0,2']);
    const usage = (cpuMs: number, elu: number) => ({
      peakRssBytes: 100,
      cpuMs,
      userCpuMs: cpuMs,
      systemCpuMs: 0,
      wallMs: 10,
      eventLoopUtilization: elu,
      loopDelayMs: { p50: 1, p99: cpuMs, max: cpuMs },
    });
    expect(addUsage([usage(3, 0.2), usage(5, 0.4)])).toMatchObject({
      peakRssBytes: 200,
      cpuMs: 8,
      eventLoopUtilization: 0.4,
      loopDelayMs: { p99: 5 },
    });
  });

  it.skipIf(!redisServerInstalled)(
    'runs two bot processes on four shards and reports each and the whole run',
    async () => {
      const options = parseBenchArgs([
        ...['--processes', '2', '--shards', '4', '--guilds', '4', '--jobs', '8'],
        ...['--time-scale', '0.02', '--load', '1'],
      ]);
      const report = await runShardedBench(options);
      expect(report.processes.map((p) => p.shards)).toEqual([
        [0, 1],
        [2, 3],
      ]);
      // Servers take the shards in turn and members the servers: 2 generations per shard.
      for (const { report: own } of report.processes) {
        expect(own.outcomes).toEqual({ image: 4, failed: 0, refused: 0, unfinished: 0 });
        expect(own.ackMs.count).toBe(4);
        expect(own.polling.tasks).toBe(4);
        expect(own.bot.cpuMs).toBeGreaterThan(0);
      }
      expect(report.total.outcomes.image).toBe(8);
      expect(report.total.bot.cpuMs).toBeCloseTo(
        report.processes.reduce((sum, p) => sum + p.report.bot.cpuMs, 0),
      );
      expect(report.total.discord.byKind['reply edits with the image']).toBe(8);
      expect(report.pass).toBe(report.total.pass && report.processes.every((p) => p.report.pass));
      const text = formatShardedReport(report);
      expect(text).toContain('Process 1, shards 0-1: 4 generations (4 images');
      expect(text).toContain('Process 2, shards 2-3: 4 generations (4 images');
      expect(text).toContain('The bot runs as 2 processes with 4 shards between them');
      expect(text).toMatch(/Overall: (PASS|FAIL)/);
    },
    90_000,
  );
});
