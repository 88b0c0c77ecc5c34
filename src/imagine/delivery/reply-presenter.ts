import { setTimeout as sleep } from 'node:timers/promises';
import { splitCustomId } from '../../bot/component-id.js';
import type { ImageMetadataMode } from '../../core/image-variables.js';
import { DISCORD_ERRORS, discordErrorCode } from '../../discord/discord-rules.js';
import { TaskFailedError } from '../../image-backend/backend-errors.js';
import { namedTranslator } from '../../image-backend/backend-naming.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import { type GenerationJob, isFinished } from '../../jobs/generation-job.js';
import { ShardMovedError } from '../../jobs/job-errors.js';
import type { EndLearned, JobObserver } from '../../jobs/job-observer.js';
import { GENERATION_IDS } from '../render/generation-buttons.js';
import type { ImageOffer } from '../render/image-action-rows.js';
import { renderReplyFinal } from '../render/render-reply.js';
import { HeldImages } from './held-images.js';
import type { ImageScreen } from './image-screen.js';
import { withPostedMetadata } from './posted-metadata.js';
import { ProgressPacing, type ProgressPacingDependencies } from './progress-pacing.js';
import { holdPreview } from './progress-previews.js';
import { type Delivery, type ReplyEditor, stampOf } from './reply-editor.js';
import {
  ReplyRegistry,
  type ReplyRegistryDependencies,
  type ShownReply,
} from './reply-registry.js';
import { generationTargetOf, type ReplyRef } from './reply-target.js';
import { replyViewOf } from './reply-view-of.js';
import { type DownloadMemory, fetchResultImages, type ResultFile } from './result-image.js';
import { toApiMessage } from './to-api-message.js';
import { isWithdrawn } from './withdrawn-reply.js';

type Sent = Omit<Delivery, 'target' | 'requesterId'>;

/** The routes of the only buttons a progress message carries (Cancel, Stop waiting). */
const PROGRESS_ROUTES = new Set([GENERATION_IDS.cancel.route, GENERATION_IDS.stop.route]);

/** The custom ids of every component in a message, rows and nested ones included. */
function customIdsOf(components: readonly unknown[]): string[] {
  return components.flatMap((component) => {
    const node = component as { custom_id?: unknown; components?: readonly unknown[] };
    const own = typeof node.custom_id === 'string' ? [node.custom_id] : [];
    return [...own, ...customIdsOf(node.components ?? [])];
  });
}

/**
 * Whether a message read back shows a final result (its final edit may have landed just before a
 * crash): only final messages carry components other than Cancel or Stop waiting.
 */
function showsFinal(message: { components?: readonly unknown[] } | undefined): boolean {
  const components = message?.components ?? [];
  const ids = customIdsOf(components);
  const progressOnly =
    ids.length > 0 && ids.every((id) => PROGRESS_ROUTES.has(splitCustomId(id).route));
  return components.length > 0 && !progressOnly;
}

/**
 * The thumbnail of the image a reply came from, kept with its first job (`sourceThumbnail`), as
 * the file its card names; none for a reply from words alone.
 */
function sourceThumbnailOf(
  reply: ReplyRef,
  jobs: readonly GenerationJob[],
): ResultFile | undefined {
  const kept = jobs[0] && generationTargetOf(jobs[0]).sourceThumbnail;
  if (!kept) return undefined;
  return {
    name: `imagine-source-${reply.id}.webp`,
    data: Buffer.from(kept, 'base64'),
    contentType: 'image/webp',
  };
}

/** What the presenter needs. */
export interface ReplyPresenterDependencies
  extends Pick<ReplyRegistryDependencies, 'loadJob' | 'updateTarget' | 'tenureOf'>,
    Pick<
      ProgressPacingDependencies,
      | 'i18n'
      | 'namingOf'
      | 'logger'
      | 'editIntervalMs'
      | 'progressIntervalMs'
      | 'progressEditsPerSecond'
      | 'previewScreen'
    > {
  /** Puts a rendered message on a reply (a `ReplyEditor`). */
  readonly editor: Pick<ReplyEditor, 'deliver' | 'shown'>;
  /**
   * The image backend a job ran on (`GenerationJob.backend`), to download its image and tell it
   * once the reply's final message has it.
   */
  readonly backendOf: (id: string | undefined) => Pick<ImageBackend, 'downloadImage' | 'delivered'>;
  /**
   * The URL a completed job's backend gives its image now (`JobManager.freshImageUrl`), asked
   * when a download of the one it gave failed.
   */
  readonly freshImageUrl?: (job: GenerationJob) => Promise<string | undefined>;
  /**
   * What a job's downloaded image becomes before it is shown (`keptRestorer`).
   * @default the image as downloaded
   */
  readonly finishImage?: (job: GenerationJob, data: Buffer) => Promise<Buffer>;
  /** What the backend a reply ran on does with an image (`GenerationJob.backend`). @default nothing */
  readonly imageOfferOf?: (id: string | undefined) => ImageOffer | undefined;
  /** @default Date.now */
  readonly now?: () => number;
  /** The image safety check of each final message (`image-screen.ts`). */
  readonly screen?: ImageScreen;
  /** Told once a reply's final message is posted (not one that landed before a restart). */
  readonly onPosted?: (jobs: readonly GenerationJob[], postedAt: number) => void;
  /** A final message the server's AutoMod blocked (`200000`): the member is told instead. */
  readonly onBlocked?: (reply: ReplyRef, jobs: readonly GenerationJob[]) => Promise<void>;
  /**
   * A reply none of whose images was made because its backend no longer offers what it asked
   * (`isWithdrawn`): the member is told privately instead of the card.
   */
  readonly onWithdrawn?: (reply: ReplyRef, jobs: readonly GenerationJob[]) => Promise<void>;
  /** What a posted image carries of its backend's metadata (`IMAGE_METADATA`). @default 'strip' */
  readonly imageMetadata?: ImageMetadataMode;
  /**
   * The most bytes of a set's images taken in before the set is done (`HeldImages`; a quarter of
   * `IMAGE_DOWNLOAD_MEMORY_BYTES`). @default HELD_IMAGE_BYTES
   */
  readonly heldImageBytes?: number;
}

/** The Discord side of generation jobs; `close()` drops pending progress edits (at shutdown). */
export interface ReplyPresenter extends JobObserver {
  /** The reply a job belongs to, with everything delivery learned about it so far. */
  replyOf(job: GenerationJob): ReplyRef;
  close(): void;
}

/**
 * Turns the job manager's reports into edits of each reply's one message: progress paced
 * ({@link ProgressPacing}), then, once every job ended, the final message with its images, shown
 * once however many jobs end at once, never dropped, and never again once the reply's stored
 * `finalShownAt` says it landed. Replies are held under their shard's tenure ({@link ReplyRegistry});
 * what delivery learns is saved on every job of the reply, for a restart.
 */
export function createReplyPresenter(deps: ReplyPresenterDependencies): ReplyPresenter {
  const now = deps.now ?? Date.now;
  const logger = deps.logger.child({ component: 'presenter' });
  /** Per job, what failed downloads learned, so a retried final does not wait for a dead image again. */
  const downloads = new Map<string, DownloadMemory>();
  const held = new HeldImages(deps.backendOf, deps.finishImage, deps.heldImageBytes);
  const closed = new AbortController();
  const replies = new ReplyRegistry({
    ...deps,
    logger,
    onBegin: (entry) => pacing.begin(entry),
    onForget: (entry) => {
      pacing.forget(entry);
      for (const id of entry.ref.jobIds) {
        downloads.delete(id);
        held.forget(id);
      }
    },
  });
  /** Sends on the reply under its tenure: progress refused is dropped, a final one throws. */
  const send = async (entry: ShownReply, delivery: Sent) => {
    if (!(await entry.tenure.mayAct())) {
      if (delivery.final) throw new ShardMovedError();
      logger.info("left a reply's progress to its shard's new holder", { replyId: entry.ref.id });
      return;
    }
    entry.edited = true;
    const { requesterId, ref: target } = entry;
    const sent = { ...delivery, requesterId, target, nonce: target.id, interactionId: target.id };
    await replies.learn(entry, await deps.editor.deliver(sent));
  };
  const pacing = new ProgressPacing({ ...deps, replies, send, logger, now });

  /**
   * Shows the reply's final message, unless a reply whose last job was found ended in the store
   * already shows it (`finalShownAt` saved, or the message read back).
   */
  const showFinal = async (
    entry: ShownReply,
    jobs: readonly GenerationJob[],
    learned: EndLearned,
  ) => {
    await showFinalOnce(entry, jobs, learned);
    for (const job of jobs) letGo(job);
  };

  /**
   * Tells a job's backend its image is no longer wanted: the reply's final message carries it,
   * or what stands instead (withdrawn, blocked, missing); a final that failed keeps it for the next.
   */
  const letGo = (job: GenerationJob) => {
    const backend = deps.backendOf(job.backend);
    const urls = new Set([job.imageUrl, downloads.get(job.id)?.url]);
    for (const url of urls) if (url) backend.delivered?.(url);
  };

  const showFinalOnce = async (
    entry: ShownReply,
    jobs: readonly GenerationJob[],
    learned: EndLearned,
  ) => {
    const mayShowFinal = learned === 'store' && !entry.edited;
    const landed = async () => showsFinal(await deps.editor.shown(entry.ref));
    if (mayShowFinal && (entry.ref.finalShownAt || (await landed()))) {
      logger.info('the final edit of a reply landed before a restart', { replyId: entry.ref.id });
      return;
    }
    if (deps.onWithdrawn && isWithdrawn(jobs)) return deps.onWithdrawn(entry.ref, jobs);
    const downloaded = await fetchResultImages(deps.backendOf, jobs, {
      maxBytes: entry.ref.attachmentSizeLimit,
      memory: downloads,
      held: held.images,
      ...(deps.freshImageUrl && { freshImageUrl: deps.freshImageUrl }),
      ...(deps.finishImage && { finish: deps.finishImage }),
    });
    const fetched = withPostedMetadata(downloaded, jobs, deps.imageMetadata ?? 'strip');
    const images = (await deps.screen?.(entry, jobs, fetched)) ?? fetched;
    const t = namedTranslator(
      deps.i18n.translator(entry.ref.locale),
      deps.namingOf?.(entry.backend),
    );
    const thumbnail = sourceThumbnailOf(entry.ref, jobs);
    const files = thumbnail ? [...images.files, thumbnail] : images.files;
    const body = toApiMessage(
      renderReplyFinal(
        {
          ...replyViewOf(entry.ref, jobs, now()),
          imageOffer: deps.imageOfferOf?.(entry.backend),
          ...(thumbnail && { sourceFile: thumbnail.name }),
        },
        images.placements,
        t,
      ),
      files.map((file, index) => ({ id: String(index), filename: file.name })),
    );
    const final = { body, final: true, files } as const;
    try {
      await pacing.final(entry, () => send(entry, final));
    } catch (error) {
      if (discordErrorCode(error) !== DISCORD_ERRORS.automodBlocked || !deps.onBlocked) throw error;
      return deps.onBlocked(entry.ref, jobs);
    }
    deps.onPosted?.(jobs, now());
    const unsettledMs = entry.tenure.unsettledFor();
    if (unsettledMs > 0) void reassert(entry, final, unsettledMs);
  };

  /**
   * After a takeover, once the previous holder's late edits can no longer land, sends the final
   * again if one of them covered it (the message carries another stamp than `finalShownAt`).
   */
  const reassert = async (entry: ShownReply, final: Sent, afterMs: number) => {
    const replyId = entry.ref.id;
    try {
      await sleep(afterMs, undefined, {
        signal: AbortSignal.any([closed.signal, entry.tenure.signal]),
      });
      const shown = await deps.editor.shown(entry.ref);
      if (shown && stampOf(shown) === entry.ref.finalShownAt) return;
      logger.warn('a late edit of the previous holder covered a final reply: sending it again', {
        replyId,
      });
      await send(entry, final);
    } catch (error) {
      if (!closed.signal.aborted && !entry.tenure.signal.aborted) {
        logger.warn('could not check a final reply after a takeover', { replyId, error });
      }
    }
  };

  /**
   * Keeps the service's own words about a failed task, shown now and in Details later, where a
   * member may read them (`TaskFailedError.said`): never a transport's.
   */
  const noteServiceError = async (job: GenerationJob, error: unknown) => {
    const target = generationTargetOf(job);
    const said = error instanceof TaskFailedError ? error.said : undefined;
    if (said === undefined || target.serviceError) return job;
    const serviceError = said.slice(0, 1_000);
    await deps.updateTarget(job.id, { serviceError }).catch((failure: unknown) => {
      logger.warn('could not save the service error of a job', { jobId: job.id, error: failure });
    });
    return { ...job, target: { ...job.target, serviceError } };
  };

  return {
    replyOf: (job) => {
      const { reply } = generationTargetOf(job);
      return replies.get(reply.id)?.ref ?? reply;
    },

    // At each poll of thousands of jobs: a reply of one job is shown without a promise.
    onUpdate(job, preview) {
      const entry = replies.replyFor(job);
      if (!entry?.ref.token) return;
      // A job made again after its image was lost with its server runs anew.
      if (downloads.delete(job.id)) entry.ended?.delete(job.id);
      if (!isFinished(job.state)) held.forget(job.id);
      if (deps.previewScreen) holdPreview(entry, job, preview);
      if (!entry.jobs) return pacing.show(entry, [job]);
      return replies.jobsOf(entry, job).then((jobs) => pacing.show(entry, jobs));
    },

    async onFinished(job, error, learned = 'store') {
      const reported = await noteServiceError(job, error);
      const entry = replies.replyFor(reported);
      if (!entry) throw new ShardMovedError();
      if (!entry.ref.token) return;
      entry.ended?.add(job.id);
      entry.previews?.delete(job.id);
      const jobs = entry.final ? undefined : await replies.jobsOf(entry, reported);
      if (jobs && !entry.final) {
        if (jobs.some((other) => other.id !== job.id && !isFinished(other.state))) {
          held.hold(reported);
          return pacing.show(entry, jobs);
        }
        pacing.stop(entry);
        entry.final = showFinal(entry, jobs, learned);
      }
      // Waits for the final, then forgets the reply once every job still to be delivered here
      // ended; a final that failed is shown again by the next attempt.
      const { final } = entry;
      try {
        await final;
      } catch (error) {
        if (entry.final === final) entry.final = undefined;
        throw error;
      }
      const undelivered = [...(entry.jobs?.values() ?? [])].filter(
        (other) => !other.delivered && !entry.ended?.has(other.id),
      );
      if (undelivered.length === 0) replies.forget(entry);
    },

    close() {
      closed.abort();
      pacing.close();
    },
  };
}
