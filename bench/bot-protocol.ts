import type { Config } from '../src/core/config.js';
import type { AnswerPhase } from './answer-phase.js';
import type { ImageCheckFigures } from './image-check-cost.js';
import type { ResourceUsage } from './resource-sampler.js';
import type { RestWaits } from './rest-rate-limits.js';
import type { BenchMember } from './world-protocol.js';

/** What the real bot's process needs to start. */
export interface BotStart {
  /** The bot's configuration (a sharded run's process: its `SHARD_IDS` of `SHARD_COUNT`). */
  readonly config: Config;
  /** The run's time scale: discord.js's own limits are scaled with it. */
  readonly timeScale: number;
  /** Members whose keys the bot links in its store once started (setup, not measured). @default none */
  readonly members?: readonly BenchMember[];
  /** Appends the bot's JSON log to this file. @default undefined (kept in memory) */
  readonly logFile?: string;
  /**
   * False: every server allows images everywhere (`/policy` › Images), so nothing is checked; the
   * same run without the image safety check. @default true (unless `BENCH_IMAGE_CHECK=off`)
   */
  readonly imageCheck?: boolean;
  /**
   * After the run, wait the image check's idle period and read the bot's RSS (`idleRss`).
   * @default false
   */
  readonly idleRss?: boolean;
}

/** The bot's RSS once the image check's idle period has passed after the run (its process gone). */
export interface IdleRss {
  /** The bot's RSS with its children's (none, once the check's process has exited), in bytes. */
  readonly bytes: number;
  /** Real ms waited after the run: `IMAGE_CHECK_IDLE_MS` and a margin. */
  readonly afterMs: number;
  /** Whether the check's process was still running then. */
  readonly checkRunning: boolean;
}

/** What the real bot's process measured between `measure` and `stop`. */
export interface BotMeasured {
  readonly usage: ResourceUsage;
  readonly restWaits: RestWaits;
  /** CPU and time until the `expectedCallbacks`-th interaction callback, when asked and reached. */
  readonly answerPhase?: AnswerPhase;
  /** Its most recent warn and error log lines. */
  readonly problems: readonly string[];
  /** discord.js's global limit in it, scaled with the run. */
  readonly discordJsGlobalPerSecond: number;
  /** What the image safety check cost (from the bot's start: the model loads on the first image). */
  readonly imageChecks?: ImageCheckFigures;
  /** The bot's RSS after the run, once the image check's idle period has passed. */
  readonly idleRss?: IdleRss;
}

/** Messages to the real bot's process. */
export type ToBot =
  | { readonly type: 'start'; readonly start: BotStart }
  /** Starts measuring; with `expectedCallbacks`, the answer phase of that many commands too. */
  | { readonly type: 'measure'; readonly expectedCallbacks?: number }
  | { readonly type: 'stop' };

/** Messages from the real bot's process. */
export type FromBot =
  | { readonly type: 'ready' }
  | { readonly type: 'measuring' }
  | { readonly type: 'stopped'; readonly measured: BotMeasured }
  | { readonly type: 'error'; readonly message: string };
