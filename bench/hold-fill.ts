import { setTimeout as sleep } from 'node:timers/promises';
import type { HoldBackend } from './hold-options.js';
import type { HoldCounters } from './hold-protocol.js';
import type { ThreadSchedule } from './proc-stats.js';
import type { WorldHandle } from './world-handle.js';

/** Options of {@link fillHold}. */
export interface FillOptions {
  readonly tasks: number;
  readonly backend: HoldBackend;
  readonly commandsPerSecond: number;
  /** Real ms given to the whole fill before measuring anyway. */
  readonly deadlineMs: number;
  /** Told the fill's progress every few seconds. */
  readonly onProgress: (line: string) => void;
  /** How often the world's counters are read. @default 1000 */
  readonly intervalMs?: number;
  /** The bot's main thread so far (its pid's schedstat), for the progress lines' busy figures. */
  readonly botThread?: () => ThreadSchedule;
}

/** How the fill went: real ms from its start. */
export interface FillResult {
  /** Every command sent. */
  readonly sentMs?: number;
  /** Every task polled and past `pending` (or ended): the hold is in place. */
  readonly heldMs?: number;
  /** False when the deadline came first. */
  readonly reached: boolean;
  readonly counters: HoldCounters;
}

/** Commands that will never be in flight: unanswered, refused, failed, or done. */
export function endedOf(tally: HoldCounters['tally']): number {
  return tally.unanswered + tally.refused + tally.failed + tally.image;
}

/**
 * Whether the hold is in place, counting ended jobs as settled. On the image service: every task
 * polled and processing. On the Horde and the WebUI, whose pace and single queue keep most of a
 * burst in the bot's own queue: every command answered and the backend's status reads begun.
 */
export function isHeld(counters: HoldCounters, tasks: number, backend: HoldBackend): boolean {
  const { tally } = counters;
  const ended = endedOf(tally);
  if (backend !== 'image-service') {
    return (
      tally.sent === tasks &&
      tally.acknowledged + tally.unanswered >= tasks &&
      (counters.statusRequests > 0 || ended >= tasks)
    );
  }
  return (
    tally.sent === tasks &&
    counters.tasksPolled + ended >= tasks &&
    counters.tasksProcessing + ended >= tasks
  );
}

/**
 * Starts the hold in the world and waits until every task is polled and processing (or the
 * deadline), reading the world's counters every `intervalMs` and reporting every 5 s.
 */
export async function fillHold(world: WorldHandle, options: FillOptions): Promise<FillResult> {
  const { tasks, onProgress } = options;
  const intervalMs = options.intervalMs ?? 1_000;
  await world.startHold({ commandsPerSecond: options.commandsPerSecond });
  const started = performance.now();
  let sentMs: number | undefined;
  let lastReport = started;
  let previous: HoldCounters | undefined;
  let reported: { counters: HoldCounters; bot?: ThreadSchedule } | undefined;
  for (;;) {
    const counters = await world.holdCounters();
    const elapsed = performance.now() - started;
    if (sentMs === undefined && counters.tally.sent === tasks) sentMs = elapsed;
    const held = isHeld(counters, tasks, options.backend);
    if (held || elapsed >= options.deadlineMs) {
      return {
        ...(sentMs === undefined ? {} : { sentMs }),
        ...(held && { heldMs: elapsed }),
        reached: held,
        counters,
      };
    }
    if (performance.now() - lastReport >= 5_000 && previous) {
      lastReport = performance.now();
      const rate =
        ((counters.statusRequests - previous.statusRequests) * 1_000) / (counters.at - previous.at);
      const { sent, acknowledged, unanswered } = counters.tally;
      const bot = options.botThread?.();
      onProgress(
        `filling: ${sent} sent, ${acknowledged} answered (${unanswered} not within 3 s), ${counters.tasksPolled} polled, ${counters.tasksProcessing} processing, ${rate.toFixed(0)} status requests/s${reported ? busySince(reported, counters, bot) : ''}`,
      );
      reported = { counters, ...(bot && { bot }) };
    }
    previous = counters;
    await sleep(intervalMs);
  }
}

/** The world's event loop and both main threads since the last progress line, in %. */
function busySince(
  last: { counters: HoldCounters; bot?: ThreadSchedule },
  counters: HoldCounters,
  bot: ThreadSchedule | undefined,
): string {
  const ms = counters.at - last.counters.at;
  const pct = (value: number) => `${Math.round((value * 100) / ms)}%`;
  const loop = counters.loop.active - last.counters.loop.active;
  const world = `; world loop ${pct(loop)} busy, thread waiting ${pct(counters.thread.waitMs - last.counters.thread.waitMs)}`;
  if (!bot || !last.bot) return world;
  return `${world}; bot thread on a CPU ${pct(bot.cpuMs - last.bot.cpuMs)}, waiting ${pct(bot.waitMs - last.bot.waitMs)}`;
}
