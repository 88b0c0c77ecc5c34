/** How many queue samples {@link GpuStats.queue} keeps (the oldest go first). */
export const QUEUE_SAMPLES_KEPT = 100_000;

/** How many runs {@link GpuStats.runs} keeps (the oldest go first). */
export const RUNS_KEPT = 100_000;

/** One job the GPU took: what the server calls it, when it started and ended on its clock. */
export interface GpuRun {
  /** ComfyUI's prompt id; the WebUI's task id (an extras or caption call: its job's name). */
  readonly id: string;
  /** The emulator's clock, in ms. */
  readonly startedAt: number;
  /** When it ended; absent while it runs. */
  endedAt?: number;
  /**
   * `ended`: it ran to an end (a success, an error or an interruption); `cut`: the server was
   * killed or restarted under it. Absent while it runs.
   */
  outcome?: 'ended' | 'cut';
}

/** The queue of one emulated server at a moment of its clock. */
export interface QueueSample {
  /** The emulator's clock, in ms. */
  readonly at: number;
  /** Jobs waiting for the GPU. */
  readonly waiting: number;
  /** Jobs on it (0 or 1: one at a time, as the real servers run them). */
  readonly running: number;
}

/**
 * What one emulated GPU server did, for a bench: its jobs, how long it was busy, how often it
 * loaded another checkpoint, and its queue's length each time it changed. Kept across restarts
 * (the bench reads one instance's totals); `resetStats()` zeroes it.
 */
export interface GpuStats {
  /** Jobs that ran to an end on the GPU (a success, an error or an interruption). */
  jobs: number;
  /** The emulator clock's milliseconds those jobs held the GPU, from start to end. */
  busyMs: number;
  /** Checkpoint loads that replaced the one loaded before (none loaded counts too). */
  switches: number;
  /** The queue's length each time it changed, oldest first (the last {@link QUEUE_SAMPLES_KEPT}). */
  readonly queue: QueueSample[];
  /**
   * Every job it took, in the order they started (the last {@link RUNS_KEPT}): when each began
   * and ended, and whether a kill or restart cut it. A bench reads per job where it ran and for
   * how long; a prompt id run twice shows as two runs.
   */
  readonly runs: GpuRun[];
}

/** Fresh counters, every one at zero. */
export function freshGpuStats(): GpuStats {
  return { jobs: 0, busyMs: 0, switches: 0, queue: [], runs: [] };
}

/**
 * Notes the queue's length at `at`: a sample at the same moment as the last replaces it (what
 * counts is the queue once that moment's events are played), one equal to the last is dropped.
 */
export function sampleQueue(stats: GpuStats, sample: QueueSample): void {
  if (stats.queue.at(-1)?.at === sample.at) stats.queue.pop();
  const last = stats.queue.at(-1);
  if (last && last.waiting === sample.waiting && last.running === sample.running) return;
  stats.queue.push(sample);
  if (stats.queue.length > QUEUE_SAMPLES_KEPT) stats.queue.shift();
}
