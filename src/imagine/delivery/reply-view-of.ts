import { type GenerationJob, ranRequest } from '../../jobs/generation-job.js';
import { LINE_PLACES } from '../../jobs/line/line-projection.js';
import { cancelledHow } from '../imagine-errors.js';
import type { GenerationView } from '../render/generation-view.js';
import type { ReplyView } from '../render/render-reply.js';
import { generationTargetOf, type ReplyRef } from './reply-target.js';

/** Where a waiting job stands in its line: its place (past the projected ones: behind them all), its start. */
function placeOf(
  job: GenerationJob,
): Pick<GenerationView, 'queuePosition' | 'queuePast' | 'queueEta'> {
  const { queuePosition, queueEta } = job;
  if (queuePosition === undefined) return {};
  const past = queuePosition > LINE_PLACES;
  return {
    queuePosition: past ? LINE_PLACES : queuePosition,
    ...(past && { queuePast: true }),
    ...(queueEta !== undefined && { queueEta }),
  };
}

/** The renderers' view of a job at time `now`. */
export function generationViewOf(job: GenerationJob, now: number): GenerationView {
  const target = generationTargetOf(job);
  const end = job.finishedAt ?? now;
  const cancelled = job.state === 'failed' ? cancelledHow(job.error) : undefined;
  return {
    jobId: job.id,
    phase: job.state === 'accepted' ? 'waiting' : job.state,
    ...ranRequest(job),
    prompt: target.promptLabel,
    ...(target.defaults ? { defaults: target.defaults } : {}),
    requesterId: job.userId,
    taskId: job.taskId,
    ...placeOf(job),
    ...(job.backendQueue ? { backendQueue: job.backendQueue } : {}),
    ...(job.cost ? { cost: job.cost } : {}),
    ...(job.unappliedLoras ? { unappliedLoras: job.unappliedLoras } : {}),
    progress: job.progress,
    ...(job.processingStart ? { startedAt: job.processingStart.at } : {}),
    ...(job.unreachable ? { unreachable: true } : {}),
    ...(job.refitting ? { refitting: true } : {}),
    elapsedMs: Math.max(0, end - job.createdAt),
    ...(cancelled ? { cancelled } : {}),
    error: job.error,
    serviceError: target.serviceError,
    workflowFile: target.workflowFileName,
    ...(target.source ? { source: target.source } : {}),
    ignoredOptions: target.ignoredOptions,
    ...(target.ignoredByBackend ? { ignoredByBackend: target.ignoredByBackend } : {}),
    keySource: target.keySource,
    ...(target.optionSources ? { optionSources: target.optionSources } : {}),
    ...(target.style ? { style: target.style } : {}),
    ...(target.countedAs ? { countedAs: target.countedAs } : {}),
    ...(target.expectedMs ? { expectedMs: target.expectedMs } : {}),
  };
}

/** The renderers' view of a reply showing `jobs` (in the reply's order) at time `now`. */
export function replyViewOf(
  reply: ReplyRef,
  jobs: readonly GenerationJob[],
  now: number,
): ReplyView {
  return {
    replyId: reply.id,
    requesterId: jobs[0]?.userId ?? '',
    generations: jobs.map((job) => generationViewOf(job, now)),
    ...(reply.batch ? { batch: { images: reply.jobIds.length, paidBy: reply.paidBy } } : {}),
    ...(reply.cancellable ? { cancellable: true } : {}),
    ...(reply.guildId && !reply.ephemeral && !reply.interactionOnly ? { reportable: true } : {}),
  };
}
