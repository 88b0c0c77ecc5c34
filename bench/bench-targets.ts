import type { Distribution } from './distribution.js';
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
