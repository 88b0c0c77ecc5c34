import { GENERATION_PARAMETERS as P } from '../image-api/generation-parameters.js';
import type { GenerationJob } from '../jobs/generation-job.js';

/** One generation of the server's queue, as `/queue` shows it. */
export interface QueueEntry {
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

function entryOf(job: GenerationJob, reader: QueueReader): QueueEntry {
  const { request } = job;
  const width = request.width ?? P.width.serviceDefault;
  const height = request.height ?? P.height.serviceDefault;
  return {
    jobId: job.id,
    requesterId: job.userId,
    workflow: request.workflow ?? P.workflow.serviceDefault,
    size: `${width}×${height}`,
    elapsedMs: Math.max(0, reader.now - job.createdAt),
    ...(typeof request.prompt === 'string' ? { prompt: request.prompt } : {}),
    mine: job.userId === reader.userId,
  };
}

/** The `/queue` view of a scope's jobs (`JobManager.queueOf`) for `reader`. */
export function queueViewOf(
  queue: { readonly running: readonly GenerationJob[]; readonly waiting: readonly GenerationJob[] },
  reader: QueueReader,
): QueueView {
  return {
    running: queue.running.map((job) => entryOf(job, reader)),
    waiting: queue.waiting.map((job) => entryOf(job, reader)),
    canCancel: reader.canCancel,
  };
}
