import type { BenchTarget } from './bench-targets.js';
import type { BotExit, HeapFigures } from './compiled-bot.js';
import type { DiscordSample } from './discord-sample.js';
import type { Distribution } from './distribution.js';
import { type HoldFigures, type HoldWindowInput, holdFigures } from './hold-figures.js';
import type { HoldOptions } from './hold-options.js';
import type { HoldTally } from './hold-protocol.js';
import { evaluateHoldTargets, holdWarnings } from './hold-targets.js';

/** The bot settings of the hold (from the configuration it was started with). */
export interface HoldSettings {
  readonly pollIntervalMs: number;
  readonly pollJitterMs: number;
  readonly guildMaxActiveJobs: number;
  readonly guildMaxConcurrent: number;
  readonly guildMinTimeMs: number;
  readonly progressEditIntervalMs: number;
  readonly progressEditsPerSecond: number;
  readonly jobTimeoutMs: number;
}

/** The machine the hold ran on, and its load average (1, 5, 15 min) before and after. */
export interface HoldMachine {
  readonly cpus: number;
  readonly cpu: string;
  readonly node: string;
  readonly loadBefore: readonly number[];
  readonly loadAfter: readonly number[];
}

/** How the hold was filled: real ms from the first command. */
export interface HoldFill {
  readonly sentMs?: number;
  readonly heldMs?: number;
  readonly reached: boolean;
  /** Discord requests from the first command to the window. */
  readonly discord: DiscordSample;
  /** Command created → acknowledged, for the commands answered by the window. */
  readonly ackMs: Distribution;
}

/** Everything a hold measured, and the verdict. */
export interface HoldReport {
  readonly mode: 'hold';
  readonly options: Omit<HoldOptions, 'json' | 'logFile' | 'dataDir'>;
  /** Every task's duration before time scaling (it then hangs below 100%). */
  readonly taskDurationMs: number;
  /** How the bot was started. */
  readonly command: string;
  readonly settings: HoldSettings;
  readonly machine: HoldMachine;
  readonly fill: HoldFill;
  readonly figures: HoldFigures;
  /** The members' view at the end of the window. */
  readonly tally: HoldTally;
  /** The bot's V8 heap after the window, when the report could be read. */
  readonly heap?: HeapFigures;
  readonly stop?: BotExit;
  /** Lines the bot printed, and its warn and error lines. */
  readonly logs: { readonly lines: number; readonly problems: readonly string[] };
  readonly targets: readonly BenchTarget[];
  /** What may bound the figures (late polls, a busy world). */
  readonly warnings: readonly string[];
  readonly pass: boolean;
  /** Real ms of the whole hold, build included. */
  readonly wallMs: number;
}

/** What {@link buildHoldReport} assembles. */
export interface HoldReportInput
  extends Omit<HoldReport, 'mode' | 'figures' | 'targets' | 'warnings' | 'pass'> {
  readonly window: Omit<HoldWindowInput, 'tasks' | 'pollIntervalMs'>;
  readonly stopDeadlineMs: number;
}

/** Computes the window's figures, checks the targets and gives the verdict. */
export function buildHoldReport(input: HoldReportInput): HoldReport {
  const { window, stopDeadlineMs, ...rest } = input;
  const tasks = input.options.tasks;
  const polled = (window.start.world.tasksPolled + window.end.world.tasksPolled) / 2;
  const figures = holdFigures({
    ...window,
    tasks,
    ...(input.options.backend !== 'image-service' && { polledTasks: Math.max(1, polled) }),
    pollIntervalMs: input.settings.pollIntervalMs,
  });
  const targets = evaluateHoldTargets({
    tasks,
    backend: input.options.backend,
    ackMaxMs: input.fill.ackMs.max,
    figures,
    tally: input.tally,
    ...(input.stop && { stop: input.stop }),
    stopDeadlineMs,
  });
  return {
    mode: 'hold',
    ...rest,
    figures,
    targets,
    warnings: holdWarnings(figures),
    pass: targets.every((target) => target.pass),
  };
}
