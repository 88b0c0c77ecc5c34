import type { Logger } from '../../core/logger.js';
import { type GenerationJob, ranRequest } from '../../jobs/generation-job.js';
import type { JobObserver } from '../../jobs/job-observer.js';
import type { GenerationHistoryStore, HistoryEntry } from '../../store/generation-history-store.js';
import type { Fencing } from '../../store/shared-state.js';
import { generationTargetOf, type JobAccess } from '../delivery/reply-target.js';
import { repeatableOf } from '../requests/repeat-generation.js';

/** What {@link createHistoryRecords} needs. */
export interface HistoryRecordsDependencies extends Pick<JobAccess, 'loadJob'> {
  readonly history: Pick<GenerationHistoryStore, 'record'>;
  /** The lease a scope's entries are written under (several processes). @default none */
  readonly fencingOf?: (scope: string) => Fencing;
  readonly logger: Logger;
}

/** A request larger than this (a big workflow file) is kept without what runs it again. */
const MAX_REPEAT_JSON = 16_384;

/**
 * The history entry of an ended generation `job`: its size as sent, else as its backend chose it
 * (an animation's), else its backend's default where it declares one.
 */
export function historyEntryOf(job: GenerationJob): HistoryEntry {
  const target = generationTargetOf(job);
  const { reply } = target;
  const request = ranRequest(job);
  const width = request.width ?? job.ranSize?.width ?? target.defaults?.width;
  const height = request.height ?? job.ranSize?.height ?? target.defaults?.height;
  const repeat = repeatableOf(job);
  const loras = request.loras?.map(({ name, label, weight }) => ({
    label,
    weight,
    ...(job.unappliedLoras?.includes(name) && { unapplied: true as const }),
  }));
  const messageId = reply.replacementMessageId ?? reply.messageId;
  return {
    id: job.id,
    ...(job.taskId ? { taskId: job.taskId } : {}),
    state: job.state === 'completed' || job.state === 'failed' ? job.state : 'timed_out',
    createdAt: job.createdAt,
    finishedAt: job.finishedAt ?? job.createdAt,
    prompt: target.promptLabel,
    ...(request.workflow ? { workflow: request.workflow } : {}),
    ...(request.model ? { model: request.model } : {}),
    ...(loras?.length ? { loras } : {}),
    ...(typeof width === 'number' ? { width } : {}),
    ...(typeof height === 'number' ? { height } : {}),
    ...(request.seed !== undefined ? { seed: request.seed } : {}),
    guildId: reply.guildId,
    channelId: reply.channelId,
    ...(messageId && !reply.ephemeral ? { messageId } : {}),
    ...(reply.ephemeral ? { ephemeral: true } : {}),
    paidBy:
      job.keyRef.kind === 'server'
        ? { kind: 'server', guildId: job.keyRef.guildId }
        : { kind: 'user' },
    ...(job.imageUrl ? { imageUrl: job.imageUrl } : {}),
    ...(job.backend ? { backend: job.backend } : {}),
    ...(job.input ? { action: job.input.action.kind } : {}),
    ...(JSON.stringify(repeat).length <= MAX_REPEAT_JSON ? { repeat: { ...repeat } } : {}),
  };
}

/**
 * Records each ended generation in its member's history (`/history`, `/show`) once the reply was
 * delivered (its message id known). A failure is logged, never retried: delivery is not repeated
 * for a convenience.
 */
export function createHistoryRecords(deps: HistoryRecordsDependencies): JobObserver {
  return {
    onUpdate() {},
    async onFinished(job) {
      try {
        const saved = (await deps.loadJob(job.id)) ?? job;
        const entry = historyEntryOf({ ...job, target: saved.target });
        await deps.history.record(job.userId, entry, deps.fencingOf?.(job.scope));
      } catch (error) {
        deps.logger.warn('could not record a generation in its member’s history', {
          jobId: job.id,
          error,
        });
      }
    },
  };
}
