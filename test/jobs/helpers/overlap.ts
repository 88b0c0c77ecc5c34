import type { GenerationJob } from '../../../src/jobs/generation-job.js';

/** The most jobs whose [submittedAt, finishedAt] overlap at one instant. */
export function maxOverlap(jobs: readonly GenerationJob[]): number {
  const edges = jobs.flatMap((job) => [
    [job.submittedAt ?? 0, 1],
    [job.finishedAt ?? 0, -1],
  ]);
  edges.sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number));
  let open = 0;
  let most = 0;
  for (const [, step] of edges) {
    open += step as number;
    most = Math.max(most, open);
  }
  return most;
}
