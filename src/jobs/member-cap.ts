import type { GenerationJob } from './generation-job.js';
import { MemberCapError } from './job-errors.js';
import type { MemberSlots } from './job-manager-options.js';

/**
 * Each member's unfinished jobs counted against `maxActivePerMember`: the guard that holds when
 * two starts of one member race (in one process or several), behind the bot's admission.
 */
export interface MemberCap {
  /**
   * Counts new job `jobId` of `userId`: at once in memory (two starts in this process count each
   * other before either is saved), with a promise when shared.
   * @throws {MemberCapError} when the member has the most unfinished jobs already.
   */
  take(userId: string, jobId: string): Promise<void> | undefined;
  /** An unfinished job is tracked by this process (new, or resumed). */
  tracked?(job: GenerationJob): void;
  /** An unfinished job is no longer tracked; its place is given back unless `keep` (it lives on). */
  untracked(job: GenerationJob, keep: boolean): void;
  /** Counts again the unfinished jobs taken back from the store (after a restart or a takeover). */
  hold?(jobs: readonly GenerationJob[]): Promise<void>;
  /** Ended, undelivered jobs taken back: a place the process that ended them kept is given back. */
  endedElsewhere?(jobs: readonly GenerationJob[]): void;
  /** How many unfinished jobs the member has (in every process that shares the count). */
  count(userId: string): Promise<number>;
}

/** The count of one process: the jobs it tracks, in memory (nothing to hold or give back). */
export class LocalMemberCap implements MemberCap {
  readonly #active = new Map<string, number>();

  constructor(private readonly limit: number) {}

  take(userId: string): undefined {
    if ((this.#active.get(userId) ?? 0) >= this.limit) throw new MemberCapError(this.limit);
    return undefined;
  }

  tracked(job: GenerationJob): void {
    this.#add(job.userId, 1);
  }

  untracked(job: GenerationJob): void {
    this.#add(job.userId, -1);
  }

  async count(userId: string): Promise<number> {
    return this.#active.get(userId) ?? 0;
  }

  #add(userId: string, delta: 1 | -1): void {
    const count = (this.#active.get(userId) ?? 0) + delta;
    if (count > 0) this.#active.set(userId, count);
    else this.#active.delete(userId);
  }
}

/**
 * The count several processes share (`MemberSlots`): a job holds its slot from its start to its
 * end, wherever it runs; `release` gives it back durably (retried as the job's own writes are).
 */
export class SharedMemberCap implements MemberCap {
  constructor(
    private readonly slots: MemberSlots,
    private readonly limit: number,
    private readonly release: (job: GenerationJob, write: () => Promise<void>) => void,
  ) {}

  async take(userId: string, jobId: string): Promise<void> {
    if (!(await this.slots.take(userId, jobId, this.limit))) throw new MemberCapError(this.limit);
  }

  endedElsewhere(jobs: readonly GenerationJob[]): void {
    for (const job of jobs) this.release(job, () => this.slots.release(job));
  }

  untracked(job: GenerationJob, keep: boolean): void {
    if (!keep) this.release(job, () => this.slots.release(job));
  }

  async hold(jobs: readonly GenerationJob[]): Promise<void> {
    await Promise.all(jobs.map((job) => this.slots.hold(job.userId, job.id)));
  }

  count(userId: string): Promise<number> {
    return this.slots.count(userId);
  }
}
