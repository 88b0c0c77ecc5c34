import type { Logger } from '../core/logger.js';
import { WRITE_ONCE, type WritePolicy, writeDurably } from './durable-write.js';
import { copyJob, type GenerationJob, isFinished, toJobError } from './generation-job.js';
import type { JobObserver } from './job-observer.js';
import type { JobStore } from './job-store.js';
import { LatestOnlyRunner } from './latest-only-runner.js';
import type { PollOutcome } from './task-poll.js';

/** Fields a restart does not need: changed alone, they are reported but not written. */
const MEMORY_ONLY: ReadonlySet<string> = new Set(['progress', 'progressAt']);

/**
 * Fields whose first value is written and whose later changes are not (alone): a queue position
 * is saved when the job enters the queue and recomputed when the queue is resumed; saved at each
 * move, a queue of n moving by one place would be n writes.
 */
const FIRST_VALUE_ONLY: ReadonlySet<string> = new Set(['queuePosition']);

/** Whether setting `key` from `from` to `to` needs no write of its own. */
const memoryOnlyChange = (key: string, from: unknown, to: unknown) =>
  MEMORY_ONLY.has(key) || (FIRST_VALUE_ONLY.has(key) && from !== undefined && to !== undefined);

const writeOnce = () => WRITE_ONCE;
const REFUSED = Promise.resolve(false);

/** A change to a job; an `undefined` value removes the field. */
export type JobPatch = { [K in keyof GenerationJob]?: GenerationJob[K] | undefined };

/**
 * A job the manager holds in memory, with its own ordered save queue and update queue, so saves
 * and `onUpdate` calls of one job never overtake each other. Saves go as `policy` allows (see
 * `writeDurably`): a failed one is tried again, so while the store is unreachable the job keeps
 * what it learned in memory, and what waits for the save (a report, the delivery) waits with it.
 * Once a save is given up or refused, the job saves nothing more: what the store holds is for the
 * process that resumes it. `policyOf` gives the policy of a save (shared by every job of a manager).
 */
export class TrackedJob {
  /** The live error of a failure in this process, handed to `onFinished`. */
  error: unknown;
  /** Whether this process saw the job end ({@link TrackedJob.end}), rather than found it ended. */
  endedHere = false;
  /** Set once delivery has begun, so a job is never delivered twice. */
  delivering = false;
  readonly #job: GenerationJob;
  // The runners exist while they have work (thousands of jobs wait with none): made on demand,
  // let go of when idle; once closed, they stay closed.
  #saves: LatestOnlyRunner<GenerationJob> | undefined;
  #updates: LatestOnlyRunner<GenerationJob> | undefined;
  #savesClosed = false;
  #updatesClosed = false;
  /** The last save asked for: reports wait for it, so none shows what is not written yet. */
  #lastSave: Promise<boolean> = Promise.resolve(true);

  constructor(
    job: GenerationJob,
    private readonly store: JobStore,
    private readonly observer: JobObserver,
    private readonly parentLogger: Logger,
    private readonly policyOf: (tracked: TrackedJob) => WritePolicy = writeOnce,
  ) {
    this.#job = copyJob(job);
  }

  /**
   * The job's logger (its id and scope on every line): made when a line is written (a job writes
   * few), so thousands of waiting jobs hold none.
   */
  get logger(): Logger {
    return this.parentLogger.child({ jobId: this.#job.id, scope: this.#job.scope });
  }

  #saver(): LatestOnlyRunner<GenerationJob> | undefined {
    if (this.#savesClosed) return undefined;
    if (this.#saves) return this.#saves;
    const runner: LatestOnlyRunner<GenerationJob> = new LatestOnlyRunner(
      (snapshot) => this.#write(snapshot),
      (error) =>
        this.logger.warn('gave up saving a job; the store keeps its last saved state', { error }),
      () => {
        if (this.#saves === runner && !this.#savesClosed) this.#saves = undefined;
      },
    );
    this.#saves = runner;
    return runner;
  }

  async #write(snapshot: GenerationJob): Promise<void> {
    try {
      // Made for each save (a job saves a few times): thousands of jobs hold no policy.
      const policy = this.policyOf(this);
      await writeDurably(() => this.store.save(snapshot), policy, this.logger, 'saving a job');
    } catch (error) {
      this.#savesClosed = true;
      void this.#saves?.close();
      throw error;
    }
  }

  #updater(): LatestOnlyRunner<GenerationJob> | undefined {
    if (this.#updatesClosed) return undefined;
    if (this.#updates) return this.#updates;
    const runner: LatestOnlyRunner<GenerationJob> = new LatestOnlyRunner(
      async (snapshot) => {
        await this.observer.onUpdate(snapshot);
      },
      (error) => this.logger.warn('onUpdate failed', { error }),
      () => {
        if (this.#updates === runner && !this.#updatesClosed) this.#updates = undefined;
      },
    );
    this.#updates = runner;
    return runner;
  }

  /** The live record; change it only through {@link TrackedJob.change}. */
  get job(): Readonly<GenerationJob> {
    return this.#job;
  }

  /** A copy of the job as it is now. */
  snapshot(): GenerationJob {
    return copyJob(this.#job);
  }

  /**
   * The job's fields as they are now, for a save or a report: nested objects are shared, which is
   * safe because {@link TrackedJob.change} replaces a field, never changes one in place.
   */
  #fields(): GenerationJob {
    return { ...this.#job };
  }

  /**
   * Applies `patch` (nothing when it changes nothing), saves the job and, when the state, progress
   * or queue position changed before the end, reports it once the save is written: a member never
   * sees a state (such as a task id) that a crash could take back. A change of progress, or a move
   * to another place in the queue, alone is kept in memory and reported at once (a restart needs
   * none of it; it is saved with the next change). Resolves to whether the save succeeded; never
   * rejects.
   */
  change(patch: JobPatch): Promise<boolean> {
    const job = this.#job as unknown as Record<string, unknown>;
    const changed = Object.entries(patch).filter(([key, value]) => job[key] !== value);
    if (changed.length === 0) return Promise.resolve(true);
    const memoryOnly = changed.every(([key, value]) => memoryOnlyChange(key, job[key], value));
    const visible =
      ('state' in patch && patch.state !== this.#job.state) ||
      ('progress' in patch && patch.progress !== this.#job.progress) ||
      ('queuePosition' in patch && patch.queuePosition !== this.#job.queuePosition);
    for (const [key, value] of changed) {
      if (value === undefined) delete job[key];
      else job[key] = value;
    }
    const report = visible && !isFinished(this.#job.state);
    if (!memoryOnly) this.#lastSave = this.#saver()?.push(this.#fields()) ?? REFUSED;
    if (report) {
      const shown = this.#fields();
      void this.#lastSave.then(() => this.#updater()?.push(shown));
    }
    return memoryOnly ? Promise.resolve(true) : this.#lastSave;
  }

  /** Records how the job ended (and its live error) and saves it; never reported as an update. */
  end(outcome: PollOutcome, finishedAt: number): Promise<boolean> {
    this.endedHere = true;
    if (outcome.state === 'completed') {
      return this.change({ state: 'completed', imageUrl: outcome.imageUrl, finishedAt });
    }
    this.error = outcome.error;
    this.logger.info('generation ended without an image', outcome);
    return this.change({ state: outcome.state, error: toJobError(outcome.error), finishedAt });
  }

  /** Drops updates not yet sent and waits for the one in flight. */
  closeUpdates(): Promise<void> {
    this.#updatesClosed = true;
    return this.#updates?.close() ?? Promise.resolve();
  }

  /** Waits until every save asked for is written. */
  async settleSaves(): Promise<void> {
    while (this.#saves) {
      const saves = this.#saves;
      await saves.settle();
      if (this.#saves === saves) return;
    }
  }
}
