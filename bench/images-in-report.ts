import type { BenchTarget } from './bench-targets.js';
import type { CpuKind, ImagesInResult } from './images-in-bench.js';
import type { ReferenceCost } from './images-in-cost.js';

/** The issue's memory budget: a 20 MiB input adds at most 64 MB to the peak (64 × 10⁶ bytes). */
export const MEMORY_BUDGET_BYTES = 64e6;
const MB = 1e6;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The figures the targets are read from: medians over the rounds and pairs. */
export interface ImagesInFigures {
  readonly cpuMs: Readonly<Record<CpuKind, number>>;
  readonly reference: Readonly<Record<'jpeg' | 'png', ReferenceCost>>;
  /** Per edit with the 20 MiB input: its peak less the highest generation's, in bytes. */
  readonly addedPeakBytes: readonly number[];
}

const medianCost = (costs: readonly ReferenceCost[]): ReferenceCost => ({
  classifierMs: median(costs.map((c) => c.classifierMs)),
  encodeMs: median(costs.map((c) => c.encodeMs)),
  convertMs: median(costs.map((c) => c.convertMs)),
});

export function imagesInFigures(result: ImagesInResult): ImagesInFigures {
  const { cpuPerJob, reference, peaks } = result;
  return {
    cpuMs: {
      generation: median(cpuPerJob.generation),
      'edit-jpeg': median(cpuPerJob['edit-jpeg']),
      'edit-png': median(cpuPerJob['edit-png']),
    },
    reference: { jpeg: medianCost(reference.jpeg), png: medianCost(reference.png) },
    addedPeakBytes: peaks.edit20.map((peak) => peak - Math.max(...peaks.generation)),
  };
}

/**
 * The issue's two targets: an edit's extra CPU over a generation at most one classifier pass and
 * one PNG encode of its input (each format); a 20 MiB input adding at most 64 MB to the peak RSS
 * (the median edit, over the highest generation's peak).
 */
export function imagesInTargets(figures: ImagesInFigures): BenchTarget[] {
  const cpu = (format: 'jpeg' | 'png'): BenchTarget => {
    const extra = figures.cpuMs[`edit-${format}`] - figures.cpuMs.generation;
    const { classifierMs, encodeMs } = figures.reference[format];
    const budget = classifierMs + encodeMs;
    return {
      name: `edit's extra CPU, 1024×1024 ${format.toUpperCase()}`,
      goal: `≤ classifier ${classifierMs.toFixed(1)} + encode ${encodeMs.toFixed(1)} = ${budget.toFixed(1)} ms`,
      measured: `${extra.toFixed(1)} ms`,
      pass: extra <= budget,
    };
  };
  const added = median(figures.addedPeakBytes);
  return [
    cpu('jpeg'),
    cpu('png'),
    {
      name: 'peak RSS added by a 20 MiB input',
      goal: `≤ ${MEMORY_BUDGET_BYTES / MB} MB`,
      measured: `${(added / MB).toFixed(1)} MB (median of ${figures.addedPeakBytes.length})`,
      pass: added <= MEMORY_BUDGET_BYTES,
    },
  ];
}

/** The report as text: the machine, the inputs, the figures per round, the targets. */
export function formatImagesInReport(result: ImagesInResult, command: string): string {
  const figures = imagesInFigures(result);
  const targets = imagesInTargets(figures);
  const list = (values: readonly number[], unit = 1) =>
    values.map((v) => (v / unit).toFixed(1)).join(', ');
  const cost = (c: ReferenceCost) =>
    `classifier ${c.classifierMs.toFixed(1)} ms, encode ${c.encodeMs.toFixed(1)} ms (decode + encode ${c.convertMs.toFixed(1)} ms)`;
  const lines = [
    `command: ${command}`,
    `Node ${result.node}, ${result.cores} × ${result.cpu}; load ${result.loadBefore.join(' / ')} → ${result.loadAfter.join(' / ')}; ${(result.wallMs / 1_000).toFixed(0)} s`,
    `inputs: ${Object.entries(result.inputs)
      .map(([name, i]) => `${name} ${i.width}×${i.height} ${(i.bytes / 2 ** 20).toFixed(2)} MiB`)
      .join('; ')}`,
    '',
    'CPU per job, bot + children (ms; median, then each round):',
    ...(['generation', 'edit-jpeg', 'edit-png'] as const).map(
      (kind) =>
        `  ${kind.padEnd(11)} ${figures.cpuMs[kind].toFixed(1)}  (${list(result.cpuPerJob[kind])})`,
    ),
    `  yardsticks on the JPEG: ${cost(figures.reference.jpeg)}`,
    `  yardsticks on the PNG:  ${cost(figures.reference.png)}`,
    '',
    'Peak RSS, bot + children (MB, each job in turn):',
    `  generation       ${list(result.peaks.generation, MB)}`,
    `  edit, 20 MiB     ${list(result.peaks.edit20, MB)}`,
    `  added            ${list(figures.addedPeakBytes, MB)}`,
    `  the bot alone: generation ${list(result.ownPeaks.generation, MB)}; edit ${list(result.ownPeaks.edit20, MB)}`,
    '',
    ...targets.map((t) => `${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.measured} (goal ${t.goal})`),
  ];
  return lines.join('\n');
}
