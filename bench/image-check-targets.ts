import type { BenchReport } from './bench-report.js';
import type { BenchTarget } from './bench-targets.js';

const MB = 1024 * 1024;

/** Issue 47's limits: what the image check may cost the bot over the same run without it. */
export const IMAGE_CHECK_LIMITS = {
  /** Classifier CPU per image, p50 and p99. */
  cpuP50Ms: 20,
  cpuP99Ms: 40,
  /** Bot CPU per generation over the check-off run's. */
  cpuPerGenerationMs: 25,
  /** Bot peak RSS over the check-off run's. */
  peakRssBytes: 64 * MB,
  /** Completion → posted p50 over the naive bot's. */
  postedOverNaiveMs: 30,
  /** RSS once the check has been idle, over the check-off run's at the same moment. */
  idleRssBytes: 16 * MB,
  /** Check off: naive ÷ ours, CPU per generation and peak RSS. */
  offCpuRatio: 1,
  offRssRatio: 0.75,
} as const;

const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
const mb = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / MB).toFixed(1)} MB`;

/**
 * Issue 47's checks on a `--baseline` run: with the check off, the bot against the naive one;
 * with it on, the classifier's CPU and what the check adds over the check-off run.
 */
export function imageCheckTargets(c: {
  readonly ours: BenchReport;
  readonly oursCheckOff: BenchReport;
  readonly naive: BenchReport;
}): BenchTarget[] {
  const L = IMAGE_CHECK_LIMITS;
  const { ours, oursCheckOff: off, naive } = c;
  const cpu = ours.imageChecks?.cpuMsPerImage;
  const offCpuRatio = naive.bot.cpuMsPerGeneration / off.bot.cpuMsPerGeneration;
  const offRssRatio = naive.bot.peakRssBytes / off.bot.peakRssBytes;
  const posted = ours.completionToPostedMs.p50;
  const naivePosted = naive.completionToPostedMs.p50;
  const idle = ours.idleRss;
  const idleOff = off.idleRss;
  const target = (name: string, measured: string, goal: string, pass: boolean): BenchTarget => ({
    name,
    measured,
    goal,
    pass,
  });
  return [
    target(
      'check off: naive ÷ ours, CPU per generation',
      `${offCpuRatio.toFixed(2)}×`,
      `≥ ${L.offCpuRatio}×`,
      offCpuRatio >= L.offCpuRatio,
    ),
    target(
      'check off: naive ÷ ours, peak RSS',
      `${offRssRatio.toFixed(2)}×`,
      `≥ ${L.offRssRatio}×`,
      offRssRatio >= L.offRssRatio,
    ),
    target(
      'check on: classifier CPU per image',
      `p50 ${ms(cpu?.p50)}, p99 ${ms(cpu?.p99)} (n=${cpu?.count ?? 0})`,
      `p50 ≤ ${L.cpuP50Ms} ms, p99 ≤ ${L.cpuP99Ms} ms`,
      (cpu?.p50 ?? Number.POSITIVE_INFINITY) <= L.cpuP50Ms &&
        (cpu?.p99 ?? Number.POSITIVE_INFINITY) <= L.cpuP99Ms,
    ),
    target(
      'check on: bot CPU per generation',
      `${ms(ours.bot.cpuMsPerGeneration)} (off ${ms(off.bot.cpuMsPerGeneration)})`,
      `≤ off + ${L.cpuPerGenerationMs} ms`,
      ours.bot.cpuMsPerGeneration <= off.bot.cpuMsPerGeneration + L.cpuPerGenerationMs,
    ),
    target(
      'check on: bot peak RSS',
      `${mb(ours.bot.peakRssBytes)} (off ${mb(off.bot.peakRssBytes)})`,
      `≤ off + ${L.peakRssBytes / MB} MB`,
      ours.bot.peakRssBytes <= off.bot.peakRssBytes + L.peakRssBytes,
    ),
    target(
      'check on: completion → posted p50',
      `${ms(posted)} (naive ${ms(naivePosted)})`,
      `≤ naive + ${L.postedOverNaiveMs} ms`,
      posted !== undefined &&
        naivePosted !== undefined &&
        posted <= naivePosted + L.postedOverNaiveMs,
    ),
    target(
      'check on: RSS after the idle period',
      `${mb(idle?.bytes)} after ${((idle?.afterMs ?? 0) / 1000).toFixed(1)} s${idle?.checkRunning ? ' (check still running)' : ''} (off ${mb(idleOff?.bytes)})`,
      `≤ off + ${L.idleRssBytes / MB} MB`,
      idle !== undefined &&
        idleOff !== undefined &&
        !idle.checkRunning &&
        idle.bytes <= idleOff.bytes + L.idleRssBytes,
    ),
  ];
}
