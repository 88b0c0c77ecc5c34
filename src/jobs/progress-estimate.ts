import type { GenerationJob } from './generation-job.js';

type ProgressReports = Pick<GenerationJob, 'progress' | 'progressAt' | 'processingStart'>;

/**
 * The straight line through the first and the latest progress report since processing began: the
 * latest report and how long one percent takes. Undefined until the progress moved.
 */
function progressLine(
  job: ProgressReports,
): { progress: number; at: number; msPerPercent: number } | undefined {
  const start = job.processingStart;
  const { progress, progressAt } = job;
  if (start?.progress === undefined || progress === undefined || progressAt === undefined) {
    return undefined;
  }
  const span = progressAt - start.at;
  const gained = progress - start.progress;
  if (span <= 0 || gained <= 0) return undefined;
  return { progress, at: progressAt, msPerPercent: span / gained };
}

/**
 * When a processing job should end, from the progress the service reported since processing began
 * (a straight line through the first and the latest report); undefined until the progress moved.
 */
export function estimateReadyAt(job: ProgressReports): number | undefined {
  const line = progressLine(job);
  return line && line.at + Math.max(0, 100 - line.progress) * line.msPerPercent;
}

/**
 * When a status request should find a processing job done: its expected end (see
 * {@link estimateReadyAt}) plus the time one percent of progress takes, since the service
 * reports whole percents. Undefined until the progress moved.
 */
export function estimateDoneAt(job: ProgressReports): number | undefined {
  const line = progressLine(job);
  return line && line.at + (Math.max(0, 100 - line.progress) + 1) * line.msPerPercent;
}
