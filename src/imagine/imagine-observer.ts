import type { REST } from 'discord.js';
import type { Logger } from '../core/logger.js';
import type { I18n } from '../i18n/translator.js';
import type { ImageService } from '../image-api/service-types.js';
import type { GenerationEvents } from '../jobs/generation-events.js';
import type { GenerationJob, JobTarget } from '../jobs/generation-job.js';
import { combineObservers, type JobObserver } from '../jobs/job-observer.js';
import type { Stores } from '../store/create-stores.js';
import type { Fencing } from '../store/shared-state.js';
import { announceRefunded, createGenerationAnnouncer } from './bookkeeping/generation-announcer.js';
import { createHistoryRecords } from './bookkeeping/history-record.js';
import { subscribeRecentModels } from './bookkeeping/recent-models.js';
import { createRejectedKeyNotices } from './bookkeeping/rejected-key.js';
import { createUsageRefunds } from './bookkeeping/usage-refund.js';
import { type PostClaims, postOnce } from './delivery/post-claims.js';
import { sendPrivateNotice } from './delivery/private-notice.js';
import { ReplyEditor } from './delivery/reply-editor.js';
import {
  createReplyPresenter,
  type ReplyPresenterDependencies,
} from './delivery/reply-presenter.js';

/** What {@link createImagineObserver} needs; the app builds it once. */
export interface ImagineObserverDependencies {
  /** The languages replies and private notices are written in. */
  readonly i18n: I18n;
  /** The client's REST, for bot-token requests. */
  readonly rest: REST;
  /** For interaction-webhook requests, without the global limit (see `ReplyEditor`). */
  readonly webhookRest: REST;
  readonly api: ImageService;
  readonly stores: Pick<
    Stores,
    'apiKeys' | 'guildSettings' | 'usage' | 'budget' | 'recentModels' | 'history'
  >;
  /** The job manager's reads and writes of jobs (`JobManager.get` and `updateTarget`). */
  readonly jobs: {
    get(jobId: string): Promise<GenerationJob | undefined>;
    updateTarget(jobId: string, patch: JobTarget): Promise<unknown>;
  };
  readonly logger: Logger;
  /** Where a generation's life is told (`AppContext.generations`); `/imagine` emits, others listen. */
  readonly events: GenerationEvents;
  /** Least time between two edits of one message (`EDIT_INTERVAL_MS`). */
  readonly editIntervalMs?: number;
  /** Least time between two progress edits of one message (`PROGRESS_EDIT_INTERVAL_MS`). */
  readonly progressIntervalMs?: number;
  /** Progress edits per second for the whole process (`PROGRESS_EDITS_PER_SECOND`). */
  readonly progressEditsPerSecond?: number;
  /** The bot's permissions in a channel now, when known. */
  readonly channelPermissions?: (channelId: string) => bigint | undefined;
  /** @default Date.now */
  readonly now?: () => number;
  /**
   * Who posts a reply's replacement message, and a private notice (`notice:<jobId>`, see
   * {@link postOnce}), among processes (see `ReplyEditorDependencies.postClaims`).
   * @default every post goes ahead (one process)
   */
  readonly postClaims?: PostClaims;
  /** Told once a reply's final message is posted (see `ReplyPresenterDependencies.onPosted`). */
  readonly onPosted?: (jobs: readonly GenerationJob[], postedAt: number) => void;
  /**
   * With several processes, whether this one may still send for a scope's replies, and how long
   * after a takeover a final edit is checked again (see `ReplyPresenterDependencies.mayAct` and
   * `handoverUnsettledFor`). @default always, never
   */
  readonly shardHolder?: Pick<ReplyPresenterDependencies, 'mayAct' | 'handoverUnsettledFor'>;
  /**
   * With several processes, the lease that fences what is written for a scope's jobs (a refund,
   * a history entry): written only while this process holds it. @default not fenced (one process)
   */
  readonly fencingOf?: (scope: string) => Fencing;
}

/** The `/imagine` side of the job manager's reports, and how to stop it. */
export interface ImagineObserver extends JobObserver {
  /** Drops pending progress edits and unsubscribes `/imagine`'s own listeners (at shutdown). */
  close(): void;
}

/**
 * Everything `/imagine` does when a job reports, in order: give back a server-key use that never
 * ran, show the reply, record it in the member's history, then unlink a key the service rejected
 * and tell its owner; beside them, the generation events are emitted (`charged`, and the end once
 * the delivery is saved). What only reacts (the recent models) listens to those events.
 */
export function createImagineObserver(deps: ImagineObserverDependencies): ImagineObserver {
  const now = deps.now ?? Date.now;
  const loadJob = (jobId: string) => deps.jobs.get(jobId);
  const updateTarget = (jobId: string, patch: JobTarget) => deps.jobs.updateTarget(jobId, patch);
  const logger = deps.logger;
  const editor = new ReplyEditor({
    rest: deps.rest,
    webhookRest: deps.webhookRest,
    logger: logger.child({ component: 'presenter' }),
    now,
    ...(deps.channelPermissions ? { channelPermissions: deps.channelPermissions } : {}),
    ...(deps.postClaims ? { postClaims: deps.postClaims } : {}),
  });
  const presenter = createReplyPresenter({
    editor,
    api: deps.api,
    loadJob,
    updateTarget,
    logger,
    i18n: deps.i18n,
    now,
    ...(deps.editIntervalMs === undefined ? {} : { editIntervalMs: deps.editIntervalMs }),
    ...(deps.progressIntervalMs === undefined
      ? {}
      : { progressIntervalMs: deps.progressIntervalMs }),
    ...(deps.progressEditsPerSecond === undefined
      ? {}
      : { progressEditsPerSecond: deps.progressEditsPerSecond }),
    ...(deps.onPosted ? { onPosted: deps.onPosted } : {}),
    ...deps.shardHolder,
  });
  const { events } = deps;
  const unsubscribe = subscribeRecentModels(events, {
    recentModels: deps.stores.recentModels,
    logger,
  });
  const observer = combineObservers(
    createUsageRefunds({
      usage: deps.stores.usage,
      budget: deps.stores.budget,
      ...(deps.fencingOf && { fencingOf: deps.fencingOf }),
      loadJob,
      updateTarget,
      onRefunded: (job) => announceRefunded(events, job),
    }),
    presenter,
    createHistoryRecords({
      history: deps.stores.history,
      ...(deps.fencingOf && { fencingOf: deps.fencingOf }),
      loadJob,
      logger,
    }),
    createRejectedKeyNotices({
      stores: deps.stores,
      api: deps.api,
      loadJob,
      updateTarget,
      notify: (job, notice) =>
        postOnce(deps.postClaims, `notice:${job.id}`, () => {
          const reply = presenter.replyOf(job);
          const content = deps.i18n.translator(reply.memberLocale).text(notice);
          return sendPrivateNotice(deps.webhookRest, reply, content, now(), logger);
        }),
      logger,
    }),
    createGenerationAnnouncer(events),
  );
  return {
    ...observer,
    close: () => {
      unsubscribe();
      presenter.close();
    },
  };
}
