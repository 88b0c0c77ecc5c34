import { GENERATION_PARAMETERS as P } from '../image-api/generation-parameters.js';
import type { GenerationJob } from '../jobs/generation-job.js';

/** One generation of the server's queue that the reader may see: everything `/queue` shows. */
export interface ShownEntry {
  readonly kind: 'shown';
  readonly jobId: string;
  readonly requesterId: string;
  readonly workflow: string;
  /** `WIDTH×HEIGHT`, the service's default when not sent. */
  readonly size: string;
  /** Since the member asked for it. */
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
  /** Since the member asked for it. */
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
export interface QueueReader {
  readonly userId: string;
  readonly canCancel: boolean;
  readonly now: number;
}

/**
 * Whether a generation's reply is private (only the member who asked sees it). The queue cannot
 * read that itself: the reply is `/imagine`'s, kept in the job's opaque `target`; the command
 * (`commands/queue.ts`) passes `/imagine`'s own reading of it.
 */
export type IsPrivateGeneration = (job: GenerationJob) => boolean;

function entryOf(job: GenerationJob, reader: QueueReader, isPrivate: IsPrivateGeneration) {
  const elapsedMs = Math.max(0, reader.now - job.createdAt);
  const mine = job.userId === reader.userId;
  if (!mine && isPrivate(job)) return { kind: 'private', elapsedMs } satisfies PrivateEntry;
  const { request } = job;
  const width = request.width ?? P.width.serviceDefault;
  const height = request.height ?? P.height.serviceDefault;
  return {
    kind: 'shown',
    jobId: job.id,
    requesterId: job.userId,
    workflow: request.workflow ?? P.workflow.serviceDefault,
    size: `${width}×${height}`,
    elapsedMs,
    ...(typeof request.prompt === 'string' ? { prompt: request.prompt } : {}),
    mine,
  } satisfies ShownEntry;
}

/**
 * The `/queue` view of a scope's jobs (`JobManager.queueOf`) for `reader`: another member's private
 * generation is listed only as such.
 */
export function queueViewOf(
  queue: { readonly running: readonly GenerationJob[]; readonly waiting: readonly GenerationJob[] },
  reader: QueueReader,
  isPrivate: IsPrivateGeneration,
): QueueView {
  const entries = (jobs: readonly GenerationJob[]) =>
    jobs.map((job): QueueEntry => entryOf(job, reader, isPrivate));
  return {
    running: entries(queue.running),
    waiting: entries(queue.waiting),
    canCancel: reader.canCancel,
  };
}

/** A queued generation the reader may take out of the queue, at its place in the queue. */
export interface CancelChoice {
  /** 1-based place in the queue. */
  readonly position: number;
  readonly entry: ShownEntry;
}

/**
 * What the reader may take out of the queue: nothing without Manage Messages, else every waiting
 * generation they may see. Another member's private generation is not among them (its reply is
 * seen by no one else, and cannot be judged or named from here); its member cancels it from it.
 * The select offers these, and a chosen value is honoured only when it names one of them.
 */
export function cancelChoices(view: QueueView): CancelChoice[] {
  if (!view.canCancel) return [];
  return view.waiting.flatMap((entry, index) =>
    entry.kind === 'shown' ? [{ position: index + 1, entry }] : [],
  );
}
