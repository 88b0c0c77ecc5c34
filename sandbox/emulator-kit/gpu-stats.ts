/** How many queue samples {@link GpuStats.queue} keeps (the oldest go first). */
export const QUEUE_SAMPLES_KEPT = 100_000;

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
}

/** Fresh counters, every one at zero. */
export function freshGpuStats(): GpuStats {
  return { jobs: 0, busyMs: 0, switches: 0, queue: [] };
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
