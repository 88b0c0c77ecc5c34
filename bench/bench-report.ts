import type { AnswerPhase } from './answer-phase.js';
import type { BenchOptions } from './bench-options.js';
import { type BenchTarget, evaluateTargets } from './bench-targets.js';
import type { IdleRss } from './bot-protocol.js';
import { type Distribution, distribution } from './distribution.js';
import type { ImageCheckFigures } from './image-check-cost.js';
import { type PollingFigures, pollingFigures } from './polling-figures.js';
import type { ResourceUsage } from './resource-sampler.js';
import type { RestWaits } from './rest-rate-limits.js';
import type { JobOutcome, WorldResult } from './world-protocol.js';

/** The bot settings the run used (already scaled). */
export interface BenchSettings {
  readonly pollIntervalMs: number;
  readonly pollJitterMs: number;
  readonly editIntervalMs: number;
  readonly guildMinTimeMs: number;
  readonly guildMaxActiveJobs: number;
  readonly maxActivePerMember: number;
  readonly imageSize: number;
  readonly discordJsGlobalPerSecond: number;
}

/** Everything a bench run measured, and the verdict. */
export interface BenchReport {
  readonly options: Pick<
    BenchOptions,
    'guilds' | 'jobs' | 'timeScale' | 'load' | 'burst' | 'seed' | 'processes' | 'shards'
  >;
  /** Where the bot's store was: its SQLite file's folder, or the Redis URL of several processes. */
  readonly storeDir: string;
  readonly settings: BenchSettings;
  readonly outcomes: Readonly<Record<JobOutcome, number>>;
  /** Refusal texts seen, with counts (none in a healthy run). */
  readonly refusals: Readonly<Record<string, number>>;
  readonly ackMs: Distribution;
  readonly completionToPostedMs: Distribution;
  readonly polling: PollingFigures;
  readonly discord: WorldResult['discord'] & {
    readonly perGeneration: number;
    readonly restWaits: RestWaits;
  };
  readonly bot: ResourceUsage & { readonly cpuMsPerGeneration: number };
  readonly world: ResourceUsage;
  /** The bot's CPU until every command's callback came back (one bot process only). */
  readonly answerPhase?: AnswerPhase;
  /** What the image safety check cost in the bot's process (one bot process only). */
  readonly imageChecks?: ImageCheckFigures;
  /** Whether images were checked (false: every server allowed them, nothing checked). */
  readonly imageCheck: boolean;
  /** The bot's RSS once the image check's idle period had passed after the run (one bot process only). */
  readonly idleRss?: IdleRss;
  /** Real ms from the first command to the last job's end. */
  readonly runMs: number;
  /** Real ms of the bench: setup, the run and the bot's shutdown. */
  readonly wallMs: number;
  readonly targets: readonly BenchTarget[];
  readonly pass: boolean;
  /** The bot's most recent warn/error log lines. */
  readonly problems: readonly string[];
}

/** What {@link buildReport} is made from. */
export interface ReportInput {
  readonly options: BenchOptions;
  readonly settings: BenchSettings;
  readonly result: WorldResult;
  readonly bot: ResourceUsage;
  readonly answerPhase?: AnswerPhase;
  readonly imageChecks?: ImageCheckFigures;
  /** @default true */
  readonly imageCheck?: boolean;
  readonly idleRss?: IdleRss;
  readonly restWaits: RestWaits;
  readonly wallMs: number;
  readonly problems: readonly string[];
  readonly storeDir: string;
}

/** Turns raw samples into figures and checks them against the targets. */
export function buildReport(input: ReportInput): BenchReport {
  const { options, settings, result } = input;
  const outcomes: Record<JobOutcome, number> = { image: 0, failed: 0, refused: 0, unfinished: 0 };
  const refusals: Record<string, number> = {};
  const acks: number[] = [];
  const delivery: number[] = [];
  for (const job of result.jobs) {
    outcomes[job.outcome] += 1;
    if (job.detail) refusals[job.detail] = (refusals[job.detail] ?? 0) + 1;
    if (job.ackAt !== undefined) acks.push(job.ackAt - job.createdAt);
    if (job.postedAt !== undefined && job.completedAt !== undefined) {
      delivery.push(job.postedAt - job.completedAt);
    }
  }
  const generations = Math.max(1, result.jobs.length);
  const figures = {
    ackMs: distribution(acks),
    completionToPostedMs: distribution(delivery),
    polling: pollingFigures(result.tasks, settings.pollIntervalMs, 2_000 * options.timeScale),
    discord: {
      ...result.discord,
      perGeneration: result.discord.total / generations,
      restWaits: input.restWaits,
    },
  };
  const targets = evaluateTargets({ ...figures, outcomes, settings, timeScale: options.timeScale });
  return {
    options: {
      guilds: options.guilds,
      jobs: options.jobs,
      timeScale: options.timeScale,
      load: options.load,
      burst: options.burst,
      seed: options.seed,
      processes: options.processes,
      shards: options.shards,
    },
    storeDir: input.storeDir,
    settings,
    outcomes,
    refusals,
    ...figures,
    bot: { ...input.bot, cpuMsPerGeneration: input.bot.cpuMs / generations },
    world: result.usage,
    ...(input.answerPhase ? { answerPhase: input.answerPhase } : {}),
    ...(input.imageChecks ? { imageChecks: input.imageChecks } : {}),
    imageCheck: input.imageCheck ?? true,
    ...(input.idleRss ? { idleRss: input.idleRss } : {}),
    runMs: result.runMs,
    wallMs: input.wallMs,
    targets,
    pass: targets.every((target) => target.pass),
    problems: input.problems,
  };
}
