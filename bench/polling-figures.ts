import type { TaskSample } from './world-protocol.js';

/** How the bot polled the image service, per task. */
export interface PollingFigures {
  readonly tasks: number;
  readonly statusRequests: number;
  /** Mean status requests per task. */
  readonly perTask: number;
  /** Mean of task duration / poll interval: the fewest requests regular polling can make. */
  readonly minimumPerTask: number;
  /** All requests over the sum of those minimums (1.0 = never a request more than needed). */
  readonly ratio: number;
  /** Mean time between two status requests of one task (bench milliseconds). */
  readonly meanSpacingMs?: number;
  /** Shortest time between two status requests of one task (bench milliseconds). */
  readonly minSpacingMs?: number;
  /** Gaps shorter than the allowed spacing, over all tasks. */
  readonly gapsUnderLimit: number;
}

/** Polling figures of `tasks` for a bot polling every `intervalMs`; `limitMs` the least gap allowed. */
export function pollingFigures(
  tasks: readonly TaskSample[],
  intervalMs: number,
  limitMs: number,
): PollingFigures {
  let statusRequests = 0;
  let minimum = 0;
  let minSpacingMs: number | undefined;
  let gapsUnderLimit = 0;
  let gapSum = 0;
  let gaps = 0;
  for (const task of tasks) {
    statusRequests += task.statusTimes.length;
    minimum += task.durationMs / intervalMs;
    for (let i = 1; i < task.statusTimes.length; i++) {
      const gap = (task.statusTimes[i] as number) - (task.statusTimes[i - 1] as number);
      minSpacingMs = Math.min(minSpacingMs ?? gap, gap);
      gapSum += gap;
      gaps += 1;
      if (gap < limitMs) gapsUnderLimit += 1;
    }
  }
  const count = Math.max(1, tasks.length);
  return {
    tasks: tasks.length,
    statusRequests,
    perTask: statusRequests / count,
    minimumPerTask: minimum / count,
    ratio: minimum > 0 ? statusRequests / minimum : 0,
    ...(minSpacingMs === undefined ? {} : { minSpacingMs, meanSpacingMs: gapSum / gaps }),
    gapsUnderLimit,
  };
}
