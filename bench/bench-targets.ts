import { type Distribution, median } from './distribution.js';
import type { ReferenceCost } from './images-in-cost.js';
import type { PollingFigures } from './polling-figures.js';
import type { JobOutcome } from './world-protocol.js';

/** One goal of the bench, what was measured, and whether it was met. */
export interface BenchTarget {
  readonly name: string;
  /** The goal, e.g. `< 100 ms`. */
  readonly goal: string;
  /** The measured figure, e.g. `12.0 ms`. */
  readonly measured: string;
  readonly pass: boolean;
}

/** The figures the targets are checked on. */
export interface TargetInput {
  readonly ackMs: Distribution;
  readonly completionToPostedMs: Distribution;
  readonly polling: PollingFigures;
  readonly discord: { readonly rateLimitHits: number };
  readonly outcomes: Readonly<Record<JobOutcome, number>>;
  readonly settings: { readonly pollIntervalMs: number };
  readonly timeScale: number;
}

const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);

/**
 * The bench's targets: acknowledgement p99 under 100 ms; completion-to-posted p50 within half a
 * poll interval plus 250 ms; no 429; no two status requests of a task closer than 2 s (scaled);
 * and every generation ended with its image.
 */
export function evaluateTargets(input: TargetInput): BenchTarget[] {
  const { ackMs, completionToPostedMs, polling, outcomes, timeScale } = input;
  const deliveryGoal = input.settings.pollIntervalMs / 2 + 250;
  const spacingGoal = 2_000 * timeScale;
  const total = outcomes.image + outcomes.failed + outcomes.refused + outcomes.unfinished;
  return [
    {
      name: 'acknowledgement p99',
      goal: '< 100 ms',
      measured: ms(ackMs.p99),
      pass: ackMs.p99 !== undefined && ackMs.p99 < 100,
    },
    {
      name: 'completion → image posted p50',
      goal: `≤ ${ms(deliveryGoal)} (interval/2 + 250 ms)`,
      measured: ms(completionToPostedMs.p50),
      pass: completionToPostedMs.p50 !== undefined && completionToPostedMs.p50 <= deliveryGoal,
    },
    {
      name: '429s from Discord',
      goal: '0',
      measured: String(input.discord.rateLimitHits),
      pass: input.discord.rateLimitHits === 0,
    },
    {
      name: 'status requests per task',
      goal: `≤ 1 per 2 s (gaps ≥ ${ms(spacingGoal)} here)`,
      measured: `min gap ${ms(polling.minSpacingMs)} = ${((polling.minSpacingMs ?? 0) / timeScale / 1000).toFixed(2)} s real, ${polling.gapsUnderLimit} short gaps`,
      pass: polling.gapsUnderLimit === 0,
    },
    {
      name: 'generations delivered',
      goal: `${total} of ${total} images`,
      measured: `${outcomes.image} of ${total}`,
      pass: total > 0 && outcomes.image === total,
    },
  ];
}

/** Issue 56's memory budget: a 20 MiB input adds at most 64 MB to the peak (64 × 10⁶ bytes). */
export const MEMORY_BUDGET_BYTES = 64e6;

/** What the images-in targets are read from (`npm run bench:images-in`): medians over the rounds. */
export interface ImagesInFigures {
  /** The bot's CPU per job (its process and its children), by kind. */
  readonly cpuMs: Readonly<Record<'generation' | 'edit-jpeg' | 'edit-png', number>>;
  /** One classifier pass and one PNG encode of each 1024×1024 input, measured beside the bot. */
  readonly reference: Readonly<Record<'jpeg' | 'png', ReferenceCost>>;
  /** Per edit with the 20 MiB input: its peak less the highest generation's, in bytes. */
  readonly addedPeakBytes: readonly number[];
  /** With 12 members attaching a 9 MiB PNG at once: the peak less the highest generation's. */
  readonly twelveAddedBytes?: number;
  /** Whether all twelve were delivered (a refusal frees its memory early: no pass then). */
  readonly twelveDelivered?: boolean;
  /** Of the inputs carrying metadata, the largest sent ÷ the picture without it, and its name. */
  readonly largestUpload?: { readonly name: string; readonly ratio: number };
}

/** Issue 61's budget: 12 members attaching a 9 MiB PNG at once add at most 150 MB to the peak. */
export const TOGETHER_BUDGET_BYTES = 150e6;

/**
 * Issue 56's two targets: an edit's extra CPU over a generation at most one classifier pass and
 * one PNG encode of its input (each format); a 20 MiB input adding at most 64 MB to the peak RSS
 * (the median edit, over the highest generation's peak). Issue 61's, when measured: 12 inputs at
 * once within 150 MB, all delivered; every input cleaned of its metadata sent no larger than its
 * picture.
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
      goal: `≤ ${MEMORY_BUDGET_BYTES / 1e6} MB`,
      measured: `${(added / 1e6).toFixed(1)} MB (median of ${figures.addedPeakBytes.length})`,
      pass: added <= MEMORY_BUDGET_BYTES,
    },
    ...(figures.twelveAddedBytes === undefined
      ? []
      : [
          {
            name: 'peak RSS added by 12 members attaching a 9 MiB PNG at once',
            goal: `≤ ${TOGETHER_BUDGET_BYTES / 1e6} MB`,
            measured: `${(figures.twelveAddedBytes / 1e6).toFixed(1)} MB`,
            pass:
              figures.twelveAddedBytes <= TOGETHER_BUDGET_BYTES && figures.twelveDelivered === true,
          },
        ]),
    ...(figures.largestUpload === undefined
      ? []
      : [
          {
            name: 'an input cleaned of its metadata, sent no larger than its picture',
            goal: '≤ 1.00 × the picture without the metadata',
            measured: `${figures.largestUpload.ratio.toFixed(3)} × (${figures.largestUpload.name})`,
            pass: figures.largestUpload.ratio <= 1,
          },
        ]),
  ];
}
