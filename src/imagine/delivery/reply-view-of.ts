import type { GenerationJob } from '../../jobs/generation-job.js';
import type { GenerationView } from '../render/generation-view.js';
import { asReplyTarget } from './reply-target.js';

/** The renderers' view of a job at time `now`. */
export function generationViewOf(job: GenerationJob, now: number): GenerationView {
  const target = asReplyTarget(job.target);
  const { request } = job;
  const end = job.finishedAt ?? now;
  return {
    jobId: job.id,
    phase: job.state,
    ...request,
    prompt: target.promptLabel,
    workflow: request.workflow ?? 'default',
    requesterId: job.userId,
    taskId: job.taskId,
    queuePosition: job.queuePosition,
    progress: job.progress,
    elapsedMs: Math.max(0, end - job.createdAt),
    error: job.error?.message,
    serviceError: target.serviceError,
    workflowFile: target.workflowFileName,
    ignoredOptions: target.ignoredOptions,
    keySource: target.keySource,
  };
}
