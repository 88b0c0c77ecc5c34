import { type RunBenchOptions, runBench } from './bench.js';
import type { BenchReport } from './bench-report.js';
import type { BenchTarget } from './bench-targets.js';
import { imageCheckTargets } from './image-check-targets.js';
import { runNaiveBench } from './naive-bench.js';

/** Issue 10's target: the real bot makes at most a third of the naive bot's Discord requests. */
export const DISCORD_REQUESTS_TARGET_RATIO = 3;

/**
 * One `--baseline` run: the real bot's report with the image check on and with it off, and the
 * naive bot's (which has no check), same world and arrivals.
 */
export interface BaselineComparison {
  readonly ours: BenchReport;
  /** The real bot with every server allowing images: nothing checked. */
  readonly oursCheckOff: BenchReport;
  readonly naive: BenchReport;
  /** Naive ÷ ours, Discord requests per generation. */
  readonly discordRequestsRatio: number;
  /** Whether {@link DISCORD_REQUESTS_TARGET_RATIO} is met. */
  readonly discordRequestsTargetMet: boolean;
  /** Issue 47's checks: what the image check costs (`image-check-targets.ts`). */
  readonly imageCheck: readonly BenchTarget[];
}

/**
 * Runs the real bot with the image check, then without it, then the naive bot, each alone in its
 * own process against a fresh world from the same options: same seed, servers, members, arrival
 * schedule and time scale.
 */
export async function runBaselineBench(options: RunBenchOptions): Promise<BaselineComparison> {
  const ours = await runBench({ ...options, idleRss: true });
  const oursCheckOff = await runBench({ ...options, imageCheck: false, idleRss: true });
  const naive = await runNaiveBench(options, {
    slotsPerGuild: ours.settings.guildMaxActiveJobs,
    maxActivePerMember: ours.settings.maxActivePerMember,
  });
  const discordRequestsRatio = naive.discord.perGeneration / ours.discord.perGeneration;
  const compared = { ours, oursCheckOff, naive };
  return {
    ...compared,
    discordRequestsRatio,
    discordRequestsTargetMet: discordRequestsRatio >= DISCORD_REQUESTS_TARGET_RATIO,
    imageCheck: imageCheckTargets(compared),
  };
}

/** Bot CPU ms per status request it made: an upper bound on what one poll costs (see README). */
export function cpuMsPerStatusPoll(report: BenchReport): number | undefined {
  const polls = report.polling.statusRequests;
  return polls > 0 ? report.bot.cpuMs / polls : undefined;
}
