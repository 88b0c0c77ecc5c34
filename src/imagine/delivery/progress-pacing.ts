import { hash } from 'node:crypto';
import type { Logger } from '../../core/logger.js';
import type { I18n } from '../../i18n/translator.js';
import { type BackendNaming, namedTranslator } from '../../image-backend/backend-naming.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import type { ReplyView } from '../render/render-reply.js';
import { EditCoalescer } from './edit-coalescer.js';
import type { PreviewScreen } from './preview-screen.js';
import {
  atServiceView,
  heldAtServiceUntil,
  progressMessageOf,
  renderProgressJson,
  steadyReadyAt,
} from './progress-message.js';
import { previewSerialOf, resolvePreviews } from './progress-previews.js';
import type { Delivery } from './reply-editor.js';
import type { ReplyRegistry, ShownReply } from './reply-registry.js';
import { replyViewOf } from './reply-view-of.js';
import { toApiMessage } from './to-api-message.js';

/** What a job's progress line shows beyond its record: the expected end, or a hold at the service. */
interface ShownProgress {
  readonly readyAt?: number;
  /** Until when processing is shown as at the service (see `heldAtServiceUntil`). */
  readonly heldUntil?: number;
}

/**
 * What a job's progress line shows but the percentage: a reply is drawn again when it changes.
 * `preview` is the serial of the preview it shows, if any.
 */
function decisiveOf(job: GenerationJob, progress: ShownProgress = {}, preview?: number): string {
  const readyAt = progress.readyAt === undefined ? '' : Math.round(progress.readyAt / 1_000);
  const held = progress.heldUntil === undefined ? '' : 'held';
  const { state, queuePosition = '', queueEta, error, processingStart, backendQueue } = job;
  const atBackend = backendQueue?.position ?? '';
  const startsAt = queueEta === undefined ? '' : Math.round(queueEta / 1_000);
  const unreachable = job.unreachable ? 'unreachable' : '';
  const refitting = job.refitting ? 'refitting' : '';
  return `${state}|${queuePosition}|${startsAt}|${error?.name ?? ''}|${processingStart?.at ?? ''}|${readyAt}|${held}|${atBackend}|${preview ?? ''}|${unreachable}|${refitting}`;
}

/**
 * A short digest of a progress edit's facts (thousands of replies each keep their last one): 16
 * bytes as 22 characters of their own (a slice would keep the whole digest alive per reply).
 */
const digestOf = (json: string) => hash('sha256', json, 'buffer').toString('base64url', 0, 16);

/** What {@link ProgressPacing} needs. */
export interface ProgressPacingDependencies {
  readonly replies: ReplyRegistry;
  /** Sends a rendered message on a reply (under its tenure). */
  readonly send: (
    entry: ShownReply,
    delivery: Omit<Delivery, 'target' | 'requesterId'>,
  ) => Promise<void>;
  readonly i18n: I18n;
  /** How texts name the backend of a job (`GenerationJob.backend`), when it is still configured. */
  readonly namingOf?: (backendId: string | undefined) => BackendNaming | undefined;
  readonly logger: Logger;
  readonly now: () => number;
  /** Least time between two edits of one message (`EDIT_INTERVAL_MS`). @default 1500 */
  readonly editIntervalMs?: number;
  /** Least time between two progress edits of one message (`PROGRESS_EDIT_INTERVAL_MS`). @default 5000 */
  readonly progressIntervalMs?: number;
  /** Progress edits per second for the whole process (`PROGRESS_EDITS_PER_SECOND`). @default 10 */
  readonly progressEditsPerSecond?: number;
  /** Whether a preview may be shown (the image safety check); without it none is. */
  readonly previewScreen?: PreviewScreen;
}

/**
 * A reply's progress, coalesced and spaced: drawn only when more than the percentage changed,
 * processing shown with a steady countdown (or "at the service" while due soon, until a preview
 * comes), each new preview as progress within the stage, and the final edit waiting its turn
 * behind it.
 */
export class ProgressPacing {
  readonly #deps: ProgressPacingDependencies;
  readonly #intervalMs: number;
  /** A pending edit is its message's JSON, drawn in the reply's language when sent. */
  readonly #coalescer: EditCoalescer<string>;

  constructor(deps: ProgressPacingDependencies) {
    this.#deps = deps;
    this.#intervalMs = deps.progressIntervalMs ?? 5_000;
    this.#coalescer = new EditCoalescer<string>({
      intervalMs: deps.editIntervalMs,
      progressIntervalMs: this.#intervalMs,
      progressEditsPerSecond: deps.progressEditsPerSecond,
      now: deps.now,
      onDropped: (replyId, error) => {
        deps.logger.debug('dropped a progress edit', { replyId, error });
        const entry = deps.replies.get(replyId);
        if (entry) entry.decisive = undefined;
      },
      sendEdit: async (replyId, json) => {
        const entry = deps.replies.get(replyId);
        if (!entry) return;
        const shown = await resolvePreviews(entry, json, deps.previewScreen);
        const sent = digestOf(shown.json);
        if (sent === entry.sentProgress || !deps.replies.holds(entry) || entry.final) return;
        const t = namedTranslator(
          deps.i18n.translator(entry.ref.locale),
          deps.namingOf?.(entry.backend),
        );
        const attachments = shown.files.map((file, index) => ({
          id: String(index),
          filename: file.name,
        }));
        const body = toApiMessage(renderProgressJson(shown.json, t), attachments);
        await deps.send(entry, { body, final: false, files: shown.files });
        entry.sentProgress = sent;
      },
    });
  }

  /** A reply shown from now on: what it showed when acknowledged is not sent again. */
  begin(entry: ShownReply): void {
    const { id, opening, tokenCreatedAt } = entry.ref;
    if (opening) this.#coalescer.seed(id, opening.signature, opening.stage, tokenCreatedAt);
  }

  /**
   * Puts the reply's progress message up for an edit unless only the percentage changed (most
   * reports); shows it again when a job held at the service is due to be shown.
   */
  show(entry: ShownReply, jobs: readonly GenerationJob[]): void {
    this.stop(entry);
    if (entry.final || !this.#deps.replies.holds(entry)) return;
    const at = this.#deps.now();
    const progress = jobs.map((job) => this.#shownProgressOf(entry, job, at));
    const held = progress.flatMap(({ heldUntil }) => (heldUntil === undefined ? [] : [heldUntil]));
    if (held.length > 0) {
      entry.recheck = setTimeout(() => this.show(entry, jobs), Math.min(...held) - at);
      entry.recheck.unref();
    }
    const decisive = jobs
      .map((job, index) =>
        decisiveOf(job, progress[index], this.#previewOf(entry, job, progress[index])),
      )
      .join(';');
    if (decisive === entry.decisive) return;
    entry.decisive = decisive;
    const t = this.#deps.i18n.translator(entry.ref.locale);
    const message = progressMessageOf(this.#steadyView(entry, jobs, progress, at), t);
    this.#coalescer.progress(entry.ref.id, message.signature, message.json, message.stage);
  }

  /** Sends the final message once the reply's edit in flight is done (never dropped). */
  final(entry: ShownReply, send: () => Promise<void>): Promise<void> {
    this.stop(entry);
    return this.#coalescer.final(entry.ref.id, send);
  }

  /** Stops showing progress on the reply (its timer). */
  stop(entry: ShownReply): void {
    clearTimeout(entry.recheck);
    entry.recheck = undefined;
  }

  /** Drops the reply's pending edit and timer. */
  forget(entry: ShownReply): void {
    this.stop(entry);
    this.#coalescer.forget(entry.ref.id);
  }

  close(): void {
    this.#coalescer.close();
  }

  /** How a job's line shows progress at `at`, beyond its record (see {@link ShownProgress}). */
  #shownProgressOf(entry: ShownReply, job: GenerationJob, at: number): ShownProgress {
    if (job.state !== 'processing') return {};
    const place = entry.ref.jobIds.indexOf(job.id);
    const readyAt = steadyReadyAt(entry.readyAt[place], job, at, { toleranceMs: this.#intervalMs });
    const hold = { patienceMs: this.#intervalMs, soonMs: 2 * this.#intervalMs };
    // A preview is news worth its edit: it ends the hold, spaced as progress is.
    const shown = entry.processingShown[place] || previewSerialOf(entry, job.id) !== undefined;
    const heldUntil = shown ? undefined : heldAtServiceUntil(job, readyAt, at, hold);
    return heldUntil === undefined ? { readyAt } : { heldUntil };
  }

  /** The serial of the preview a job's line shows: while processing, not held at the service. */
  #previewOf(entry: ShownReply, job: GenerationJob, progress: ShownProgress = {}) {
    if (job.state !== 'processing' || progress.heldUntil !== undefined) return undefined;
    return previewSerialOf(entry, job.id);
  }

  /** The reply's view with each job's line as `#shownProgressOf` says, noting what it shows. */
  #steadyView(
    entry: ShownReply,
    jobs: readonly GenerationJob[],
    progress: readonly ShownProgress[],
    at: number,
  ): ReplyView {
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
      const previewSerial = previewSerialOf(entry, generation.jobId);
      return {
        ...generation,
        ...(readyAt !== undefined && { readyAt }),
        ...(previewSerial !== undefined && { previewSerial }),
      };
    });
    return { ...view, generations };
  }
}
