import { setTimeout as sleep } from 'node:timers/promises';
import { resetPeaks, treeMemory } from './process-tree.js';

/**
 * The jobs whose peak RSS `npm run bench:images-in` measures, in this order: generations, edits
 * with a mask, 2× zoom outs (both on the 1024×1024 inputs), then the 20 MiB edits, after which the
 * process holds more than any smaller job adds.
 */
export const MEMORY_KINDS = ['generation', 'edit-mask', 'zoom-out-2x', 'edit20'] as const;
/** One of {@link MEMORY_KINDS}. */
export type MemoryKind = (typeof MEMORY_KINDS)[number];
/** Peaks per job, in bytes, by kind. */
export type Peaks = Record<MemoryKind, number[]>;

/** The bot's peak RSS with its children's own pages during `job`: the kernel's and a 10 ms sampling's. */
export async function peakOf(
  pid: number,
  job: () => Promise<unknown>,
): Promise<{ tree: number; own: number }> {
  await sleep(500);
  resetPeaks(pid);
  let sampled = treeMemory(pid).rssBytes;
  let running = true;
  const sampling = (async () => {
    while (running) {
      sampled = Math.max(sampled, treeMemory(pid).rssBytes);
      await sleep(10);
    }
  })();
  try {
    await job();
    await sleep(200);
  } finally {
    running = false;
    await sampling;
  }
  const end = treeMemory(pid);
  return { tree: Math.max(sampled, end.peakBytes), own: end.ownPeakBytes };
}

/**
 * `pairs` jobs of each of {@link MEMORY_KINDS} in turn, one at a time (`run` starts one and
 * resolves when its card shows the result): the peak of the bot with its children (`peaks`) and
 * of the bot alone (`ownPeaks`) during each.
 */
export async function measurePeaks(
  pid: number,
  pairs: number,
  run: (kind: MemoryKind) => Promise<unknown>,
  onStage: (stage: string) => void,
): Promise<{ peaks: Peaks; ownPeaks: Peaks }> {
  const empty = (): Peaks => ({ generation: [], 'edit-mask': [], 'zoom-out-2x': [], edit20: [] });
  const peaks = empty();
  const ownPeaks = empty();
  for (const kind of MEMORY_KINDS) {
    for (let job = 0; job < pairs; job++) {
      onStage(`memory: ${kind} ${job + 1}/${pairs}`);
      const peak = await peakOf(pid, () => run(kind));
      peaks[kind].push(peak.tree);
      ownPeaks[kind].push(peak.own);
    }
  }
  return { peaks, ownPeaks };
}

/** Each job's peak of `kind` less the highest generation's, in bytes. */
export const addedOver = (peaks: Peaks, kind: MemoryKind): number[] =>
  peaks[kind].map((peak) => peak - Math.max(...peaks.generation));
