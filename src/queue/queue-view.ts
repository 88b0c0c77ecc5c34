import { defaultsOf, type TakenParameters } from '../image-backend/capabilities.js';
import type { GenerationJob } from '../jobs/generation-job.js';
import { LINE_PLACES } from '../jobs/line/line-projection.js';
import type { PoolView } from './pool-view.js';

/** One generation of the server's queue that the reader may see: everything `/queue` shows. */
export interface ShownEntry extends Placed {
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

/** Where a waiting generation stands: its number in the list (none for a running one). */
interface Placed {
  /**
   * 1-based: its place in its pool's whole line (every server's images) when it waits at a pooled
   * backend, else its place in this server's list.
   */
  readonly place?: number;
  /** Behind the first `place` of its pool's line (the line projects no further). */
  readonly past?: true;
}

/**
 * Another member's private generation: only its place in the list and how long it has been there.
 * Its id, prompt, requester, workflow and size are not in the view, so nothing renders them.
 */
export interface PrivateEntry extends Placed {
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
  /** The pooled backends the server uses or has generations at: their servers and line. */
  readonly pools: readonly PoolView[];
}

/** The pools to show, and which backends wait in a pool's line (their places are the line's). */
export interface PooledLines {
  readonly views: readonly PoolView[];
  readonly pooled: (backend: string | undefined) => boolean;
}

const NO_POOLS: PooledLines = { views: [], pooled: () => false };

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
  placed: Placed,
) {
  const elapsedMs = Math.max(0, reader.now - job.createdAt);
  const mine = job.userId === reader.userId;
  if (!mine && isPrivate(job)) {
    return { kind: 'private', elapsedMs, ...placed } satisfies PrivateEntry;
  }
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
    ...placed,
    ...(typeof request.prompt === 'string' ? { prompt: request.prompt } : {}),
    mine,
  } satisfies ShownEntry;
}

/**
 * The `/queue` view of a scope's jobs for `reader` (another's private one only as such), each shown
 * with what its backend declares for what it left unset; a job waiting at a pooled backend
 * numbered by its place in the pool's line, the others by their place in the scope's list.
 */
export function queueViewOf(
  queue: { readonly running: readonly GenerationJob[]; readonly waiting: readonly GenerationJob[] },
  reader: QueueReader,
  isPrivate: IsPrivateGeneration,
  capabilitiesOf: QueuedBackend,
  pools: PooledLines = NO_POOLS,
): QueueView {
  const entry = (job: GenerationJob, placed: Placed): QueueEntry =>
    entryOf(job, reader, isPrivate, capabilitiesOf, placed);
  const waitingPlace = (job: GenerationJob, index: number): Placed => {
    if (!pools.pooled(job.backend) || job.queuePosition === undefined) return { place: index + 1 };
    return job.queuePosition > LINE_PLACES
      ? { place: LINE_PLACES, past: true }
      : { place: job.queuePosition };
  };
  return {
    running: queue.running.map((job) => entry(job, {})),
    waiting: queue.waiting.map((job, index) => entry(job, waitingPlace(job, index))),
    canCancel: reader.canCancel,
    pools: pools.views,
  };
}

/**
 * What the reader may take out of the queue, each at its 1-based `position` (its `place`): nothing
 * without Manage Messages, else every waiting generation they may see (not another member's
 * private one). A chosen value must name one.
 */
export function cancelChoices(view: QueueView): { position: number; entry: ShownEntry }[] {
  if (!view.canCancel) return [];
  return view.waiting.flatMap((entry) =>
    entry.kind === 'shown' && entry.place !== undefined ? [{ position: entry.place, entry }] : [],
  );
}
