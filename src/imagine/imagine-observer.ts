import type { REST } from 'discord.js';
import { namedTranslator, namingIn } from '../image-backend/backend-naming.js';
import type { BackendRegistry } from '../image-backend/backend-registry.js';
import { offerAcross } from '../image-backend/elsewhere-actions.js';
import type { GenerationEvents } from '../jobs/generation-events.js';
import { combineObservers, type JobObserver } from '../jobs/job-observer.js';
import { type KeptRestoreDependencies, keptRestorer } from '../jobs/kept-restore.js';
import type { Stores } from '../store/create-stores.js';
import { createBudgetCharges } from './bookkeeping/budget-charge.js';
import { announceRefunded, createGenerationAnnouncer } from './bookkeeping/generation-announcer.js';
import { createHistoryRecords } from './bookkeeping/history-record.js';
import { subscribeRecentModels } from './bookkeeping/recent-models.js';
import { createRejectedKeyNotices } from './bookkeeping/rejected-key.js';
import { createUsageRefunds, type UsageRefundDependencies } from './bookkeeping/usage-refund.js';
import { tellBlockedReply } from './delivery/blocked-note.js';
import { createImageScreen, type ImageScreenDependencies } from './delivery/image-screen.js';
import { postOnce } from './delivery/post-claims.js';
import { createPreviewScreen } from './delivery/preview-screen.js';
import { sendPrivateNotice } from './delivery/private-notice.js';
import { ReplyEditor, type ReplyEditorDependencies } from './delivery/reply-editor.js';
import {
  createReplyPresenter,
  type ReplyPresenterDependencies,
} from './delivery/reply-presenter.js';
import { tellWithdrawnReply } from './delivery/withdrawn-reply.js';
import { imageOfferOf } from './render/image-action-rows.js';

/** What {@link createImagineObserver} needs; the app builds it once. */
export interface ImagineObserverDependencies
  extends Pick<ReplyEditorDependencies, 'rest' | 'channelPermissions' | 'postClaims'>,
    Omit<ReplyPresenterDependencies, 'editor' | 'backendOf' | 'finishImage'>,
    Pick<KeptRestoreDependencies, 'inputs'>,
    Pick<UsageRefundDependencies, 'fencingOf'>,
    Pick<ImageScreenDependencies, 'classifier' | 'moderation' | 'memberChoiceOf'> {
  /** For interaction-webhook requests, without the global limit (see `ReplyEditor`). */
  readonly webhookRest: REST;
  /** The image backends: a job's own (`GenerationJob.backend`), a stored key's. */
  readonly backends: BackendRegistry;
  readonly stores: Pick<
    Stores,
    'apiKeys' | 'guildSettings' | 'usage' | 'budget' | 'recentModels' | 'history' | 'policy'
  >;
  /** Where a generation's life is told (`AppContext.generations`); `/imagine` emits, others listen. */
  readonly events: GenerationEvents;
}

/** The `/imagine` side of the job manager's reports, and how to stop it. */
export interface ImagineObserver extends JobObserver {
  /** Drops pending progress edits and unsubscribes `/imagine`'s own listeners (at shutdown). */
  close(): void;
}

/**
 * Everything `/imagine` does when a job reports, in order: refund a server-key use that never ran,
 * show the reply, record the history, unlink a rejected key and tell its owner (once among
 * processes: `notice:<jobId>`); beside them, the generation events are emitted, which the recent
 * models listen to.
 */
export function createImagineObserver(deps: ImagineObserverDependencies): ImagineObserver {
  const { events, logger, fencingOf, loadJob, updateTarget } = deps;
  const now = deps.now ?? Date.now;
  const editor = new ReplyEditor({
    ...deps,
    logger: logger.child({ component: 'presenter' }),
    now,
  });
  const namingOf = namingIn(deps.backends);
  const settingsOf = async (guildId: string) => (await deps.stores.policy.get(guildId)).imageSafety;
  const screen = createImageScreen({ ...deps, settingsOf, now });
  const presenter = createReplyPresenter({
    ...deps,
    backendOf: (id) => deps.backends.of(id).backend,
    finishImage: keptRestorer({
      inputs: deps.inputs,
      imagesInOf: (id) => deps.backends.capabilitiesOf(id)?.imagesIn,
      logger,
    }),
    imageOfferOf: (id) =>
      imageOfferOf(offerAcross(deps.backends, deps.backends.capabilitiesOf(id)?.imagesIn)),
    namingOf,
    editor,
    now,
    screen,
    previewScreen: createPreviewScreen({ ...deps, settingsOf }),
    onBlocked: (reply, jobs) => tellBlockedReply({ ...deps, now }, reply, jobs),
    onWithdrawn: (reply, jobs) => tellWithdrawnReply({ ...deps, now, namingOf }, reply, jobs),
  });
  const unsubscribe = subscribeRecentModels(events, { ...deps.stores, logger });
  const kept = { ...deps.stores, fencingOf, loadJob, updateTarget, logger };
  const observer = combineObservers(
    createUsageRefunds({
      ...kept,
      backends: deps.backends,
      onRefunded: (job) => announceRefunded(events, job),
    }),
    createBudgetCharges({ ...kept, backends: deps.backends }),
    presenter,
    createHistoryRecords(kept),
    createRejectedKeyNotices({
      ...kept,
      stores: deps.stores,
      backendOf: (id) => deps.backends.of(id).backend,
      notify: (job, notice) =>
        postOnce(deps.postClaims, `notice:${job.id}`, () => {
          const reply = presenter.replyOf(job);
          const t = namedTranslator(
            deps.i18n.translator(reply.memberLocale),
            namingOf(job.backend),
          );
          const content = t.text(notice);
          return sendPrivateNotice(deps.webhookRest, reply, content, now(), logger);
        }),
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
