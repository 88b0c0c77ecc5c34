import {
  type BaselineComparison,
  cpuMsPerStatusPoll,
  DISCORD_REQUESTS_TARGET_RATIO,
} from './baseline-comparison.js';
import type { BenchReport } from './bench-report.js';
import { formatReport } from './format-report.js';

type Row = readonly [label: string, pick: (r: BenchReport) => number | undefined, unit: string];

const PROGRESS_EDITS = 'reply edits (progress)';

const ROWS: readonly Row[] = [
  ['images delivered', (r) => r.outcomes.image, ''],
  ['Discord requests per generation', (r) => r.discord.perGeneration, ''],
  [
    '  of which progress edits',
    (r) => (r.discord.byKind[PROGRESS_EDITS] ?? 0) / Math.max(1, r.options.jobs),
    '',
  ],
  ['status requests per task', (r) => r.polling.perTask, ''],
  ['acknowledgement p50', (r) => r.ackMs.p50, 'ms'],
  ['acknowledgement p99', (r) => r.ackMs.p99, 'ms'],
  ['completion → posted p50', (r) => r.completionToPostedMs.p50, 'ms'],
  ['429s from Discord', (r) => r.discord.rateLimitHits, ''],
  [
    'discord.js waits (global+route)',
    (r) => r.discord.restWaits.global + r.discord.restWaits.route,
    '',
  ],
  ['bot CPU per generation', (r) => r.bot.cpuMsPerGeneration, 'ms'],
  ['bot CPU per status poll (≤)', cpuMsPerStatusPoll, 'ms'],
  ['bot peak RSS', (r) => r.bot.peakRssBytes / MB, 'MB'],
  ['bot RSS after the check is idle', (r) => (r.idleRss ? r.idleRss.bytes / MB : undefined), 'MB'],
  ['bot event loop busy', (r) => r.bot.eventLoopUtilization * 100, '%'],
];

const MB = 1024 * 1024;

/** The rows shown a second time for the bot with the image check off (the naive bot has none). */
const CHECK_OFF_ROWS = new Set([
  'completion → posted p50',
  'bot CPU per generation',
  'bot peak RSS',
  'bot RSS after the check is idle',
]);

const cell = (value: number | undefined, unit: string) =>
  value === undefined
    ? 'n/a'
    : `${Number.isInteger(value) ? value : value.toFixed(2)}${unit ? ` ${unit}` : ''}`;

const ratio = (naive: number | undefined, ours: number | undefined) =>
  naive === undefined || ours === undefined || ours === 0 ? '—' : `${(naive / ours).toFixed(2)}×`;

/** The side-by-side table: this bot, the naive bot, and naive ÷ ours per figure. */
export function formatComparisonTable(c: BaselineComparison): string[] {
  const line = (label: string, ours: number | undefined, naive: number | undefined, unit: string) =>
    `${label.padEnd(38)} ${cell(ours, unit).padStart(12)} ${cell(naive, unit).padStart(12)} ${ratio(naive, ours).padStart(13)}`;
  const lines = [
    `${'figure (this bot: image check on; off)'.padEnd(38)} ${'this bot'.padStart(12)} ${'naive bot'.padStart(12)} ${'naive ÷ ours'.padStart(13)}`,
  ];
  for (const [label, pick, unit] of ROWS) {
    lines.push(line(label, pick(c.ours), pick(c.naive), unit));
    if (CHECK_OFF_ROWS.has(label))
      lines.push(line('  image check off', pick(c.oursCheckOff), pick(c.naive), unit));
  }
  return lines;
}

/** The `--baseline` report: this bot's full report, the comparison table, issue 10's verdict. */
export function formatComparison(c: BaselineComparison): string {
  const verdict = c.discordRequestsTargetMet ? 'PASS' : 'FAIL';
  return [
    formatReport(c.ours),
    '',
    `Baseline: the naive peer-style bot (bench/naive-bot/) on the same ${c.ours.options.guilds} servers, ${c.ours.options.jobs} generations,`,
    `seed ${c.ours.options.seed} and time scale ${c.ours.options.timeScale}; each bot alone in its own process, a fresh world for each.`,
    `The naive bot polls every ${c.naive.settings.pollIntervalMs} ms (2500 ms scaled) and edits the reply on every poll.`,
    '',
    ...formatComparisonTable(c),
    '',
    `Issue 10: this bot's Discord requests per generation ≤ 1/${DISCORD_REQUESTS_TARGET_RATIO} of the naive bot's: ${verdict} (naive ÷ ours = ${c.discordRequestsRatio.toFixed(2)}×, needs ≥ ${DISCORD_REQUESTS_TARGET_RATIO}×)`,
    '',
    `Issue 47: what the image check costs (a second run of this bot with every server allowing images: nothing checked; after each run the bot waits IMAGE_CHECK_IDLE_MS ${((c.ours.idleRss?.afterMs ?? 0) / 1000).toFixed(1)} s with its margin)`,
    ...c.imageCheck.map(
      (t) => `  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.measured} (goal ${t.goal})`,
    ),
    "(informative: the exit code follows this bot's own targets above)",
  ].join('\n');
}
