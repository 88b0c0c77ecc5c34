import type { Logger } from '../../core/logger.js';
import type { TaskPreview } from '../../image-backend/task-preview.js';
import { type GenerationJob, isFinished, type JobTarget } from '../../jobs/generation-job.js';
import type { Tenure } from '../../shards/shard-tenure.js';
import { generationTargetOf, type ReplyRef, type ReplyTarget } from './reply-target.js';
import type { ResultFile } from './result-image.js';

/**
 * A reply being shown: its target as learned, and what a progress edit needs beyond the job just
 * reported, no more (thousands are held at once).
 */
export interface ShownReply {
  ref: ReplyRef;
  /** Who asked (every job of a reply is the same member's). */
  readonly requesterId: string;
  /** The image backend its jobs run on (`GenerationJob.backend`; absent: the original service). */
  readonly backend?: string;
  /** The tenure of its jobs' shard it is shown under, and dropped with. */
  readonly tenure: Tenure;
  /** The latest snapshot of each job of a reply of several (absent for a reply of one). */
  readonly jobs?: Map<string, GenerationJob>;
  /** Whether this process edited it (else its final may have landed before a restart). */
  edited: boolean;
  /** The final message being shown (or shown), which every job of the reply that ends awaits. */
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
  /** The latest preview of each processing job of the reply that has one, by job id. */
  previews?: Map<string, HeldPreview>;
  /** A digest of the facts the last progress edit sent, previews resolved (an equal one is not sent). */
  sentProgress?: string;
}

/** A job's latest preview, and its attachment once checked (undefined: not to be shown). */
export interface HeldPreview {
  readonly preview: TaskPreview;
  file?: Promise<ResultFile | undefined>;
}

/** The tenure of a lone process, which holds every shard for good. */
const FOR_GOOD: Tenure = {
  shard: 0,
  epoch: 0,
  signal: new AbortController().signal,
  mayAct: () => true,
  unsettledFor: () => 0,
};

/** What a {@link ReplyRegistry} needs. */
export interface ReplyRegistryDependencies {
  /** A job as saved now (from memory or the store). */
  readonly loadJob: (jobId: string) => Promise<GenerationJob | undefined>;
  readonly updateTarget: (jobId: string, patch: JobTarget) => Promise<unknown>;
  /**
   * The tenure under which this process holds `scope`'s shard now (undefined: it does not). A reply
   * is shown under its first report's, and dropped with its edits and timers when that ends; each
   * edit asks its `mayAct` first (progress refused is dropped, a final throws `ShardMovedError`).
   * @default one tenure that never ends (one process)
   */
  readonly tenureOf?: (scope: string) => Tenure | undefined;
  /** Told of each reply shown from now on, and of each forgotten (to drop its edits and timers). */
  readonly onBegin: (entry: ShownReply) => void;
  readonly onForget: (entry: ShownReply) => void;
  readonly logger: Logger;
}

/** The replies this process shows, each forgotten at once when the tenure of its first report ends. */
export class ReplyRegistry {
  readonly #shown = new Map<string, ShownReply>();
  /** The tenures whose end is listened to (once each). */
  readonly #watched = new WeakSet<Tenure>();

  constructor(private readonly deps: ReplyRegistryDependencies) {}

  /** The reply shown under `replyId`, if any. */
  get(replyId: string): ShownReply | undefined {
    return this.#shown.get(replyId);
  }

  /** Whether `entry` is still the reply shown under its id. */
  holds(entry: ShownReply): boolean {
    return this.#shown.get(entry.ref.id) === entry;
  }

  /** The reply `job` belongs to, shown under its shard's tenure; undefined when that ended. */
  replyFor(job: GenerationJob): ShownReply | undefined {
    const { reply } = generationTargetOf(job);
    const known = this.#shown.get(reply.id);
    if (known) return known;
    const tenure = (this.deps.tenureOf ?? (() => FOR_GOOD))(job.scope);
    if (!tenure || tenure.signal.aborted) return undefined;
    if (!this.#watched.has(tenure)) {
      this.#watched.add(tenure);
      tenure.signal.addEventListener('abort', () => this.#drop(tenure), { once: true });
    }
    const several = reply.jobIds.length > 1 || reply.jobIds[0] !== job.id;
    const entry: ShownReply = {
      ref: reply,
      requesterId: job.userId,
      ...(job.backend !== undefined && { backend: job.backend }),
      tenure,
      ...(several && { jobs: new Map<string, GenerationJob>(), ended: new Set<string>() }),
      edited: false,
      // One slot per job: an empty array written at an index grows to 17 (184 bytes each).
      readyAt: reply.jobIds.map(() => undefined),
      processingShown: reply.jobIds.map(() => false),
    };
    this.#shown.set(reply.id, entry);
    this.deps.onBegin(entry);
    return entry;
  }

  /**
   * The reply's jobs in order, `reported` as it is now, the others as last reported when that was
   * their end, else as loaded now (another process may have ended them while it held the shard).
   */
  async jobsOf(entry: ShownReply, reported: GenerationJob): Promise<GenerationJob[]> {
    if (!entry.jobs) return [reported];
    entry.jobs.set(reported.id, reported);
    const jobs: GenerationJob[] = [];
    for (const id of entry.ref.jobIds) {
      const known = entry.jobs.get(id);
      const ended = known !== undefined && (id === reported.id || isFinished(known.state));
      const job = ended ? known : ((await this.deps.loadJob(id)) ?? known);
      if (job) {
        entry.jobs.set(id, job);
        jobs.push(job);
      }
    }
    return jobs;
  }

  /** Keeps what delivery learned about the reply, saved on every job of it. */
  async learn(entry: ShownReply, patch: Partial<ReplyTarget>): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    // Not `{ ...ref, ...patch }`: V8 would give each a hidden class of its own (~700 bytes).
    entry.ref = Object.assign({}, entry.ref, patch);
    const reply = entry.ref;
    await Promise.all(
      reply.jobIds.map((jobId) =>
        this.deps.updateTarget(jobId, { reply }).catch((error: unknown) => {
          this.deps.logger.warn('could not save what was learned about a reply', { jobId, error });
        }),
      ),
    );
  }

  /** Forgets `entry` (shown to its end), with what is kept for it. */
  forget(entry: ShownReply): void {
    if (!this.holds(entry)) return;
    this.#shown.delete(entry.ref.id);
    this.deps.onForget(entry);
  }

  /** A tenure ended: every reply shown under it is forgotten, with its pending edits and timers. */
  #drop(tenure: Tenure): void {
    const lost = [...this.#shown.values()].filter((entry) => entry.tenure === tenure);
    for (const entry of lost) this.forget(entry);
    const { shard, epoch } = tenure;
    const replies = lost.length;
    this.deps.logger.info('dropped the replies of a lost shard', { shard, epoch, replies });
  }
}
