import type { REST } from 'discord.js';
import type { ImageService } from '../api/types.js';
import { TaskFailedError } from '../errors/task-failed-error.js';
import type { GenerationJob } from '../jobs/generation-job.js';
import type { JobObserver } from '../jobs/job-observer.js';
import type { Logger } from '../logger.js';
import { renderFailure } from '../render/render-failure.js';
import { renderProgress } from '../render/render-progress.js';
import { renderResult } from '../render/render-result.js';
import type { Stores } from '../store/create-stores.js';
import { EditCoalescer } from './edit-coalescer.js';
import { generationViewOf } from './generation-view-of.js';
import { endedWithRejectedKey, forgetJobKey } from './rejected-key-notice.js';
import { type Delivery, ReplyEditor } from './reply-editor.js';
import { asReplyTarget, type ReplyTarget } from './reply-target.js';
import { fetchResultImage, type ResultImage } from './result-image.js';
import { sendPrivateNotice } from './send-private-notice.js';
import { toApiMessage } from './to-api-message.js';
import { shouldRefundUsage } from './usage-refund.js';

/** What the presenter needs. */
export interface GenerationPresenterDependencies {
  /** The client's REST, for bot-token requests. */
  readonly rest: REST;
  /** For interaction-webhook requests, without the global limit (see `ReplyEditor`). @default rest */
  readonly webhookRest?: REST;
  readonly api: ImageService;
  readonly stores: Pick<Stores, 'apiKeys' | 'guildSettings' | 'usage' | 'recentModels'>;
  readonly logger: Logger;
  /** Persists a change of a job's target (`JobManager.updateTarget`). */
  readonly updateTarget: (jobId: string, patch: Partial<ReplyTarget>) => Promise<unknown>;
  /** Least time between two edits of one message (`EDIT_INTERVAL_MS`). @default 1500 */
  readonly editIntervalMs?: number;
  /** The bot's permissions in a channel now, when known. */
  readonly channelPermissions?: (channelId: string) => bigint | undefined;
  /** @default Date.now */
  readonly now?: () => number;
}

/** The Discord side of generation jobs; `close()` drops pending progress edits (at shutdown). */
export interface GenerationPresenter extends JobObserver {
  close(): void;
}

/** Download failures of one image before it is linked instead of attached. */
const DOWNLOAD_ATTEMPTS = 2;

/**
 * Turns the job manager's reports into edits of each member's reply: progress coalesced and
 * spaced per message, then the final result (image attached or linked, or the failure with Retry),
 * never dropped. Gives back server-key uses of submissions that never ran, and unlinks a key the
 * service rejected, telling its owner privately.
 */
export function createGenerationPresenter(
  deps: GenerationPresenterDependencies,
): GenerationPresenter {
  const now = deps.now ?? Date.now;
  const logger = deps.logger.child({ component: 'presenter' });
  const webhookRest = deps.webhookRest ?? deps.rest;
  const editor = new ReplyEditor({
    rest: deps.rest,
    webhookRest,
    logger,
    now,
    ...(deps.channelPermissions ? { channelPermissions: deps.channelPermissions } : {}),
  });
  const coalescer = new EditCoalescer({
    intervalMs: deps.editIntervalMs,
    now,
    onDropped: (jobId, error) => logger.debug('dropped a progress edit', { jobId, error }),
  });
  /** Target changes learned in this process, ahead of the job snapshots handed to us. */
  const learned = new Map<string, Partial<ReplyTarget>>();
  const downloadFailures = new Map<string, number>();
  const modelsNoted = new Set<string>();

  const targetOf = (job: GenerationJob): ReplyTarget => ({
    ...asReplyTarget(job.target),
    ...learned.get(job.id),
  });
  const withTarget = (job: GenerationJob): GenerationJob => ({
    ...job,
    target: { ...targetOf(job) },
  });

  const remember = async (jobId: string, patch: Partial<ReplyTarget>) => {
    if (Object.keys(patch).length === 0) return;
    learned.set(jobId, { ...learned.get(jobId), ...patch });
    await deps.updateTarget(jobId, patch).catch((error: unknown) => {
      logger.warn('could not save what was learned about a reply', { jobId, error });
    });
  };

  const send = async (job: GenerationJob, delivery: Omit<Delivery, 'target' | 'requesterId'>) => {
    const patch = await editor.deliver({
      ...delivery,
      requesterId: job.userId,
      target: targetOf(job),
    });
    await remember(job.id, patch);
  };

  const resultImage = async (job: GenerationJob, imageUrl: string): Promise<ResultImage> => {
    const failures = downloadFailures.get(job.id) ?? 0;
    try {
      return await fetchResultImage(deps.api, {
        jobId: job.id,
        imageUrl,
        maxBytes: targetOf(job).attachmentSizeLimit,
        linkOnFailure: failures + 1 >= DOWNLOAD_ATTEMPTS,
      });
    } catch (error) {
      downloadFailures.set(job.id, failures + 1);
      throw error;
    }
  };

  const settleAccounts = async (job: GenerationJob, error: unknown) => {
    const target = targetOf(job);
    if (!target.usageRefunded && job.keyRef.kind === 'server' && shouldRefundUsage(job, error)) {
      await deps.stores.usage.refund(job.keyRef.guildId, job.userId, job.createdAt);
      await remember(job.id, { usageRefunded: true });
    }
    if (error instanceof TaskFailedError && !target.serviceError) {
      await remember(job.id, { serviceError: error.serviceMessage.slice(0, 1_000) });
    }
  };

  /** Records the model of a task the service took, for the server's `model` autocomplete. */
  const noteModel = (job: GenerationJob) => {
    const { model } = job.request;
    const guildId = targetOf(job).guildId;
    if (!model || !guildId || !job.taskId || modelsNoted.has(job.id)) return;
    modelsNoted.add(job.id);
    deps.stores.recentModels.record(guildId, model).catch((error: unknown) => {
      logger.warn('could not record a recent model', { jobId: job.id, error });
    });
  };

  const noticeRejectedKey = async (job: GenerationJob, error: unknown) => {
    if (!endedWithRejectedKey(job, error) || targetOf(job).keyNoticeSent) return;
    const notice = await forgetJobKey(deps.stores, deps.api, job);
    await remember(job.id, { keyNoticeSent: true });
    if (notice) await sendPrivateNotice(webhookRest, targetOf(job), notice, now(), logger);
  };

  return {
    onUpdate(job) {
      const target = targetOf(job);
      if (!target.token) return;
      noteModel(job);
      const body = toApiMessage(renderProgress(generationViewOf(withTarget(job), now())));
      coalescer.progress(job.id, JSON.stringify(body), () => send(job, { body, final: false }));
    },

    async onFinished(job, error) {
      if (!targetOf(job).token) return;
      noteModel(job);
      await settleAccounts(job, error);
      const view = generationViewOf(withTarget(job), now());
      if (job.state === 'completed' && job.imageUrl) {
        const image = await resultImage(job, job.imageUrl);
        const body = toApiMessage(
          renderResult(view, image.placement),
          image.file ? [{ id: '0', filename: image.file.name }] : [],
        );
        await coalescer.final(job.id, () =>
          send(job, { body, final: true, ...(image.file ? { file: image.file } : {}) }),
        );
      } else {
        const body = toApiMessage(renderFailure(view));
        await coalescer.final(job.id, () => send(job, { body, final: true }));
      }
      await noticeRejectedKey(job, error).catch((failure: unknown) => {
        logger.warn('could not handle a rejected key', { jobId: job.id, error: failure });
      });
      learned.delete(job.id);
      downloadFailures.delete(job.id);
      modelsNoted.delete(job.id);
    },

    close() {
      coalescer.close();
    },
  };
}
