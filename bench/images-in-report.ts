import { type ImagesInFigures, imagesInTargets } from './bench-targets.js';
import { median } from './distribution.js';
import type { ImagesInResult } from './images-in-bench.js';
import type { ReferenceCost } from './images-in-cost.js';
import { addedOver, MEMORY_KINDS } from './images-in-memory.js';

const MB = 1e6;
const KINDS = ['generation', 'edit-jpeg', 'edit-png', 'edit-mask', 'zoom-out-2x'] as const;
const PEAK_NAMES = {
  generation: 'generation',
  'edit-mask': 'edit with a mask',
  'zoom-out-2x': 'zoom out 2×',
  edit20: 'edit, 20 MiB',
} as const;
const signed = (ms: number) => `${ms < 0 ? '−' : '+'}${Math.abs(ms).toFixed(1)}`;

const medianCost = (costs: readonly ReferenceCost[]): ReferenceCost => ({
  classifierMs: median(costs.map((c) => c.classifierMs)),
  encodeMs: median(costs.map((c) => c.encodeMs)),
  convertMs: median(costs.map((c) => c.convertMs)),
});

export function imagesInFigures(result: ImagesInResult): ImagesInFigures {
  const { cpuPerJob, reference, peaks } = result;
  const twelve = result.together.find((each) => each.count === 12);
  const largest = result.uploads
    .map((u) => ({ name: u.name, ratio: u.sent / u.original }))
    .sort((a, b) => b.ratio - a.ratio)[0];
  return {
    cpuMs: {
      generation: median(cpuPerJob.generation),
      'edit-jpeg': median(cpuPerJob['edit-jpeg']),
      'edit-png': median(cpuPerJob['edit-png']),
    },
    reference: { jpeg: medianCost(reference.jpeg), png: medianCost(reference.png) },
    addedPeakBytes: addedOver(peaks, 'edit20'),
    ...(twelve && { twelveAddedBytes: twelve.added, twelveDelivered: twelve.failed.length === 0 }),
    ...(largest && { largestUpload: largest }),
  };
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
    'CPU per job, bot + children (ms; median, added over the generation, then each round):',
    ...KINDS.map((kind) => {
      const ms = median(result.cpuPerJob[kind]);
      const added = kind === 'generation' ? '' : `, ${signed(ms - figures.cpuMs.generation)}`;
      return `  ${kind.padEnd(11)} ${ms.toFixed(1)}${added}  (${list(result.cpuPerJob[kind])})`;
    }),
    `  yardsticks on the JPEG: ${cost(figures.reference.jpeg)}`,
    `  yardsticks on the PNG:  ${cost(figures.reference.png)}`,
    '',
    'Peak RSS, bot + children (MB, each job in turn; added: less the highest generation):',
    `  generation       ${list(result.peaks.generation, MB)}`,
    ...(['edit-mask', 'zoom-out-2x', 'edit20'] as const).map(
      (kind) =>
        `  ${PEAK_NAMES[kind].padEnd(16)} ${list(result.peaks[kind], MB)}; added ${list(addedOver(result.peaks, kind), MB)}`,
    ),
    `  the bot alone: ${MEMORY_KINDS.map((kind) => `${PEAK_NAMES[kind]} ${list(result.ownPeaks[kind], MB)}`).join('; ')}`,
    ...result.together.map(
      (each) =>
        `  ${String(each.count).padStart(2)} × 9 MiB PNG at once: peak ${(each.peak / MB).toFixed(1)}, added ${(each.added / MB).toFixed(1)}${each.failed.length ? `; ${each.failed.length} not delivered: ${each.failed[0]}` : ''}`,
    ),
    '',
    'Upload sizes of inputs carrying metadata (bytes: attached → sent; the picture alone; ms):',
    ...result.uploads.map(
      (u) =>
        `  ${u.name.padEnd(31)} ${u.attached} → ${u.sent} (${(u.sent / u.original).toFixed(2)} × ${u.original}; ${u.ms.toFixed(0)} ms)`,
    ),
    '',
    ...targets.map((t) => `${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.measured} (goal ${t.goal})`),
  ];
  return lines.join('\n');
}
