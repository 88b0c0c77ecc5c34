import type { GenerationEvents, GenerationFacts } from '../../jobs/generation-events.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import type { JobObserver } from '../../jobs/job-observer.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { cancelledHow } from '../imagine-errors.js';

/** What every generation event says of `job`: who, where, on which key, and what. */
export function generationFactsOf(job: GenerationJob): GenerationFacts {
  const { reply } = generationTargetOf(job);
  const messageId = reply.replacementMessageId ?? reply.messageId;
  return {
    jobId: job.id,
    replyId: reply.id,
    userId: job.userId,
    guildId: job.scope.startsWith('dm:') ? null : job.scope,
    channelId: reply.channelId,
    keyRef: job.keyRef,
    request: job.request,
    ...(job.backend === undefined ? {} : { backend: job.backend }),
    ...(job.server === undefined ? {} : { server: job.server }),
    ...(job.input ? { action: job.input.action.kind } : {}),
    ...(reply.ephemeral ? { private: true } : messageId ? { messageId } : {}),
  };
}

/** Tells the hub that the daily server-key use of `job` was given back (`refunded`). */
export function announceRefunded(events: Pick<GenerationEvents, 'emit'>, job: GenerationJob): void {
  if (job.keyRef.kind !== 'server') return;
  const serverId = job.keyRef.guildId;
  events.emit('refunded', { ...generationFactsOf(job), serverId, usedAt: job.createdAt });
}

/** Tells the hub how a delivered job ended: `finished`, `cancelled` or `failed`. */
function announceEnd(events: Pick<GenerationEvents, 'emit'>, job: GenerationJob): void {
  const facts = generationFactsOf(job);
  const finishedAt = job.finishedAt ?? job.createdAt;
  const task = job.taskId ? { taskId: job.taskId } : {};
  if (job.state === 'completed' && job.imageUrl) {
    events.emit('finished', { ...facts, ...task, imageUrl: job.imageUrl, finishedAt });
    return;
  }
  const error = job.error ?? { name: 'Error', message: 'ended without an image' };
  const how = cancelledHow(error);
  if (how) events.emit('cancelled', { ...facts, ...task, how, error, finishedAt });
  else {
    const state = job.state === 'timed_out' ? 'timed_out' : 'failed';
    events.emit('failed', { ...facts, ...task, state, error, finishedAt });
  }
}

/**
 * Turns the job manager's reports into generation events, never throwing or delaying the ordered
 * observers: `charged` once a job first seen without a task has one (a task resumed after a
 * restart is not told again), and the end once the job's delivery is saved (`onDelivered`, after
 * a `charged` whose update was skipped).
 */
export function createGenerationAnnouncer(events: Pick<GenerationEvents, 'emit'>): JobObserver {
  /** Jobs reported before the service gave them a task. */
  const unsent = new Set<string>();
  const charge = (job: GenerationJob) => {
    if (!job.taskId || !unsent.delete(job.id)) return;
    const submittedAt = job.submittedAt ?? job.createdAt;
    events.emit('charged', { ...generationFactsOf(job), taskId: job.taskId, submittedAt });
  };
  return {
    onUpdate(job) {
      if (!job.taskId) unsent.add(job.id);
      else charge(job);
    },
    onFinished: () => undefined,
    onDelivered(job) {
      charge(job);
      unsent.delete(job.id);
      announceEnd(events, job);
    },
  };
}
