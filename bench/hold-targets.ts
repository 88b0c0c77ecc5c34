import type { BenchTarget } from './bench-targets.js';
import type { HoldFigures } from './hold-figures.js';
import { endedOf } from './hold-fill.js';
import type { HoldBackend } from './hold-options.js';
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
  readonly backend: HoldBackend;
  /** The slowest acknowledgement of the fill, in ms (undefined: none answered). */
  readonly ackMaxMs: number | undefined;
  readonly figures: HoldFigures;
  /** The members' view at the end of the window. */
  readonly tally: HoldTally;
  /** How the bot's stop went; undefined when it was not stopped. */
  readonly stop?: { readonly code: number | null; readonly ms: number };
  readonly stopDeadlineMs: number;
}

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

/** Discord's window for an interaction's first answer. */
const ACK_LIMIT_MS = 3_000;

/** What a backend's status poll is, as the report names it. */
export const STATUS_POLL_OF: Record<HoldBackend, string> = {
  'image-service': 'task_status request',
  horde: '/v2/generate/check request',
  'sd-webui': '/internal/progress read',
};

/**
 * Held on the Horde or the WebUI: every command acknowledged within Discord's 3 s and none ended,
 * each generation either at the backend (checked, or its call held) or waiting its turn in the
 * bot's queue (the Horde's submissions are paced, the WebUI runs one job at a time).
 */
function heldInQueue(input: HoldTargetInput): BenchTarget {
  const { tasks, figures: f, tally, ackMaxMs } = input;
  const ended = endedOf(tally);
  const waiting = Math.max(0, tally.acknowledged - f.tasksPolled.end);
  const inTime = ackMaxMs !== undefined && ackMaxMs <= ACK_LIMIT_MS;
  return {
    name: 'generations held',
    goal: `${tasks} acknowledged within 3 s, none ended`,
    measured: `${tally.acknowledged} acknowledged (slowest ${ackMaxMs?.toFixed(0) ?? 'n/a'} ms; ${f.tasksPolled.end} at the backend, ${waiting} waiting in the bot's queue), ${ended} ended (${tally.unanswered} unanswered, ${tally.refused} refused, ${tally.failed} failed, ${tally.image} images)`,
    pass: tally.acknowledged === tasks && inTime && ended === 0 && f.tasksPolled.end > 0,
  };
}

/**
 * A hold's targets: every generation held (on the image service: polled, none ended; elsewhere see
 * {@link heldInQueue}); the bot's peak RSS under 256 MiB; a clean stop (exit 0) within its
 * deadline; and on the image service its CPU per status poll at most 0.25 ms. On the Horde and the
 * WebUI the CPU per poll is reported only: their polls are few (the Horde's 8 checks a second, one
 * progress read of the one running call) and the bot's queue, not its polling, takes the CPU.
 */
export function evaluateHoldTargets(input: HoldTargetInput): BenchTarget[] {
  const { tasks, figures: f, tally, stop, backend } = input;
  const ended = endedOf(tally);
  const heldTarget: BenchTarget =
    backend === 'image-service'
      ? {
          name: 'generations held',
          goal: `${tasks} polled, none ended`,
          measured: `${f.tasksPolled.start} polled, ${ended} ended (${tally.unanswered} unanswered, ${tally.refused} refused, ${tally.failed} failed, ${tally.image} images)`,
          pass: f.tasksPolled.start === tasks && ended === 0,
        }
      : heldInQueue(input);
  const held = heldTarget.pass;
  const perPoll = f.bot.cpuPerPollMs;
  const perPollMeasured = perPoll === undefined ? 'no status request' : `${perPoll.toFixed(3)} ms`;
  return [
    heldTarget,
    {
      name: `peak RSS with ${tasks} in flight (production start)`,
      goal: `< ${mib(HOLD_RSS_LIMIT_BYTES)}`,
      measured: mib(f.bot.rssPeakBytes),
      pass: held && f.bot.rssPeakBytes < HOLD_RSS_LIMIT_BYTES,
    },
    backend === 'image-service'
      ? {
          name: 'CPU per status poll (bot side)',
          goal: `≤ ${HOLD_CPU_PER_POLL_LIMIT_MS} ms`,
          measured: perPollMeasured,
          pass: perPoll !== undefined && perPoll <= HOLD_CPU_PER_POLL_LIMIT_MS,
        }
      : {
          name: `CPU per ${STATUS_POLL_OF[backend]} (bot side)`,
          goal: 'reported only',
          measured: perPollMeasured,
          pass: true,
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
