import type { GenerationJob } from './generation-job.js';

/**
 * When a processing job should end, on the straight line through the first and the latest progress
 * the service reported since processing began; undefined until the progress moved. `morePercent`
 * extends the line past 100 % (a status request finds the task done a percent later: the service
 * reports whole percents).
 */
export function estimateReadyAt(
  job: Pick<GenerationJob, 'progress' | 'progressAt' | 'processingStart'>,
  morePercent = 0,
): number | undefined {
  const start = job.processingStart;
  const { progress, progressAt } = job;
  if (start?.progress === undefined || progress === undefined || progressAt === undefined) {
    return undefined;
  }
  const span = progressAt - start.at;
  const gained = progress - start.progress;
  if (span <= 0 || gained <= 0) return undefined;
  return progressAt + (Math.max(0, 100 - progress) + morePercent) * (span / gained);
}
