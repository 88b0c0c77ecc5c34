import { type GenerationJob, JOB_STATES, type JobState } from './generation-job.js';
import type { JobStore } from './job-store.js';
import type { JobLine, QueueRoom, QueueStats } from './line/job-line.js';
import type { PoolLoad } from './line/pool-load.js';
import type { MemberCap } from './member-cap.js';
import type { TrackedJob } from './tracked-job.js';

/**
 * What may be asked of the jobs without changing them (a job, a member's count, a scope's queue,
 * the counts for `/metrics`), from what this process tracks; `JobManager` extends it.
 */
export abstract class JobReadModel {
  /** The jobs this process tracks, by id. */
  protected readonly tracked = new Map<string, TrackedJob>();
  /** Each member's unfinished jobs (in memory, or shared among processes). */
  protected abstract readonly cap: MemberCap;
  /** The fair line every job waits in for a slot. */
  protected abstract readonly line: JobLine;

  constructor(protected readonly store: JobStore) {}

  /** A copy of the job, from memory or the store; undefined when unknown or expired. */
  async get(jobId: string): Promise<GenerationJob | undefined> {
    return this.tracked.get(jobId)?.snapshot() ?? this.store.get(jobId);
  }

  /** How many unfinished jobs (waiting or running) the member has, in every process sharing the store. */
  activeCount(userId: string): Promise<number> {
    return this.cap.count(userId);
  }

  /**
   * The member's unfinished jobs ({@link activeCount}), told apart: those waiting for a slot (or
   * accepted, not queued yet) as this process tracks them, the rest running.
   */
  async underWay(userId: string): Promise<{ running: number; waiting: number }> {
    const all = await this.cap.count(userId);
    let waiting = 0;
    for (const { job } of this.tracked.values()) {
      if (job.userId === userId && (job.state === 'waiting' || job.state === 'accepted'))
        waiting += 1;
    }
    waiting = Math.min(waiting, all);
    return { running: all - waiting, waiting };
  }

  /** Copies of `scope`'s jobs here: holding a slot (oldest first), and waiting (by their place). */
  queueOf(scope: string): { running: GenerationJob[]; waiting: GenerationJob[] } {
    const { running, waiting } = this.line.list(scope);
    const copies = (ids: readonly string[]) =>
      ids.flatMap((id) => this.tracked.get(id)?.snapshot() ?? []);
    return { running: copies(running), waiting: copies(waiting) };
  }

  /**
   * How long an animation holds a slot of `backend` (absent: the original service), going by the
   * last ones this process saw finish (ms); undefined until one did.
   */
  animationMs(backend?: string): number | undefined {
    return this.line.animationMs(backend ?? '');
  }

  /** How many jobs of the scope wait for a slot. */
  queueLength(scope: string): number {
    return this.line.waiting(scope);
  }

  /**
   * The scope's jobs waiting on `backend`'s lane (absent: the original service's) and the slots
   * new ones would take at once (see {@link JobLine.room}; `waitingWith` counts a request in it).
   */
  queueRoom(scope: string, backend?: string): Promise<QueueRoom> {
    return this.line.room(scope, backend);
  }

  /** The queues of every scope of this process (see {@link JobLine.queues}). */
  queues(): QueueStats {
    return this.line.queues();
  }

  /**
   * Each pooled backend's servers, the slots taken on them and its line's length, `scope`'s
   * waiting jobs counted apart (see {@link JobLine.poolLoads}).
   */
  poolLoads(scope?: string): Promise<PoolLoad[]> {
    return this.line.poolLoads(scope);
  }

  /** How many jobs this process tracks in each state (every state, 0 included); no store read. */
  countByState(): Record<JobState, number> {
    const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<
      JobState,
      number
    >;
    for (const { job } of this.tracked.values()) counts[job.state] += 1;
    return counts;
  }
}
