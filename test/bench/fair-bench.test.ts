import { describe, expect, it } from 'vitest';
import { FAIR_BENCH_DEFAULTS, FAIR_BENCH_QUICK, runFairBench } from '../../bench/fair-bench.js';
import { parseFairArgs } from '../../bench/fair-options.js';
import { formatFairReport } from '../../bench/fair-report.js';
import { fairScenario } from '../../bench/fair-scenario.js';

/** Every figure the report prints, by the words of its row. */
const ROWS = [
  'images asked · delivered · failed · refused · unanswered · lost',
  "one image's service time (s)",
  'pool busy while work waits',
  "Jain's index over members' slowdowns",
  'slowdown p50 · p95 · max · the flooder',
  'the flood, from its command to its last image (s)',
  "light members' p95 wait during it (s, × service)",
  'throughput while work waits (images/s)',
  'work done while work waits (GPU-s/s)',
  'model switches per 100 images',
  'work against the no-bot line with free model switches',
  'throughput (work) against 1 server',
  "flood penalty p95: others' wait with it − without (s, × the longest image)",
  'service lag max · mean, members (s, max × the largest job)',
  'service lag max · mean, Discord servers per member waiting (s, max × the largest job)',
  'mean slowdown by size: short · middle · long thirds',
  'images lost',
  'jobs run twice',
  'sent to a server lacking its model',
  'runs cut by the kill',
];

describe('npm run bench:fair, tiny', () => {
  it('takes its flags', () => {
    const options = parseFairArgs(['--gpus', '1,3', '--modes', 'fair', '--no-redis', '--dev']);
    expect(options).toMatchObject({
      gpus: [1, 3],
      modes: ['fair'],
      redis: false,
      production: false,
      paired: true,
    });
    expect(parseFairArgs(['--no-paired']).paired).toBe(false);
    expect(parseFairArgs(['--quick']).paired).toBe(false);
    expect(parseFairArgs([])).toMatchObject({ members: 200, minutes: 15, floodImages: 40 });
    expect(parseFairArgs(['--quick', '--seed', '2'])).toMatchObject({
      ...FAIR_BENCH_QUICK,
      seed: 2,
    });
    expect(parseFairArgs(['--log-dir', '/tmp/fair-logs']).logDir).toBe('/tmp/fair-logs');
    expect(parseFairArgs(['--modes', 'none']).modes).toEqual([]);
    expect(parseFairArgs(['--gpus', 'none']).gpus).toEqual([]);
    expect(parseFairArgs(['--switch-seconds', '0']).switchSeconds).toBe(0);
    expect(parseFairArgs([]).switchSeconds).toBeUndefined();
    expect(() => parseFairArgs(['--switch-seconds', '-1'])).toThrow(/--switch-seconds/);
    expect(() => parseFairArgs(['--modes', 'lifo'])).toThrow(/--modes/);
    expect(() => parseFairArgs(['--gpus', '0'])).toThrow(/--gpus/);
  });

  // A few members on one GPU in each mode, one of 3 GPUs killed, 3 bot processes on Redis with
  // one killed: the harness end to end and every figure printed. No timed figure is asserted.
  it('plays a few members on one GPU, a GPU killed and a process killed, and prints every figure', async () => {
    const options = {
      ...FAIR_BENCH_DEFAULTS,
      gpus: [1],
      members: 8,
      minutes: 0.5,
      floodImages: 4,
      drainMinutes: 3,
      production: false,
    };
    const report = await runFairBench(options);
    const runs = [...report.pools, ...report.failover, ...report.redis];
    expect(runs.map((run) => run.label)).toEqual([
      'fifo 1 GPU',
      'fair 1 GPU',
      'fifo 3 GPUs, GPU 1 killed',
      'fair 3 GPUs, GPU 1 killed',
      'fifo 3 GPUs, Redis, 3 processes, one killed',
      'fair 3 GPUs, Redis, 3 processes, one killed',
    ]);
    for (const run of runs) {
      if (run.unavailable) {
        // This build of the bot has no line or pool yet: said so, nothing else.
        expect(run.mode).toBe('fair');
        expect(run.figures).toBeUndefined();
        continue;
      }
      const asked = fairScenario({ ...options, gpus: run.gpus }).requests.reduce(
        (sum, request) => sum + request.count,
        0,
      );
      const images = run.figures?.images;
      expect(images?.asked).toBe(asked);
      const { delivered = 0, failed = 0, refused = 0, unanswered = 0, lost = 0 } = images ?? {};
      expect(delivered + failed + refused + unanswered + lost).toBe(asked);
      expect(run.records?.runs.length).toBeGreaterThan(0);
    }
    expect(report.failover.every((run) => run.unavailable || run.events.length >= 2)).toBe(true);
    expect(report.redis.every((run) => run.unavailable || run.events.length >= 2)).toBe(true);

    expect(report.references.map((run) => run.label)).toEqual([
      'line, no bot 1 GPU',
      'slowdown-greedy 1 GPU',
      'light-first 1 GPU',
    ]);

    // Each pool played again without the flood: the flood penalty measured, the references' too.
    const fair = report.pools.find((run) => run.mode === 'fair' && run.figures);
    expect(fair?.figures?.isolation?.count ?? -1).toBeGreaterThanOrEqual(0);
    expect(report.references[0]?.figures.isolation).toBeDefined();
    const text = formatFairReport(report, 'npm run bench:fair');
    for (const row of ROWS) expect(text).toContain(row);
    expect(text).toContain('References (simulated, no bot)');
    expect(text).toMatch(/load average before [\d.]+, [\d.]+, [\d.]+, after/);
  }, 600_000);
});
