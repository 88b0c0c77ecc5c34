import type { GenerationJob } from './generation-job.js';

/**
 * When a processing job should end, from the progress the service reported since processing began
 * (a straight line through the first and the latest report); undefined until the progress moved.
 */
export function estimateReadyAt(
  job: Pick<GenerationJob, 'progress' | 'progressAt' | 'processingStart'>,
): number | undefined {
  const start = job.processingStart;
  const { progress, progressAt } = job;
  if (start?.progress === undefined || progress === undefined || progressAt === undefined) {
    return undefined;
  }
  const span = progressAt - start.at;
  const gained = progress - start.progress;
  if (span <= 0 || gained <= 0) return undefined;
  return progressAt + (Math.max(0, 100 - progress) * span) / gained;
}

/**
 * When a status request should find a processing job done: its expected end (see
 * {@link estimateReadyAt}) plus the time one percent of progress takes, since the service
 * reports whole percents. Undefined until the progress moved.
 */
export function estimateDoneAt(
  job: Pick<GenerationJob, 'progress' | 'progressAt' | 'processingStart'>,
): number | undefined {
  const readyAt = estimateReadyAt(job);
  const { processingStart: start, progress, progressAt } = job;
  if (readyAt === undefined || start?.progress === undefined) return undefined;
  if (progress === undefined || progressAt === undefined) return undefined;
  return readyAt + (progressAt - start.at) / (progress - start.progress);
}
