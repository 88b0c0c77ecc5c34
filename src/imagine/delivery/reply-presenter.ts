import { setTimeout as sleep } from 'node:timers/promises';
import { splitCustomId } from '../../bot/component-id.js';
import type { Logger } from '../../core/logger.js';
import type { I18n } from '../../i18n/translator.js';
import { TaskFailedError } from '../../image-api/errors.js';
import type { ImageService } from '../../image-api/service-types.js';
import { ShardMovedError } from '../../jobs/errors.js';
import { type GenerationJob, isFinished, type JobTarget } from '../../jobs/generation-job.js';
import type { EndLearned, JobObserver } from '../../jobs/job-observer.js';
import { GENERATION_IDS } from '../render/generation-buttons.js';
import { type ReplyView, renderReplyFinal } from '../render/render-reply.js';
import { EditCoalescer } from './edit-coalescer.js';
import {
  atServiceView,
  heldAtServiceUntil,
  progressMessageOf,
  renderProgressJson,
  steadyReadyAt,
} from './progress-message.js';
import type { Delivery, ReplyEditor } from './reply-editor.js';
import { generationTargetOf, type ReplyRef, type ReplyTarget } from './reply-target.js';
import { replyViewOf } from './reply-view-of.js';
import { fetchResultImages } from './result-image.js';
import { toApiMessage } from './to-api-message.js';

/** What the presenter needs. */
export interface ReplyPresenterDependencies {
  /** Puts a rendered message on a reply (a {@link ReplyEditor}). */
  readonly editor: Pick<ReplyEditor, 'deliver' | 'shown'>;
  readonly api: Pick<ImageService, 'downloadImage'>;
  /** A job from memory or the store, for the other jobs of a reply after a restart. */
  readonly loadJob: (jobId: string) => Promise<GenerationJob | undefined>;
  /** Merges into a job's target and saves it (`JobManager.updateTarget`). */
  readonly updateTarget: (jobId: string, patch: JobTarget) => Promise<unknown>;
  readonly logger: Logger;
  /** Renders each reply in its own language (`ReplyRef.locale`). */
  readonly i18n: I18n;
  /** Least time between two edits of one message (`EDIT_INTERVAL_MS`). @default 1500 */
  readonly editIntervalMs?: number;
  /** Least time between two progress edits of one message (`PROGRESS_EDIT_INTERVAL_MS`). @default 5000 */
  readonly progressIntervalMs?: number;
  /** Progress edits per second for the whole process (`PROGRESS_EDITS_PER_SECOND`). @default 10 */
  readonly progressEditsPerSecond?: number;
  /** @default Date.now */
  readonly now?: () => number;
  /**
   * Whether this process may still send for a reply of jobs of `scope` (its shard's lease surely
   * held, or renewed): asked before each edit. A progress edit refused is dropped; a final one
   * throws `ShardMovedError`, leaving the reply to the shard's new holder. @default always
   */
  readonly mayAct?: (scope: string) => boolean | Promise<boolean>;
  /**
   * For how long, in ms from now, an edit the previous holder of `scope`'s shard checked before a
   * takeover could still land: a final edit sent meanwhile is checked again once that time passed,
   * and sent again if a late edit covered it. @default 0
   */
  readonly handoverUnsettledFor?: (scope: string) => number;
  /**
   * Told once a reply's final message is posted, with its jobs and when (e.g. to time each job's
   * end to the post). Not told of a final edit that landed before a restart. @default none
   */
  readonly onPosted?: (jobs: readonly GenerationJob[], postedAt: number) => void;
}

/** The Discord side of generation jobs; `close()` drops pending progress edits (at shutdown). */
export interface ReplyPresenter extends JobObserver {
  /** The reply a job belongs to, with everything delivery learned about it so far. */
  replyOf(job: GenerationJob): ReplyRef;
  close(): void;
}

/**
 * A reply being shown: its target as learned, and what a progress edit needs beyond the job just
 * reported. Thousands are held at once, so it keeps no more: a reply of one job is drawn from that
 * job's report, and what a progress message draws lives only until the edit is sent.
 */
interface ShownReply {
  ref: ReplyRef;
  /** Who asked (every job of a reply is the same member's). */
  readonly requesterId: string;
  /** The scope of its jobs (their shard's). */
  readonly scope: string;
  /** The latest snapshot of each job of a reply of several (absent for a reply of one). */
  readonly jobs?: Map<string, GenerationJob>;
  /** Whether this process has edited it (else it may hold a final edit made before a restart). */
  edited: boolean;
  /** The final message being shown (or shown): every job of the reply that ends waits for it. */
  final?: Promise<void>;
  /** Jobs of a reply of several whose end was reported here. */
  ended?: Set<string>;
  /** The expected end shown (or about to be) per job, by its place in `ref.jobIds`. */
  readonly readyAt: (number | undefined)[];
  /** Whether each job was shown processing (or is about to be), by its place in `ref.jobIds`. */
  readonly processingShown: boolean[];
  /** Shows progress again when a job held at the service is to be shown (see `heldAtServiceUntil`). */
  recheck?: NodeJS.Timeout;
  /** What the last progress message put up showed, but the percentage (see `decisiveOf`). */
  decisive?: string;
}

/** What a job's progress line shows beyond its record: the expected end, or a hold at the service. */
interface ShownProgress {
  readonly readyAt?: number;
  /** Until when processing is shown as at the service (see `heldAtServiceUntil`). */
  readonly heldUntil?: number;
}

/**
 * Everything of a job that its progress line depends on but the service's percentage: two reports
 * with the same (of every job of a reply) show the same message, so the second is not drawn.
 */
function decisiveOf(job: GenerationJob, progress: ShownProgress = {}): string {
  const readyAt = progress.readyAt === undefined ? '' : Math.round(progress.readyAt / 1_000);
  const held = progress.heldUntil === undefined ? '' : 'held';
  const { state, queuePosition = '', error, processingStart } = job;
  return `${state}|${queuePosition}|${error?.name ?? ''}|${processingStart?.at ?? ''}|${readyAt}|${held}`;
}

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
 * Whether a message already shows a finished reply: only final messages carry components other
 * than a progress message's Cancel or Stop waiting button.
 */
function showsFinal(message: { components?: readonly unknown[] } | undefined): boolean {
  const components = message?.components ?? [];
  const ids = customIdsOf(components);
  const progressOnly =
    ids.length > 0 && ids.every((id) => PROGRESS_ROUTES.has(splitCustomId(id).route));
  return components.length > 0 && !progressOnly;
}

/**
 * Turns the job manager's reports into edits of each reply — one message per reply, whatever the
 * number of jobs it shows: progress coalesced and spaced per reply, then, once every job of the
 * reply ended, the final message (images attached or linked, failures with Retry), never dropped.
 * What delivery learns about a reply is saved on every job of it, so a restart picks it up.
 */
export function createReplyPresenter(deps: ReplyPresenterDependencies): ReplyPresenter {
  const now = deps.now ?? Date.now;
  const logger = deps.logger.child({ component: 'presenter' });
  const progressIntervalMs = deps.progressIntervalMs ?? 5_000;
  // Processing is shown with its countdown, and not when the image is due within two intervals.
  const holdOptions = { patienceMs: progressIntervalMs, soonMs: 2 * progressIntervalMs };
  const shown = new Map<string, ShownReply>();
  // A pending progress edit is its message's JSON alone, drawn in the reply's language when sent.
  const coalescer = new EditCoalescer<string>({
    intervalMs: deps.editIntervalMs,
    progressIntervalMs,
    progressEditsPerSecond: deps.progressEditsPerSecond,
    now,
    onDropped: (replyId, error) => {
      logger.debug('dropped a progress edit', { replyId, error });
      // The next report puts the message up again.
      const entry = shown.get(replyId);
      if (entry) entry.decisive = undefined;
    },
    sendEdit: async (replyId, json) => {
      const entry = shown.get(replyId);
      if (!entry) return;
      const t = deps.i18n.translator(entry.ref.locale);
      await send(entry, { body: toApiMessage(renderProgressJson(json, t)), final: false });
    },
  });
  const downloadFailures = new Map<string, number>();
  const closed = new AbortController();

  const replyFor = (job: GenerationJob): ShownReply => {
    const { reply } = generationTargetOf(job);
    let entry = shown.get(reply.id);
    if (!entry) {
      const several = reply.jobIds.length > 1 || reply.jobIds[0] !== job.id;
      entry = {
        ref: reply,
        requesterId: job.userId,
        scope: job.scope,
        ...(several && { jobs: new Map<string, GenerationJob>(), ended: new Set<string>() }),
        edited: false,
        // One slot per job: an empty array written at an index grows to 17 (184 bytes each).
        readyAt: reply.jobIds.map(() => undefined),
        processingShown: reply.jobIds.map(() => false),
      };
      shown.set(reply.id, entry);
      const { opening } = reply;
      if (opening) coalescer.seed(reply.id, opening.signature, opening.stage, reply.tokenCreatedAt);
    }
    return entry;
  };

  /**
   * The reply's jobs in order, `reported` as it is now: the others as last reported when that was
   * their end, else as the job manager or the store has them now (a sibling reported running may
   * have ended in another process, which held the reply's shard meanwhile).
   */
  const jobsOf = async (entry: ShownReply, reported: GenerationJob): Promise<GenerationJob[]> => {
    if (!entry.jobs) return [reported];
    entry.jobs.set(reported.id, reported);
    const jobs: GenerationJob[] = [];
    for (const id of entry.ref.jobIds) {
      const known = entry.jobs.get(id);
      const ended = known !== undefined && (id === reported.id || isFinished(known.state));
      const job = ended ? known : ((await deps.loadJob(id)) ?? known);
      if (job) {
        entry.jobs.set(id, job);
        jobs.push(job);
      }
    }
    return jobs;
  };

  const learn = async (entry: ShownReply, patch: Partial<ReplyTarget>) => {
    if (Object.keys(patch).length === 0) return;
    // Not `{ ...ref, ...patch }`: V8 gives each such object a hidden class of its own (~700 bytes).
    entry.ref = Object.assign({}, entry.ref, patch);
    const reply = entry.ref;
    await Promise.all(
      reply.jobIds.map((jobId) =>
        deps.updateTarget(jobId, { reply }).catch((error: unknown) => {
          logger.warn('could not save what was learned about a reply', { jobId, error });
        }),
      ),
    );
  };

  const send = async (entry: ShownReply, delivery: Omit<Delivery, 'target' | 'requesterId'>) => {
    if (deps.mayAct && !(await deps.mayAct(entry.scope))) {
      if (delivery.final) throw new ShardMovedError();
      logger.info("left a reply's progress to its shard's new holder", { replyId: entry.ref.id });
      return;
    }
    entry.edited = true;
    const { requesterId, ref: target } = entry;
    await learn(
      entry,
      await deps.editor.deliver({ ...delivery, requesterId, target, nonce: target.id }),
    );
  };

  /** How a job's line shows progress at `at`, beyond its record (see {@link ShownProgress}). */
  const shownProgressOf = (entry: ShownReply, job: GenerationJob, at: number): ShownProgress => {
    if (job.state !== 'processing') return {};
    const place = entry.ref.jobIds.indexOf(job.id);
    const readyAt = steadyReadyAt(entry.readyAt[place], job, at, {
      toleranceMs: progressIntervalMs,
    });
    const heldUntil = entry.processingShown[place]
      ? undefined
      : heldAtServiceUntil(job, readyAt, at, holdOptions);
    return heldUntil === undefined ? { readyAt } : { heldUntil };
  };

  /** The reply's view with each job's line as `shownProgressOf` says, noting what it shows. */
  const steadyView = (
    entry: ShownReply,
    jobs: readonly GenerationJob[],
    progress: readonly ShownProgress[],
    at: number,
  ): ReplyView => {
    const view = replyViewOf(entry.ref, jobs, at);
    const generations = view.generations.map((generation, index) => {
      const { readyAt, heldUntil } = progress[index] ?? {};
      if (generation.phase !== 'processing') return generation;
      if (heldUntil !== undefined) return atServiceView(generation);
      const place = entry.ref.jobIds.indexOf(generation.jobId);
      if (place >= 0) {
        entry.processingShown[place] = true;
        entry.readyAt[place] = readyAt;
      }
      return readyAt === undefined ? generation : { ...generation, readyAt };
    });
    return { ...view, generations };
  };

  /**
   * Puts the reply's progress message up for an edit, unless nothing it shows but the service's
   * percentage changed since the last time (most reports: one per poll); shows it again when a
   * job held at the service is due to be shown.
   */
  const showProgress = (entry: ShownReply, jobs: readonly GenerationJob[]) => {
    clearTimeout(entry.recheck);
    entry.recheck = undefined;
    if (entry.final || shown.get(entry.ref.id) !== entry) return;
    const at = now();
    const progress = jobs.map((job) => shownProgressOf(entry, job, at));
    const held = progress.flatMap(({ heldUntil }) => (heldUntil === undefined ? [] : [heldUntil]));
    if (held.length > 0) {
      entry.recheck = setTimeout(showProgress, Math.min(...held) - at, entry, jobs);
      entry.recheck.unref();
    }
    const decisive = jobs.map((job, index) => decisiveOf(job, progress[index])).join(';');
    if (decisive === entry.decisive) return;
    entry.decisive = decisive;
    const t = deps.i18n.translator(entry.ref.locale);
    const message = progressMessageOf(steadyView(entry, jobs, progress, at), t);
    coalescer.progress(entry.ref.id, message.signature, message.json, message.stage);
  };

  /**
   * Shows the reply's final message. One whose last job was found ended in the store may already
   * show it (sent before a restart or a takeover): read first when this process has not edited it.
   */
  const showFinal = async (
    entry: ShownReply,
    jobs: readonly GenerationJob[],
    learned: EndLearned,
  ) => {
    const mayShowFinal = learned === 'store' && !entry.edited;
    if (mayShowFinal && showsFinal(await deps.editor.shown(entry.ref))) {
      logger.info('the final edit of a reply landed before a restart', { replyId: entry.ref.id });
      return;
    }
    const images = await fetchResultImages(deps.api, jobs, {
      maxBytes: entry.ref.attachmentSizeLimit,
      failures: downloadFailures,
    });
    const t = deps.i18n.translator(entry.ref.locale);
    const body = toApiMessage(
      renderReplyFinal(replyViewOf(entry.ref, jobs, now()), images.placements, t),
      images.files.map((file, index) => ({ id: String(index), filename: file.name })),
    );
    const final = { body, final: true, files: images.files } as const;
    await coalescer.final(entry.ref.id, () => send(entry, final));
    deps.onPosted?.(jobs, now());
    const unsettledMs = deps.handoverUnsettledFor?.(entry.scope) ?? 0;
    if (unsettledMs > 0) void reassertFinal(entry, final, unsettledMs);
  };

  /**
   * After a takeover, once the previous holder's late edits can no longer land, puts the final
   * message back on a reply that one of them covered (read once; sent again only then).
   */
  const reassertFinal = async (
    entry: ShownReply,
    final: Omit<Delivery, 'target' | 'requesterId'>,
    afterMs: number,
  ) => {
    try {
      await sleep(afterMs, undefined, { signal: closed.signal });
      if (showsFinal(await deps.editor.shown(entry.ref))) return;
      logger.warn('a late edit of the previous holder covered a final reply: sending it again', {
        replyId: entry.ref.id,
      });
      await send(entry, final);
    } catch (error) {
      if (!closed.signal.aborted) {
        logger.warn('could not check a final reply after a takeover', {
          replyId: entry.ref.id,
          error,
        });
      }
    }
  };

  /**
   * Waits for the reply's final message (shown once, however many of its jobs end at once, e.g.
   * resumed together after a takeover), then forgets the reply once every job of it that is still
   * to be delivered here has ended. A final that failed is shown again by the next attempt.
   */
  const endWithFinal = async (entry: ShownReply) => {
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
    if (undelivered.length > 0 || shown.get(entry.ref.id) !== entry) return;
    shown.delete(entry.ref.id);
    for (const id of entry.ref.jobIds) downloadFailures.delete(id);
  };

  /** Keeps the service's own words about a failed task, shown now and in Details later. */
  const noteServiceError = async (job: GenerationJob, error: unknown): Promise<GenerationJob> => {
    const target = generationTargetOf(job);
    if (!(error instanceof TaskFailedError) || target.serviceError) return job;
    const serviceError = error.serviceMessage.slice(0, 1_000);
    await deps.updateTarget(job.id, { serviceError }).catch((failure: unknown) => {
      logger.warn('could not save the service error of a job', { jobId: job.id, error: failure });
    });
    return { ...job, target: { ...job.target, serviceError } };
  };

  return {
    replyOf: (job) =>
      shown.get(generationTargetOf(job).reply.id)?.ref ?? generationTargetOf(job).reply,

    async onUpdate(job) {
      const entry = replyFor(job);
      if (!entry.ref.token) return;
      showProgress(entry, await jobsOf(entry, job));
    },

    async onFinished(job, error, learned = 'store') {
      const reported = await noteServiceError(job, error);
      const entry = replyFor(reported);
      if (!entry.ref.token) return;
      entry.ended?.add(job.id);
      if (!entry.final) {
        const jobs = await jobsOf(entry, reported);
        if (!entry.final) {
          const running = jobs.some((other) => other.id !== job.id && !isFinished(other.state));
          if (running) {
            showProgress(entry, jobs);
            return;
          }
          clearTimeout(entry.recheck);
          entry.final = showFinal(entry, jobs, learned);
        }
      }
      await endWithFinal(entry);
    },

    close() {
      closed.abort();
      coalescer.close();
    },
  };
}
