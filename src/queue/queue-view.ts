import { defaultsOf, type TakenParameters } from '../image-backend/capabilities.js';
import type { GenerationJob } from '../jobs/generation-job.js';

/** One generation of the server's queue that the reader may see: everything `/queue` shows. */
export interface ShownEntry {
  readonly kind: 'shown';
  readonly jobId: string;
  readonly requesterId: string;
  /**
   * The workflow or model it asked for, else the one its backend declares as its default (the
   * image service's `default`); absent where none is declared (ComfyUI's, the Horde's).
   */
  readonly workflow?: string;
  /** `WIDTH×HEIGHT` asked for, else as its backend declares its default; absent where neither. */
  readonly size?: string;
  readonly elapsedMs: number;
  /** The prompt text (a workflow file's graph is not text: absent). */
  readonly prompt?: string;
  /** Asked for by the member reading the list. */
  readonly mine: boolean;
}

/**
 * Another member's private generation: only its place in the list and how long it has been there.
 * Its id, prompt, requester, workflow and size are not in the view, so nothing renders them.
 */
export interface PrivateEntry {
  readonly kind: 'private';
  /** Since the member asked for it (for every entry). */
  readonly elapsedMs: number;
}

/** One generation of the server's queue, as `/queue` shows it to its reader. */
export type QueueEntry = ShownEntry | PrivateEntry;

/** This server's generations running and waiting (in queue order, position = index + 1). */
export interface QueueView {
  readonly running: readonly QueueEntry[];
  readonly waiting: readonly QueueEntry[];
  /** The reader may take queued generations out (Manage Messages). */
  readonly canCancel: boolean;
}

/** Who reads the list, and when. */
type QueueReader = { readonly userId: string; readonly canCancel: boolean; readonly now: number };

/**
 * Whether a generation's reply is private (only its member sees it): `/imagine`'s own reading of
 * the job's opaque `target`, passed by the command (`commands/queue.ts`).
 */
export type IsPrivateGeneration = (job: GenerationJob) => boolean;

/**
 * What a job's backend (`GenerationJob.backend`; absent: the original service) takes and declares;
 * `undefined` for one no longer configured (nothing then shown as its default).
 */
export type QueuedBackend = (backend: string | undefined) => TakenParameters | undefined;

function entryOf(
  job: GenerationJob,
  reader: QueueReader,
  isPrivate: IsPrivateGeneration,
  capabilitiesOf: QueuedBackend,
) {
  const elapsedMs = Math.max(0, reader.now - job.createdAt);
  const mine = job.userId === reader.userId;
  if (!mine && isPrivate(job)) return { kind: 'private', elapsedMs } satisfies PrivateEntry;
  const { request } = job;
  const capabilities = capabilitiesOf(job.backend);
  const defaults = capabilities ? defaultsOf(capabilities, request) : {};
  const width = request.width ?? defaults.width;
  const height = request.height ?? defaults.height;
  const declared = defaults.workflow ?? defaults.model;
  const chosen =
    request.workflow ?? request.model ?? (declared === undefined ? undefined : String(declared));
  return {
    kind: 'shown',
    jobId: job.id,
    requesterId: job.userId,
    ...(chosen !== undefined && { workflow: chosen }),
    ...(width !== undefined && height !== undefined && { size: `${width}×${height}` }),
    elapsedMs,
    ...(typeof request.prompt === 'string' ? { prompt: request.prompt } : {}),
    mine,
  } satisfies ShownEntry;
}

/**
 * The `/queue` view of a scope's jobs for `reader` (another's private one only as such), each shown
 * with what its backend declares for what it left unset.
 */
export function queueViewOf(
  queue: { readonly running: readonly GenerationJob[]; readonly waiting: readonly GenerationJob[] },
  reader: QueueReader,
  isPrivate: IsPrivateGeneration,
  capabilitiesOf: QueuedBackend,
): QueueView {
  const entries = (jobs: readonly GenerationJob[]) =>
    jobs.map((job): QueueEntry => entryOf(job, reader, isPrivate, capabilitiesOf));
  return {
    running: entries(queue.running),
    waiting: entries(queue.waiting),
    canCancel: reader.canCancel,
  };
}

/**
 * What the reader may take out of the queue, each at its 1-based `position`: nothing without
 * Manage Messages, else every waiting generation they may see (not another member's private one).
 * A chosen value must name one.
 */
export function cancelChoices(view: QueueView): { position: number; entry: ShownEntry }[] {
  if (!view.canCancel) return [];
  return view.waiting.flatMap((entry, index) =>
    entry.kind === 'shown' ? [{ position: index + 1, entry }] : [],
  );
}
