import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import Bottleneck from 'bottleneck';
import { RestartingError } from '../core/app-error.js';
import { backoffDelay } from '../core/backoff.js';
import { withDefaults } from '../core/with-defaults.js';
import type { PoolServer } from '../image-backend/backend-pool.js';
import type { CompletedStatus } from '../image-backend/backend-types.js';
import { deliverFinished } from './deliver-finished.js';
import { type WritePolicy, writeDurably } from './durable-write.js';
import { freshImageUrl } from './fresh-image-url.js';
import {
  FRONT_TAKE_GRACE_MS,
  type GenerationJob,
  isFinished,
  type JobTarget,
  type NewJobInput,
  newJob,
} from './generation-job.js';
import { findInterruptedTask } from './interrupted-submission.js';
import {
  JobSaveError,
  RestartedBeforeSendError,
  SubmissionInterruptedError,
} from './job-errors.js';
import type { JobInputs } from './job-inputs.js';
import {
  JOB_MANAGER_DEFAULTS,
  type JobManagerDependencies,
  type ResolvedJobManagerOptions,
} from './job-manager-options.js';
import { JobReadModel } from './job-read-model.js';
import { JobSignals } from './job-signals.js';
import { remadeElsewhere } from './line/died-under.js';
import { JobLine } from './line/job-line.js';
import { LeftResults } from './line/left-results.js';
import { LineLanes } from './line/line-lanes.js';
import { steadyStart } from './line/line-projection.js';
import { MemoryLineStore } from './line/memory-line-store.js';
import { sentNowhere } from './line/sent-nowhere.js';
import { LocalMemberCap, type MemberCap, SharedMemberCap } from './member-cap.js';
import { planResume, type ResumeSummary, summarizeResume } from './plan-resume.js';
import { PollGates } from './poll-gate.js';
import { PollTicks } from './poll-ticks.js';
import { RUN_FORGOTTEN, waitingAgain } from './run-again.js';
import { cancelTask, JobPoll, type JobPollContext, startJob } from './run-job.js';
import type { PollOutcome } from './task-poll.js';
import { TrackedJob } from './tracked-job.js';

/**
 * Runs generations: every job waits in its fair line (`JobLine`) until it gets a slot (of its
 * pool's servers, or of its scope's on a hosted backend), a `Bottleneck.Group` per scope for requests,
 * polling, persistence, resumption and exactly-once delivery to a `JobObserver`. While the store
 * fails, jobs keep polling and their writes are retried (each as `mayAct` allows); a job is
 * delivered only once its end is saved, here or by the process that took its shard over.
 */
export class JobManager extends JobReadModel {
  readonly #deps: JobManagerDependencies;
  readonly #options: ResolvedJobManagerOptions;
  readonly #limiters: Bottleneck.Group;
  protected readonly cap: MemberCap;
  protected readonly line: JobLine;
  readonly #tasks = new Set<Promise<void>>();
  readonly #abort = new AbortController();
  /** Every running job's own stop signal, aborted with the manager or with the job's shard. */
  readonly #signals = new JobSignals(this.#abort.signal);
  /** What every job's poll shares: the wake-ups, the rules, the end. */
  readonly #polling: JobPollContext;
  /** Per running job: its start's controller, or its poll (which holds no promise or frame). */
  readonly #running = new Map<string, AbortController | JobPoll>();
  /** Jobs a member ended (accepted, or running), with the reason they end with. */
  readonly #endReasons = new Map<string, unknown>();
  /** Accepted jobs `start` is saving as waiting (not tracked for that moment). */
  readonly #starting = new Set<string>();
  /** Stops listening to the pools' servers. */
  readonly #unwatch: (() => void)[] = [];
  /** Tasks jobs left on a server that stopped answering, whose result they take if it is first. */
  readonly #leftResults = new LeftResults();

  constructor(dependencies: JobManagerDependencies) {
    const options: ResolvedJobManagerOptions = withDefaults(
      JOB_MANAGER_DEFAULTS,
      dependencies.options ?? {},
    );
    super(dependencies.store);
    this.#deps = dependencies;
    this.#options = options;
    this.line = new JobLine({
      store: dependencies.lineStore ?? new MemoryLineStore(),
      lanes: new LineLanes(dependencies.backends, options.maxActivePerScope),
      scopeWeight: options.scopeWeight,
      rules: {
        agingAfterMs: options.agingAfterMs,
        modelWaitMs: options.modelWaitMs,
        idleCredit: options.idleCredit,
      },
      owner: dependencies.owner ?? 'local',
      now: options.now,
      logger: dependencies.logger,
      dispatched: (jobId, server) => this.#dispatched(jobId, server),
      placed: (jobId, place, startsAt) => this.#placed(jobId, place, startsAt),
      ...(dependencies.lineWatch && { watch: dependencies.lineWatch }),
    });
    for (const { id, backend } of dependencies.backends.list()) {
      const stop = backend.pool?.onChange((server) => this.#serverChanged(id, server));
      if (stop) this.#unwatch.push(stop);
      const stopTaking = backend.pool?.onLeftTaskDone((status) =>
        this.#leftTaskDone(backend.pool?.serverOf(status.taskId), status),
      );
      if (stopTaking) this.#unwatch.push(stopTaking);
    }
    setMaxListeners(0, this.#abort.signal);
    const { memberSlots } = dependencies;
    const limit = this.#options.maxActivePerMember;
    this.cap = memberSlots
      ? new SharedMemberCap(memberSlots, limit, (job, write) => this.#releaseDurably(job, write))
      : new LocalMemberCap(limit);
    this.#polling = {
      backends: dependencies.backends,
      gates: new PollGates(options.maxPollsInFlightPerBackend),
      // Shared wake-ups two fifths of the jitter apart, 1 to 100 ms.
      rules: {
        ...options,
        ticks: new PollTicks(Math.min(100, Math.max(1, options.pollJitterMs / 2.5))),
      },
      ended: (poll, outcome) => this.#pollEnded(poll, outcome),
      runsElsewhere: (job) => job.server !== undefined && this.line.runsElsewhere(job, job.server),
    };
    this.#limiters = new Bottleneck.Group({
      maxConcurrent: this.#options.maxConcurrentPerScope,
      minTime: this.#options.minTimePerScopeMs,
    });
  }

  /**
   * Saves a job the bot acknowledged but cannot start yet as `accepted` (counted against the
   * member's cap, not queued), for {@link JobManager.start} or {@link JobManager.discard}; after a
   * crash, `resume()` fails it with {@link RestartedBeforeSendError}.
   * @throws {MemberCapError} when the member already has `maxActivePerMember` unfinished jobs.
   * @throws {RestartingError} after `stop()`.
   */
  async accept(input: NewJobInput): Promise<void> {
    const checking = this.#checkNew(input);
    if (checking) await checking;
    await this.#save(newJob(input, this.#options.now(), 'accepted'));
  }

  /**
   * Notes that the member was shown the answer placing the `accepted` job in the line: a restart
   * before {@link JobManager.start} started it (another process's shard, taken over) puts it back in
   * the line as waiting, instead of failing it with {@link RestartedBeforeSendError}. Resolves once
   * saved, or at once when the job is no longer `accepted`.
   */
  async shown(jobId: string): Promise<void> {
    const tracked = this.tracked.get(jobId);
    if (tracked?.job.state === 'accepted') await tracked.change({ shown: true });
  }

  /**
   * Saves a job as `waiting` and adds it to its line; resolves once saved and dispatched or placed,
   * with a copy. A job accepted under the same id is started with what `input` says now (keeping
   * its creation time).
   * @throws {MemberCapError} when the member already has `maxActivePerMember` unfinished jobs.
   * @throws {RestartingError} after `stop()`.
   */
  async start(input: NewJobInput): Promise<GenerationJob> {
    const accepted = this.tracked.get(input.id);
    let tracked: TrackedJob;
    try {
      if (accepted?.job.state === 'accepted') {
        if (this.#abort.signal.aborted) throw new RestartingError();
        // Between here and its save as waiting, a Cancel still finds it (`cancelQueued`).
        this.#starting.add(input.id);
        this.#forget(accepted, { keepSlot: true });
        await accepted.settleSaves();
      } else {
        const checking = this.#checkNew(input);
        if (checking) await checking;
      }
      const job = newJob(input, accepted?.job.createdAt ?? this.#options.now());
      tracked = await this.#save(job, accepted);
    } finally {
      this.#starting.delete(input.id);
    }
    const { job } = tracked;
    const cancelled = this.#endReason(job.id);
    if (cancelled !== undefined) {
      // Ended as its own task: the caller learns the job started before its end is told.
      this.#spawn(() => this.#finish(tracked, { state: 'failed', error: cancelled }));
    } else if (!this.#abort.signal.aborted) {
      await this.line.enqueue([tracked.job], { front: input.front === true });
    }
    return tracked.snapshot();
  }

  /**
   * Whether `member`'s Retry of the ended job `jobId`, which saves job `by`, enters the line first
   * (`NewJobInput.front`): true once, where the job ran on a pool's server that died under it
   * (`frontTurn`, saved with the job) and `member` asked for it; again where the Retry that took
   * it saved no job within {@link FRONT_TAKE_GRACE_MS} (its process was killed in between).
   */
  async takeFrontRetry(jobId: string, member: string, by: string): Promise<boolean> {
    const now = this.#options.now();
    const stored = this.tracked.get(jobId)?.job ?? (await this.#deps.store.get(jobId));
    const lost = stored?.frontTaken;
    const owedAgain =
      lost !== undefined &&
      now - lost.at > FRONT_TAKE_GRACE_MS &&
      (await this.#deps.store.get(lost.by)) === undefined;
    const from = (job: GenerationJob) =>
      job.frontTurn === 'owed' ||
      (owedAgain && job.frontTurn === 'taken' && job.frontTaken?.by === lost?.by);
    return this.#turnFront(jobId, member, from, {
      frontTurn: 'taken',
      frontTaken: { by, at: now },
    });
  }

  /** Owes `jobId`'s front turn again: the Retry that took it was refused before it started. */
  async giveBackFrontRetry(jobId: string, member: string): Promise<void> {
    await this.#turnFront(jobId, member, (job) => job.frontTurn === 'taken', {
      frontTurn: 'owed',
      frontTaken: undefined,
    });
  }

  /** Changes `jobId`'s front turn as `to` says where `from` holds of it and it is `member`'s. */
  async #turnFront(
    jobId: string,
    member: string,
    from: (job: GenerationJob) => boolean,
    to: Pick<GenerationJob, 'frontTurn' | 'frontTaken'>,
  ): Promise<boolean> {
    const ours = (job: GenerationJob) => from(job) && job.userId === member;
    const tracked = this.tracked.get(jobId);
    if (tracked) {
      if (!ours(tracked.job)) return false;
      await tracked.change(to);
      return true;
    }
    let moved = false;
    await this.#deps.store.update(jobId, (job) => {
      moved = ours(job);
      if (moved) {
        job.frontTurn = to.frontTurn;
        if (to.frontTaken) job.frontTaken = to.frontTaken;
        else delete job.frontTaken;
      }
      return moved;
    });
    return moved;
  }

  /**
   * Forgets an `accepted` job the bot refused after all, retried while the store fails (so a
   * restart does not take it for an interrupted request). Resolves true once removed, false when
   * this process may no longer write it (the shard's next holder then ends it as interrupted).
   */
  async discard(jobId: string): Promise<boolean> {
    const tracked = this.tracked.get(jobId);
    if (tracked?.job.state !== 'accepted') return true;
    this.#endReasons.delete(jobId);
    this.#forget(tracked);
    await tracked.settleSaves();
    const remove = () => this.#deps.store.delete(tracked.job);
    try {
      await remove();
      return true;
    } catch {
      const policy = this.#writePolicy(tracked);
      const what = 'forgetting a refused job';
      const removed = writeDurably(remove, policy, tracked.logger, what).then(
        () => true,
        () => false,
      );
      this.#spawn(async () => void (await removed));
      return removed;
    }
  }

  /**
   * Takes back every undelivered job of the store, or of `shards` only; call at start-up before
   * `start`, and for a shard taken over from another process.
   * @param shards @default every shard
   */
  async resume(shards?: readonly number[]): Promise<ResumeSummary> {
    for (const shard of shards ?? []) this.#signals.reopenShard(shard);
    const fresh = (await this.#deps.store.listUnfinished(shards)).filter(
      (job) => !this.tracked.has(job.id),
    );
    await this.cap.hold?.(fresh.filter((job) => !isFinished(job.state)));
    const plan = planResume(fresh);
    this.cap.endedElsewhere?.(plan.deliver);
    for (const job of plan.deliver) this.#spawn(() => this.#deliver(this.#track(job)));
    for (const job of plan.interrupt) this.#spawn(() => this.#interrupted(this.#track(job)));
    for (const job of plan.poll) {
      const tracked = this.#track(job);
      await this.line.occupy(tracked.job);
      this.#spawn(() => this.#run(tracked));
    }
    await this.line.enqueue(plan.requeue.map((job) => this.#track(job).job));
    const summary = summarizeResume(plan);
    // Nothing to resume (a first start, a clean stop): a line only at debug level.
    const resumed = Object.values(summary).some((count) => count > 0);
    this.#deps.logger[resumed ? 'info' : 'debug']('resumed jobs', {
      ...summary,
      ...(shards && { shards }),
    });
    return summary;
  }

  /**
   * Stops the work of `shard`'s jobs (another process owns them now) and forgets them without
   * counting them as ended, for the owner to resume. Resolves to how many were given up.
   */
  async stopShard(shard: number): Promise<number> {
    this.#signals.stopShard(shard, new RestartingError());
    const given = [...this.tracked.values()].filter(
      (tracked) => this.#deps.store.shardOf(tracked.job) === shard,
    );
    await this.#drain(() => given);
    for (const tracked of given) {
      if (this.tracked.get(tracked.job.id) !== tracked) continue;
      this.#forget(tracked, { keepSlot: true });
      void this.line.handOver(tracked.job.id);
    }
    this.#deps.logger.warn('gave up the jobs of a shard', { shard, jobs: given.length });
    return given.length;
  }

  /** Merges `patch` into the job's `target` and saves it; resolves to the job, or undefined. */
  async updateTarget(jobId: string, patch: JobTarget): Promise<GenerationJob | undefined> {
    const tracked = this.tracked.get(jobId);
    if (tracked) {
      // Not `{ ...target, ...patch }`: V8 gives each such object a hidden class of its own.
      await tracked.change({ target: Object.assign({}, tracked.job.target, patch) });
      return tracked.snapshot();
    }
    return this.#deps.store.updateTarget(jobId, patch);
  }

  /**
   * Takes a job out of its line before it got a slot and ends it as failed with `reason`; an
   * accepted job not started yet ends so as soon as {@link JobManager.start} starts it, and one a
   * dispatch just gave a slot as soon as it runs, before anything is sent. Resolves to false when
   * the job is none of these.
   */
  async cancelQueued(jobId: string, reason: Error): Promise<boolean> {
    const tracked = this.tracked.get(jobId);
    if (tracked?.job.state === 'accepted' || this.#starting.has(jobId)) {
      this.#endReasons.set(jobId, reason);
      return true;
    }
    if (tracked?.job.state !== 'waiting' || this.#running.has(jobId)) return false;
    const withdrawn = await this.line.withdraw(jobId);
    if (withdrawn === 'not-waiting') return false;
    if (withdrawn === 'dispatching') {
      this.#endReasons.set(jobId, reason);
      return true;
    }
    await this.#finish(tracked, { state: 'failed', error: reason });
    return true;
  }

  /**
   * Stops waiting for a job that has a slot (being submitted, or at the service): it ends as failed
   * with `reason` once a submission in flight is recorded. False when no such job runs here.
   */
  stopWaiting(jobId: string, reason: Error): boolean {
    const running = this.#running.get(jobId);
    const ended = running instanceof JobPoll ? running.ended : running?.signal.aborted;
    if (!running || ended) return false;
    this.#endReasons.set(jobId, reason);
    this.#signals.release(running);
    running.abort(reason);
    if (running instanceof JobPoll) this.#cancelAtBackend(running.tracked, running.apiKey);
    return true;
  }

  /**
   * Cancels a task nobody waits for any more (Stop waiting, a timeout) at its backend, when the
   * backend can, so that it spends nothing more on it; a failure is logged.
   */
  #cancelAtBackend(tracked: TrackedJob, apiKey: string): void {
    cancelTask(tracked, apiKey, this.#deps.backends).catch((error: unknown) => {
      tracked.logger.warn('could not cancel the task at its backend', { error });
    });
  }

  /** Resolves when no job is waiting, running or being delivered, and every save is written. */
  async idle(): Promise<void> {
    while (this.#tasks.size > 0 || this.#running.size > 0) {
      const running = [...this.#running.values()];
      const polls = running.map((run) => (run instanceof JobPoll ? run.whenEnded() : undefined));
      await Promise.allSettled([...this.#tasks, ...polls]);
    }
    await Promise.allSettled([...this.tracked.values()].map((tracked) => tracked.settleSaves()));
  }

  /**
   * Stops taking work, aborts waits and status requests, and waits (at most `stopTimeoutMs`) for
   * submissions, saves and deliveries in flight. Unfinished jobs stay in the store for `resume()`.
   */
  async stop(): Promise<void> {
    this.line.close();
    for (const unwatch of this.#unwatch.splice(0)) unwatch();
    if (!this.#abort.signal.aborted) this.#abort.abort(new RestartingError());
    this.#signals.abortAll(this.#abort.signal.reason);
    if (!(await this.#drain(() => [...this.tracked.values()], this.#tasks))) {
      this.#deps.logger.warn('stopped before the work in flight ended');
    }
  }

  /**
   * Waits, at most `stopTimeoutMs`, for `tasks`, then for the updates and saves of `jobs` in
   * flight; resolves whether they all ended in time.
   */
  async #drain(jobs: () => TrackedJob[], tasks: Iterable<Promise<void>> = []): Promise<boolean> {
    const drained = (async () => {
      await Promise.allSettled([...tasks]);
      await Promise.allSettled(jobs().flatMap((job) => [job.closeUpdates(), job.settleSaves()]));
      return true;
    })();
    return Promise.race([drained, sleep(this.#options.stopTimeoutMs, false, { ref: false })]);
  }

  /**
   * Checks a new job and takes the member's slot for it: at once in memory (so concurrent starts in
   * this process count each other before they are saved), or atomically in `memberSlots`. The race-
   * proof guard behind the bot's admission, which already refused what goes beyond the cap.
   */
  #checkNew(input: NewJobInput): Promise<void> | undefined {
    if (this.#abort.signal.aborted) throw new RestartingError();
    if (this.tracked.has(input.id)) throw new Error(`job ${input.id} already exists`);
    return this.cap.take(input.userId, input.id);
  }

  /**
   * Tracks a new job and saves it; when the save fails, forgets it and tracks again the `accepted`
   * job it was to replace. @throws {JobSaveError} when the store cannot write it.
   */
  async #save(job: GenerationJob, accepted?: TrackedJob): Promise<TrackedJob> {
    const tracked = this.#track(job);
    try {
      await this.#deps.store.save(job);
    } catch (error) {
      this.#forget(tracked, { keepSlot: accepted !== undefined });
      if (accepted) {
        this.tracked.set(job.id, accepted);
        this.cap.tracked?.(accepted.job);
      }
      this.#deps.logger.error('could not save a new job', { jobId: job.id, error });
      throw new JobSaveError({ cause: error });
    }
    return tracked;
  }

  #track(job: GenerationJob): TrackedJob {
    const { store, observer, logger } = this.#deps;
    const tracked = new TrackedJob(job, store, observer, logger, this.#writePolicy);
    this.tracked.set(job.id, tracked);
    if (!isFinished(job.state)) this.cap.tracked?.(job);
    return tracked;
  }

  /** Stops tracking a job; its member slot is released unless `keepSlot` (it lives on elsewhere). */
  #forget(tracked: TrackedJob, { keepSlot = false } = {}): void {
    this.tracked.delete(tracked.job.id);
    if (!isFinished(tracked.job.state)) this.cap.untracked(tracked.job, keepSlot);
  }

  /** Gives a job's shared member slot back, retried as the job's own writes are. */
  #releaseDurably(job: GenerationJob, write: () => Promise<void>): void {
    const log = this.#deps.logger.child({ jobId: job.id });
    const policy = this.#writePolicy({ job });
    writeDurably(write, policy, log, 'releasing a member slot').catch((error: unknown) =>
      log.warn('gave up releasing a member slot', { error }),
    );
  }

  /**
   * How the writes of `of.job` (read at each attempt) go: as `mayAct` allows, retried until its
   * shard or the manager stops. A property, handed to each `TrackedJob` as it is.
   */
  readonly #writePolicy = (of: { readonly job: Readonly<GenerationJob> }): WritePolicy => {
    const { store } = this.#deps;
    const { writeRetryMs: baseMs, writeRetryMaxMs: maxMs } = this.#options;
    const withSignal = async (work: (signal: AbortSignal) => unknown): Promise<boolean> => {
      const own = this.#signals.own(store.shardOf(of.job));
      try {
        return (await work(own.signal)) !== false;
      } catch {
        return false;
      } finally {
        this.#signals.release(own);
      }
    };
    return {
      mayWrite: () => withSignal((signal) => this.#mayAct(of.job, signal)),
      backoff: (failures) =>
        withSignal((signal) =>
          sleep(backoffDelay(failures - 1, { baseMs, maxMs }), undefined, { signal }),
        ),
    };
  };

  #spawn(work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => this.#deps.logger.error('job manager failure', { error }))
      .finally(() => this.#tasks.delete(task));
    this.#tasks.add(task);
  }

  /** The line gave a job a slot (on `server` of its pool): it runs, unless the manager stops. */
  #dispatched(jobId: string, server: string | undefined): void {
    const tracked = this.tracked.get(jobId);
    if (tracked && !this.#abort.signal.aborted) this.#spawn(() => this.#run(tracked, server));
    else void this.line.release(jobId);
  }

  /** A pool's server went down or came back: the jobs sent there show it (`unreachable`). */
  #serverChanged(backend: string, server: PoolServer): void {
    const unreachable = server.state === 'down' ? true : undefined;
    for (const tracked of this.tracked.values()) {
      const { job } = tracked;
      if (job.server !== server.id || (job.state !== 'queued' && job.state !== 'processing')) {
        continue;
      }
      if (this.#deps.backends.find(job.backend)?.id === backend)
        void tracked.change({ unreachable });
    }
  }

  /** A waiting job's place and expected start, as the line projects them (see `steadyStart`). */
  #placed(jobId: string, place: number, startsAt: number | undefined): void {
    const tracked = this.tracked.get(jobId);
    if (tracked?.job.state !== 'waiting') return;
    const queueEta = steadyStart(tracked.job.queueEta, startsAt, this.#options.now());
    void tracked.change({ queuePosition: place, queueEta });
  }

  /**
   * A job a restart caught before or while it was sent: polled when its backend finds the task its
   * submission started (`findSubmission`), else failed, never sent again.
   */
  async #interrupted(tracked: TrackedJob): Promise<void> {
    const { job } = tracked;
    const taskId = await findInterruptedTask(tracked, this.#deps);
    const now = this.#options.now();
    if (taskId && (await tracked.change({ state: 'queued', taskId, submittedAt: now }))) {
      await this.line.occupy(tracked.job);
      return this.#run(tracked);
    }
    const error =
      job.state === 'accepted' ? new RestartedBeforeSendError() : new SubmissionInterruptedError();
    await this.#finish(tracked, { state: 'failed', error });
  }

  /**
   * Starts a job that got its slot (on `server` of its pool: key, submission), then hands its task
   * to a {@link JobPoll}; one cancelled while its slot was on its way ends before anything is sent.
   */
  async #run(tracked: TrackedJob, server?: string): Promise<void> {
    const { id } = tracked.job;
    const cancelled = this.#endReason(id);
    if (cancelled !== undefined)
      return this.#finish(tracked, { state: 'failed', error: cancelled });
    const shard = this.#deps.store.shardOf(tracked.job);
    const own = this.#signals.own(shard);
    this.#running.set(id, own);
    let start: Awaited<ReturnType<typeof startJob>>;
    try {
      start = await startJob(tracked, {
        backends: this.#deps.backends,
        resolveKey: this.#deps.resolveKey,
        limiter: this.#limiters.key(tracked.job.scope),
        ...(server !== undefined && { server }),
        signal: own.signal,
        options: this.#options,
        mayAct: () => this.#mayAct(tracked.job, own.signal),
        inputs: this.#deps.inputs,
        inputBudget: this.#deps.inputBudget,
      });
    } finally {
      this.#signals.release(own);
      this.#running.delete(id);
    }
    const stopReason = this.#endReason(id);
    const failure = 'outcome' in start && start.outcome?.state === 'failed' && start.outcome.error;
    const refused = stopReason === undefined && sentNowhere(failure);
    if (server !== undefined && refused && this.line.runsElsewhere(tracked.job, server)) {
      return this.#sendElsewhere(tracked, server);
    }
    if ('outcome' in start) return this.#settle(tracked, start.outcome, stopReason);
    if (own.signal.aborted) {
      // Stopped while its submission was in flight: the task it got is nobody's to wait for.
      if (stopReason !== undefined) this.#cancelAtBackend(tracked, start.apiKey);
      return this.#settle(tracked, undefined, stopReason);
    }
    const poll = new JobPoll(tracked, start.apiKey, this.#polling);
    if (!this.#signals.hold(shard, poll)) return;
    this.#running.set(id, poll);
    poll.start(start.submitted ? 'after-wait' : 'now');
  }

  /**
   * A job whose pool's server was found down before anything was sent to it, refused it before
   * running anything, or died under it, where another server up can run it: waiting again, its task forgotten, at the front of
   * its line for that server's next free slot.
   */
  async #sendElsewhere(tracked: TrackedJob, server: string): Promise<void> {
    const { taskId } = tracked.job;
    tracked.logger.info('its server refused it or stopped answering: first in the line again', {
      server,
      ...(taskId !== undefined && { taskId }),
    });
    if (taskId !== undefined) this.#leftResults.note(taskId, tracked.job.id);
    await tracked.change(RUN_FORGOTTEN);
    await this.line.release(tracked.job.id);
    if (!this.#abort.signal.aborted) await this.line.enqueue([tracked.job], { front: true });
  }

  /**
   * A task a job left on `server` as it stopped answering, which it had finished when it answers
   * again (`BackendPool.onLeftTaskDone`): where the job, made again on another server meanwhile,
   * has not ended, it takes that result (the first made), its other run withdrawn from the line
   * or cancelled at its server, charged and counted once. False where it ended, or where its other
   * run is being sent right now (that one is then the result, the left task stopped).
   */
  async #leftTaskDone(server: string | undefined, status: CompletedStatus): Promise<boolean> {
    const left = this.#leftResults.take(status, server);
    const tracked = left && this.tracked.get(left[0]);
    if (!left || !tracked || isFinished(tracked.job.state) || this.#abort.signal.aborted) {
      return false;
    }
    const [id, result] = left;
    const running = this.#running.get(id);
    if (running instanceof JobPoll) {
      if (running.ended) return false;
      this.#leftResults.taking(id, result);
      this.#signals.release(running);
      this.#cancelAtBackend(tracked, running.apiKey);
      running.abort(new RestartingError());
      return true;
    }
    if (running || tracked.job.state !== 'waiting') return false;
    if ((await this.line.withdraw(id)) !== 'withdrawn') return false;
    await tracked.change(result.found);
    await this.#finish(tracked, result.outcome);
    return true;
  }

  /** A poll ended: how it ended is settled as a task of its own (`idle` and `stop` wait for it). */
  #pollEnded(poll: JobPoll, outcome: PollOutcome | undefined): void {
    const { tracked } = poll;
    const { id } = tracked.job;
    this.#signals.release(poll);
    if (this.#running.get(id) === poll) this.#running.delete(id);
    const left = this.#leftResults.taken(id);
    if (left) {
      this.#spawn(async () => {
        await tracked.change(left.found);
        await this.#finish(tracked, left.outcome);
      });
      return;
    }
    if (outcome?.state === 'timed_out') this.#cancelAtBackend(tracked, poll.apiKey);
    const stopReason = this.#endReason(id);
    if (!outcome && stopReason === undefined) return;
    const { server } = tracked.job;
    const died = outcome?.state === 'failed' && this.#movesElsewhere(tracked.job, outcome.error);
    if (stopReason === undefined && died && server !== undefined) {
      this.#spawn(() => this.#sendElsewhere(tracked, server));
      return;
    }
    this.#spawn(() => this.#settle(tracked, outcome, stopReason));
  }

  /** The reason `cancelQueued` or `stopWaiting` gave to end a job (forgotten now), if any. */
  #endReason(id: string): unknown {
    const reason = this.#endReasons.get(id);
    this.#endReasons.delete(id);
    return reason;
  }

  /**
   * Ends a job that stopped running as `outcome` says, or failed with `stopReason`; else (the
   * manager or its shard stopped) it is left for `resume()`.
   */
  async #settle(tracked: TrackedJob, outcome: PollOutcome | undefined, stopReason: unknown) {
    if (outcome) await this.#finish(tracked, outcome);
    else if (stopReason !== undefined && !this.#abort.signal.aborted) {
      await this.#finish(tracked, { state: 'failed', error: stopReason });
    }
  }

  /**
   * Where jobs' input images are kept: a caller stores a request's image here (`put`) before it
   * accepts or starts the jobs that name it (`NewJobInput.input`).
   */
  get inputs(): JobInputs {
    return this.#deps.inputs;
  }

  async #finish(tracked: TrackedJob, outcome: PollOutcome): Promise<void> {
    if (isFinished(tracked.job.state)) return;
    const ended = tracked.end(outcome, this.#options.now());
    this.cap.untracked(tracked.job, false);
    const saved = await ended;
    void this.line.release(tracked.job.id, { completed: outcome.state === 'completed' });
    // Unsaved, the end could be delivered twice: by this process and by the one resuming the job.
    if (saved) await this.#deliver(tracked);
    else tracked.logger.warn('left a finished job to be resumed: its end could not be saved');
  }

  /** Delivers a job once (see {@link deliverFinished}), then saves it as delivered. */
  async #deliver(tracked: TrackedJob): Promise<void> {
    if (tracked.delivering) return;
    tracked.delivering = true;
    const { observer } = this.#deps;
    const policy = this.#writePolicy(tracked);
    const context = {
      observer,
      options: this.#options,
      policy,
      signal: this.#abort.signal,
      remake: (jobId: string, cause: unknown) => this.#remake(jobId, cause),
    };
    const delivery = await deliverFinished(tracked, context);
    if (delivery === 'remade') return;
    if (delivery === 'left') {
      tracked.delivering = false;
      return;
    }
    const saved = await tracked.change({ delivered: true });
    await tracked.settleSaves();
    this.tracked.delete(tracked.job.id);
    // Unsaved, the job is delivered again where it is resumed, and told as delivered there.
    if (!saved) return;
    const { input } = tracked.job;
    if (input) void this.inputs.keep(input.ref).catch(() => undefined);
    try {
      observer.onDelivered?.(tracked.snapshot());
    } catch (error) {
      tracked.logger.error('onDelivered failed', { error });
    }
  }

  /**
   * Whether `job`, ended by `error` on its pool's server, is made again there by itself: its
   * server died under it, nothing can have been charged (`remadeElsewhere`), and another server up
   * can run it.
   */
  #movesElsewhere(job: Readonly<GenerationJob>, error: unknown): boolean {
    const capabilities = this.#deps.backends.capabilitiesOf(job.backend);
    if (job.server === undefined || capabilities === undefined) return false;
    return remadeElsewhere(error, capabilities) && this.line.runsElsewhere(job, job.server);
  }

  /**
   * A completed job (tracked, or delivered with its reply still waiting for another's image) whose
   * image its pool's server took with it as it died (its download failed as `cause`), where
   * another server up can run it and nothing was charged for it there: waiting again, not
   * delivered, first in the line. Resolves false where it cannot be (the image is then told made,
   * not delivered).
   */
  async #remake(jobId: string, cause: unknown): Promise<boolean> {
    const found = this.tracked.get(jobId)?.snapshot() ?? (await this.#deps.store.get(jobId));
    if (found?.state !== 'completed' || this.#abort.signal.aborted) return false;
    if (!this.#movesElsewhere(found, cause)) return false;
    const { server } = found;
    const job = waitingAgain(found);
    const logger = this.#deps.logger.child({ jobId, scope: job.scope });
    try {
      await this.#deps.store.save(job);
    } catch (error) {
      logger.warn('could not save a job to make its lost image again', { error });
      return false;
    }
    logger.info('its image was lost with its server: made again, first in the line', { server });
    const again = this.#track(job);
    await this.cap.hold?.([again.job]);
    await this.line.enqueue([again.job], { front: true });
    return true;
  }

  /**
   * The image URL `job`'s backend gives its completed task now (see {@link freshImageUrl}): where
   * a download of the one it gave at the end failed.
   */
  freshImageUrl(job: Readonly<GenerationJob>, signal?: AbortSignal): Promise<string | undefined> {
    return freshImageUrl(this.#deps, job, signal);
  }

  /** Whether this process may still act for `job` (`JobManagerDependencies.mayAct`). */
  async #mayAct(job: Readonly<GenerationJob>, signal: AbortSignal): Promise<boolean> {
    const { mayAct } = this.#deps;
    if (!mayAct) return true;
    try {
      return await mayAct(job as GenerationJob, signal);
    } catch {
      return false;
    }
  }
}
