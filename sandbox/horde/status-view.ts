import type { HordeJob, WaitingPrompt } from './waiting-prompt.js';
import { isDone, jobCounts, ranksBefore } from './waiting-prompt.js';
import type { WorkerPool } from './worker-pool.js';

/** What the status of a request is computed from. */
export interface StatusContext {
  readonly pool: WorkerPool;
  /** Every live request (for the queue position). */
  readonly live: readonly WaitingPrompt[];
  readonly now: number;
  /** Mean scaled job duration in ms. */
  readonly meanJobMs: number;
}

/** `RequestStatusCheck` as the Horde's `get_status(lite=True)` computes it. */
export function checkStatus(wp: WaitingPrompt, ctx: StatusContext) {
  const counts = jobCounts(wp);
  // Every request with images waiting is in the queue, those no worker can serve included.
  const inQueue = (other: WaitingPrompt) => !other.faulted && jobCounts(other).waiting > 0;
  const queued = ctx.live.filter(inQueue);
  const ahead = queued.filter((other) => other !== wp && ranksBefore(other, wp));
  const mine = inQueue(wp) ? counts.waiting : 0;
  const queuedJobs = mine + ahead.reduce((sum, other) => sum + jobCounts(other).waiting, 0);
  const threads = Math.max(1, Math.min(ctx.pool.threadsFor(wp), queued.length));
  const running = wp.jobs.filter((job) => job.state === 'processing');
  const longest = Math.max(0, ...running.map((job) => (job.endsAt ?? ctx.now) - ctx.now));
  const waitMs = (queuedJobs * ctx.meanJobMs) / threads + longest;
  const served = ctx.pool.threadsFor(wp) > 0 && wp.fate !== 'impossible';
  return {
    finished: counts.finished,
    processing: counts.processing,
    restarted: wp.restarted,
    waiting: counts.waiting,
    done: isDone(wp),
    faulted: wp.faulted,
    wait_time: Math.round(waitMs / 1000),
    queue_position: mine > 0 ? ahead.length + 1 : 0,
    kudos: Math.round(wp.consumedKudos),
    is_possible: served || counts.processing > 0,
  };
}

/** One finished image as `GenerationStable`, given its `img` (URL or base64). */
export function generationView(wp: WaitingPrompt, job: HordeJob, img: string) {
  return {
    img,
    seed: job.seed,
    id: job.generationId ?? '',
    worker_id: job.workerId ?? '',
    worker_name: job.workerName ?? '',
    model: job.model ?? wp.models[0] ?? '',
    state: 'ok',
    censored: job.censored,
    gen_metadata: [
      ...wp.loras.faults,
      ...(job.censored ? [{ type: 'censorship', value: 'nsfw' }] : []),
    ],
  };
}
