import type { Logger } from '../core/logger.js';
import type { TaskPreview } from '../image-backend/task-preview.js';
import { WRITE_ONCE, type WritePolicy, writeDurably } from './durable-write.js';
import { copyJob, type GenerationJob, isFinished, toJobError } from './generation-job.js';
import type { JobObserver } from './job-observer.js';
import type { JobStore } from './job-store.js';
import { LatestOnlyRunner } from './latest-only-runner.js';
import { diedUnder } from './line/died-under.js';
import type { PollOutcome } from './task-poll.js';

/**
 * Whether setting `key` from `from` to `to` needs no write of its own: a restart needs no progress,
 * expected start nor what the task had spent when last polled, and a queue position is written
 * when the job enters the queue, not at each move (recomputed when the queue is resumed), or a
 * queue of n moving by one place would be n writes.
 */
const memoryOnlyChange = (key: string, from: unknown, to: unknown) =>
  key === 'progress' ||
  key === 'progressAt' ||
  key === 'backendQueue' ||
  key === 'spent' ||
  key === 'queueEta' ||
  key === 'unreachable' ||
  key === 'refitting' ||
  (key === 'queuePosition' && from !== undefined && to !== undefined);

/** The fields whose change a member sees (reported until the end). */
const VISIBLE: ReadonlySet<string> = new Set([
  'state',
  'progress',
  'queuePosition',
  'queueEta',
  'backendQueue',
  'unreachable',
  'refitting',
]);

const writeOnce = () => WRITE_ONCE;
const REFUSED = Promise.resolve(false);
/** Shared by every job with no save asked for yet: thousands wait without one of their own. */
const SAVED = Promise.resolve(true);

/** A change to a job; an `undefined` value removes the field. */
export type JobPatch = { [K in keyof GenerationJob]?: GenerationJob[K] | undefined };

/** What an `onUpdate` call carries: the job, and its task's latest preview when it has one. */
interface Report {
  readonly job: GenerationJob;
  readonly preview: TaskPreview | undefined;
}

/**
 * A job the manager holds in memory, with its own ordered save and update queues, so saves and
 * `onUpdate` calls of one job never overtake each other. Saves go as the manager's `policyOf`
 * allows (see `writeDurably`): while the store is unreachable the job keeps what it learned in
 * memory, and what waits for the save (a report, the delivery) waits with it. Once a save is
 * given up or refused, the job saves nothing more: the store's copy is for whoever resumes it.
 */
export class TrackedJob {
  /** The live error of a failure in this process, handed to `onFinished`. */
  error: unknown;
  /** Whether this process saw the job end ({@link TrackedJob.end}), rather than found it ended. */
  endedHere = false;
  /** Set once delivery has begun, so a job is never delivered twice. */
  delivering = false;
  readonly #job: GenerationJob;
  // Made on demand and let go of when idle (thousands of jobs wait with no work); closed for good.
  #saves: LatestOnlyRunner<GenerationJob> | undefined;
  /** The report to make next while one is being made: only the latest is kept. */
  #nextReport: Report | undefined;
  /** The loop making reports, while it runs (none while the job waits: thousands do). */
  #reporting: Promise<void> | undefined;
  /** The last save while it is pending: reports made meanwhile wait for it. */
  #unsaved: Promise<boolean> | undefined;
  /** The reports made while {@link #unsaved} was pending, in order. */
  #heldReports: Report[] | undefined;
  /** The task's latest preview, in memory only (never saved; dropped once the job ends). */
  #preview: TaskPreview | undefined;
  #savesClosed = false;
  #updatesClosed = false;
  /** The last save asked for: reports wait for it, so none shows what is not written yet. */
  #lastSave: Promise<boolean> = SAVED;

  constructor(
    job: GenerationJob,
    private readonly store: JobStore,
    private readonly observer: JobObserver,
    private readonly parentLogger: Logger,
    private readonly policyOf: (tracked: TrackedJob) => WritePolicy = writeOnce,
  ) {
    this.#job = copyJob(job);
  }

  /** The job's logger (its id and scope), made for each line: thousands of waiting jobs hold none. */
  get logger(): Logger {
    return this.parentLogger.child({ jobId: this.#job.id, scope: this.#job.scope });
  }

  #saver(): LatestOnlyRunner<GenerationJob> | undefined {
    if (this.#savesClosed) return undefined;
    this.#saves ??= new LatestOnlyRunner(
      (snapshot) => this.#write(snapshot),
      (error) =>
        this.logger.warn('gave up saving a job; the store keeps its last saved state', { error }),
      () => {
        if (!this.#savesClosed) this.#saves = undefined;
      },
    );
    return this.#saves;
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

  /** Reports `report` now, or once the report being made is done (replacing any waiting). */
  #report(report: Report): void {
    if (this.#updatesClosed) return;
    this.#nextReport = report;
    this.#reporting ??= this.#makeReports();
  }

  async #makeReports(): Promise<void> {
    for (let report = this.#nextReport; report; report = this.#nextReport) {
      this.#nextReport = undefined;
      try {
        await this.observer.onUpdate(report.job, report.preview);
      } catch (error) {
        this.logger.warn('onUpdate failed', { error });
      }
    }
    this.#reporting = undefined;
  }

  /** The last save settled: the reports held for it are made. */
  #saved(save: Promise<boolean>): void {
    if (this.#unsaved !== save) return;
    this.#unsaved = undefined;
    this.#release(this.#heldReports);
    this.#heldReports = undefined;
  }

  #release(reports: readonly Report[] | undefined): void {
    for (const report of reports ?? []) this.#report(report);
  }

  /** The live record; change it only through {@link TrackedJob.change}. */
  get job(): Readonly<GenerationJob> {
    return this.#job;
  }

  /** A copy of the job as it is now. */
  snapshot(): GenerationJob {
    return copyJob(this.#job);
  }

  /** The job's fields now, for a save or a report (nested objects shared: `change` replaces them). */
  #fields(): GenerationJob {
    return { ...this.#job };
  }

  /**
   * Applies `patch`, saves the job and, when its state, progress or queue position changed before
   * the end, or its task sent a new `preview` (kept in memory only), reports it once saved: a
   * member never sees what a crash could take back. Progress, a move in the queue or a preview
   * alone is reported at once and not written (see `memoryOnlyChange`). Resolves to whether the
   * save succeeded; never rejects.
   */
  change(patch: JobPatch, preview?: TaskPreview): Promise<boolean> {
    const job = this.#job as unknown as Record<string, unknown>;
    const fields = patch as Record<string, unknown>;
    const newPreview = preview !== undefined && preview.serial !== this.#preview?.serial;
    let changed = false;
    let memoryOnly = true;
    let visible = newPreview;
    for (const key in fields) {
      const value = fields[key];
      if (job[key] === value) continue;
      changed = true;
      memoryOnly &&= memoryOnlyChange(key, job[key], value);
      visible ||= VISIBLE.has(key);
      if (value === undefined) delete job[key];
      else job[key] = value;
    }
    if (!changed && !newPreview) return Promise.resolve(true);
    if (newPreview) this.#preview = preview;
    if (isFinished(this.#job.state)) this.#preview = undefined;
    const report = visible && !isFinished(this.#job.state);
    if (!memoryOnly) {
      const save = this.#saver()?.push(this.#fields()) ?? REFUSED;
      const [previous, held] = [this.#unsaved, this.#heldReports];
      if (previous && held) void previous.then(() => this.#release(held));
      this.#heldReports = undefined;
      this.#lastSave = save;
      this.#unsaved = save;
      void save.then(() => this.#saved(save));
    }
    if (report) {
      const shown = { job: this.#fields(), preview: this.#preview };
      if (!this.#unsaved) this.#report(shown);
      else if (this.#heldReports) this.#heldReports.push(shown);
      else this.#heldReports = [shown];
    }
    return memoryOnly ? Promise.resolve(true) : this.#lastSave;
  }

  /** Records how the job ended (and its live error) and saves it; never reported as an update. */
  end(outcome: PollOutcome, finishedAt: number): Promise<boolean> {
    this.endedHere = true;
    if (outcome.state === 'completed') {
      const { imageUrl, video, cost, model, unappliedLoras } = outcome;
      const ran = model && model !== this.#job.request.model && { ranModel: model };
      return this.change({
        state: 'completed',
        imageUrl,
        ...(video && { video: { ...video, frames: [...video.frames] } }),
        ...(cost && { cost }),
        ...ran,
        ...(unappliedLoras?.length && { unappliedLoras: [...unappliedLoras] }),
        finishedAt,
      });
    }
    this.error = outcome.error;
    this.logger.info('generation ended without an image', outcome);
    const owed =
      outcome.state === 'failed' && this.#job.server !== undefined && diedUnder(outcome.error);
    return this.change({
      state: outcome.state,
      error: toJobError(outcome.error),
      finishedAt,
      ...(owed && { frontTurn: 'owed' as const }),
    });
  }

  /** Drops updates not yet sent and waits for the one in flight. */
  closeUpdates(): Promise<void> {
    this.#updatesClosed = true;
    this.#nextReport = undefined;
    this.#heldReports = undefined;
    return this.#reporting ?? Promise.resolve();
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
