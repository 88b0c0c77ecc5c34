import type { BenchReport } from './bench-report.js';
import type { Distribution } from './distribution.js';
import { formatReport } from './format-report.js';
import { label, type ShardedReport } from './sharded-bench.js';

const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;
const pct = (share: number) => `${(share * 100).toFixed(0)}%`;
const spread = (d: Distribution) =>
  d.count === 0 ? 'no samples' : `p50 ${ms(d.p50)} · p99 ${ms(d.p99)} · max ${ms(d.max)}`;

function processLines(index: number, shards: readonly number[], r: BenchReport): string[] {
  const o = r.outcomes;
  const p = r.polling;
  const waits = r.discord.restWaits;
  return [
    `Process ${index + 1}, shards ${label(shards)}: ${o.image + o.failed + o.refused + o.unfinished} generations (${o.image} images, ${o.failed} failed, ${o.refused} refused, ${o.unfinished} unfinished)`,
    `  acknowledgement         ${spread(r.ackMs)}`,
    `  completion → posted     ${spread(r.completionToPostedMs)}`,
    `  polling                 ${p.perTask.toFixed(2)} requests per task vs ${p.minimumPerTask.toFixed(2)} (ratio ${p.ratio.toFixed(2)}), shortest gap ${ms(p.minSpacingMs)}`,
    `  resources               CPU ${(r.bot.cpuMs / 1000).toFixed(1)} s (${ms(r.bot.cpuMsPerGeneration)} per generation), peak RSS ${mb(r.bot.peakRssBytes)}, event loop ${pct(r.bot.eventLoopUtilization)} busy`,
    `  discord.js waits        ${waits.global} global, ${waits.route} on a route's bucket`,
    ...r.targets.map(
      (t) =>
        `  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name.padEnd(32)} ${t.goal.padEnd(40)} ${t.measured}`,
    ),
  ];
}

/**
 * A sharded run as the terminal shows it: each process's figures and targets on the jobs its
 * shards received, then the whole run's full report (usage added up over the processes), then
 * the verdict over all of them.
 */
export function formatShardedReport(r: ShardedReport): string {
  const failed = [...r.processes.map((p) => p.report), r.total].filter((report) => !report.pass);
  return [
    `Per process (${r.processes.length} bot processes; Discord requests and 429s are counted for the whole run below)`,
    '',
    ...r.processes.flatMap((p, index) => [...processLines(index, p.shards, p.report), '']),
    'Whole run (every process: CPU and RSS added up, the busiest event loop)',
    '',
    formatReport(r.total),
    '',
    r.pass
      ? 'Overall: PASS, every target met in every process and in the whole run (exit code 0)'
      : `Overall: FAIL, ${failed.length} of ${r.processes.length + 1} reports missed a target (exit code 1)`,
  ].join('\n');
}
