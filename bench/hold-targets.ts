import type { BenchTarget } from './bench-targets.js';
import type { HoldFigures } from './hold-figures.js';
import { endedOf } from './hold-fill.js';
import type { HoldTally } from './hold-protocol.js';

/** Issue 10's memory target: RSS with 10,000 tasks in flight, production start. */
export const HOLD_RSS_LIMIT_BYTES = 256 * 1024 * 1024;
/** Issue 10's CPU target: bot CPU per status poll. */
export const HOLD_CPU_PER_POLL_LIMIT_MS = 0.25;
/** Below this share of the expected status rate the polls are late: a saturated bot or world. */
export const HOLD_LATE_POLL_RATIO = 0.9;
/** Above this share of busy time the world process, not the bot, may be what limits the rate. */
export const HOLD_WORLD_BUSY_LIMIT = 0.9;
/** Above this share of the window waiting for a CPU, a process was starved by the machine. */
export const HOLD_STARVED_SHARE = 0.2;

/** What the targets of a hold are checked on. */
export interface HoldTargetInput {
  readonly tasks: number;
  readonly figures: HoldFigures;
  /** The members' view at the end of the window. */
  readonly tally: HoldTally;
  /** How the bot's stop went; undefined when it was not stopped. */
  readonly stop?: { readonly code: number | null; readonly ms: number };
  readonly stopDeadlineMs: number;
}

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

/**
 * A hold's targets: every generation held (polled, none ended); the bot's peak RSS under
 * 256 MiB; its CPU per status poll at most 0.25 ms; and a clean stop (exit 0) within its deadline.
 */
export function evaluateHoldTargets(input: HoldTargetInput): BenchTarget[] {
  const { tasks, figures: f, tally, stop } = input;
  const ended = endedOf(tally);
  const held = f.tasksPolled.start === tasks && ended === 0;
  const perPoll = f.bot.cpuPerPollMs;
  return [
    {
      name: 'generations held',
      goal: `${tasks} polled, none ended`,
      measured: `${f.tasksPolled.start} polled, ${ended} ended (${tally.unanswered} unanswered, ${tally.refused} refused, ${tally.failed} failed, ${tally.image} images)`,
      pass: held,
    },
    {
      name: `peak RSS with ${tasks} in flight (production start)`,
      goal: `< ${mib(HOLD_RSS_LIMIT_BYTES)}`,
      measured: mib(f.bot.rssPeakBytes),
      pass: held && f.bot.rssPeakBytes < HOLD_RSS_LIMIT_BYTES,
    },
    {
      name: 'CPU per status poll (bot side)',
      goal: `≤ ${HOLD_CPU_PER_POLL_LIMIT_MS} ms`,
      measured: perPoll === undefined ? 'no status request' : `${perPoll.toFixed(3)} ms`,
      pass: perPoll !== undefined && perPoll <= HOLD_CPU_PER_POLL_LIMIT_MS,
    },
    {
      name: 'stop on SIGTERM',
      goal: `exit 0 within ${input.stopDeadlineMs} ms`,
      measured: stop ? `exit ${stop.code} after ${stop.ms.toFixed(0)} ms` : 'not stopped',
      pass: stop !== undefined && stop.code === 0 && stop.ms <= input.stopDeadlineMs,
    },
  ];
}

/** Notes on what may bound the figures: late polls, a busy world, 429s. */
export function holdWarnings(f: HoldFigures): string[] {
  const warnings: string[] = [];
  if (f.pollRateRatio < HOLD_LATE_POLL_RATIO) {
    warnings.push(
      `status requests ran at ${(f.pollRateRatio * 100).toFixed(0)}% of the expected rate: polls were late (a saturated bot, world or machine)`,
    );
  }
  if (f.world.loopBusy > HOLD_WORLD_BUSY_LIMIT) {
    warnings.push(
      `the world process's event loop was ${(f.world.loopBusy * 100).toFixed(0)}% busy: the emulators may be what limits the status rate`,
    );
  }
  for (const [who, thread] of [
    ['bot', f.bot.thread],
    ['world process', f.world.thread],
  ] as const) {
    if (thread.waiting > HOLD_STARVED_SHARE) {
      warnings.push(
        `the ${who}'s JavaScript thread waited for a CPU ${(thread.waiting * 100).toFixed(0)}% of the window and ran ${(thread.running * 100).toFixed(0)}% of it: the machine was short of CPU`,
      );
    }
  }
  if (f.rateLimitHits > 0) warnings.push(`${f.rateLimitHits} Discord 429s in the window`);
  return warnings;
}
