import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import Bottleneck from 'bottleneck';
import { RestartingError } from '../core/app-error.js';
import { backoffDelay } from '../core/backoff.js';
import { deliverFinished } from './deliver-finished.js';
import { type WritePolicy, writeDurably } from './durable-write.js';
import { JobSaveError, RestartedBeforeSendError, SubmissionInterruptedError } from './errors.js';
import {
  type GenerationJob,
  isFinished,
  JOB_STATES,
  type JobState,
  type JobTarget,
  type NewJobInput,
  newJob,
} from './generation-job.js';
import {
  type JobManagerDependencies,
  type ResolvedJobManagerOptions,
  resolveJobManagerOptions,
} from './job-manager-options.js';
import { JobSignals } from './job-signals.js';
import { LocalMemberCap, type MemberCap, SharedMemberCap } from './member-cap.js';
import { planResume, type ResumeSummary, summarizeResume } from './plan-resume.js';
import { PollTicks } from './poll-ticks.js';
import { JobPoll, type JobPollContext, startJob } from './run-job.js';
import { type QueueStats, ScopeSlots, type SlotChanges } from './scope-slots.js';
import type { PollOutcome } from './task-poll.js';
import { TrackedJob } from './tracked-job.js';

/** A running job as `stopWaiting` sees it: starting (its signal) or polling (its poll). */
interface StoppableJob {
  stop(reason: unknown): boolean;
}

/**
 * Runs generations: per-scope slots and FIFO queues, a `Bottleneck.Group` per scope for requests,
 * polling, persistence, resumption after a restart and exactly-once delivery to a `JobObserver`.
 * When the store fails, running jobs keep polling and hold what they learn in memory; their writes
 * are retried with backoff (each attempt allowed by `mayAct`, as are its submission and delivery) and a job is delivered only once
 * its end is saved, so after an outage each is delivered once, here or by the process that took
 * its shard over.
 */
export class JobManager {
  readonly #deps: JobManagerDependencies;
  readonly #options: ResolvedJobManagerOptions;
  readonly #slots: ScopeSlots;
  readonly #limiters: Bottleneck.Group;
  readonly #jobs = new Map<string, TrackedJob>();
  /** Each member's unfinished jobs, counted with `#jobs` (in memory, or shared among processes). */
  readonly #cap: MemberCap;
  readonly #tasks = new Set<Promise<void>>();
  readonly #abort = new AbortController();
  /** Every running job's own stop signal, aborted with the manager or with the job's shard. */
  readonly #signals = new JobSignals(this.#abort.signal);
  /** What every job's poll shares: the wake-ups, the rules, the end. */
  readonly #polling: JobPollContext;
  /** The jobs whose task is polled (no promise or async frame is held for them). */
  readonly #polls = new Set<JobPoll>();
  /** Per running job: aborted to stop waiting for it (`stopWaiting`). */
  readonly #stops = new Map<string, StoppableJob>();
  /** Accepted jobs cancelled before they started, with the reason they end with when they do. */
  readonly #cancelledBeforeStart = new Map<string, Error>();
  /** Accepted jobs `start` is saving as waiting (not tracked for that moment). */
  readonly #starting = new Set<string>();

  constructor(dependencies: JobManagerDependencies) {
    this.#deps = dependencies;
    this.#options = resolveJobManagerOptions(dependencies.options);
    setMaxListeners(0, this.#abort.signal);
    this.#slots = new ScopeSlots(this.#options.maxActivePerScope);
    const { memberSlots } = dependencies;
    const limit = this.#options.maxActivePerMember;
    this.#cap = memberSlots
      ? new SharedMemberCap(memberSlots, limit, (job, write) => this.#releaseDurably(job, write))
      : new LocalMemberCap(limit);
    const {
      jobTimeoutMs,
      pollIntervalMs,
      pollJitterMs,
      pollMinIntervalMs,
      maxBackoffMs,
      now,
      random,
    } = this.#options;
    this.#polling = {
      api: dependencies.api,
      rules: {
        ticks: new PollTicks(pollTickMs(this.#options)),
        timeoutMs: jobTimeoutMs,
        intervalMs: pollIntervalMs,
        jitterMs: pollJitterMs,
        minIntervalMs: pollMinIntervalMs,
        maxBackoffMs,
        now,
        random,
      },
      ended: (poll, outcome) => this.#pollEnded(poll, outcome),
    };
    this.#limiters = new Bottleneck.Group({
      maxConcurrent: this.#options.maxConcurrentPerScope,
      minTime: this.#options.minTimePerScopeMs,
    });
  }

  /**
   * Saves a job the bot acknowledged but cannot start yet, as `accepted`: counted against the
   * member's cap, not queued. {@link JobManager.start} with its id starts it, {@link JobManager.discard}
   * forgets it; after a crash, `resume()` fails it with {@link RestartedBeforeSendError}.
   * @throws {MemberCapError} when the member already has `maxActivePerMember` unfinished jobs.
   * @throws {RestartingError} after `stop()`.
   */
  async accept(input: NewJobInput): Promise<void> {
    const checking = this.#checkNew(input);
    if (checking) await checking;
    await this.#save(newJob(input, this.#options.now(), 'accepted'));
  }

  /**
   * Saves a job as `waiting` and queues it in its scope; resolves once saved, with a copy. A job
   * accepted under the same id is started with what `input` says now (keeping its creation time).
   * @throws {MemberCapError} when the member already has `maxActivePerMember` unfinished jobs.
   * @throws {RestartingError} after `stop()`.
   */
  async start(input: NewJobInput): Promise<GenerationJob> {
    const accepted = this.#jobs.get(input.id);
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
      tracked = await this.#save(job);
    } finally {
      this.#starting.delete(input.id);
    }
    const { job } = tracked;
    const cancelled = this.#cancelledBeforeStart.get(job.id);
    if (cancelled) {
      this.#cancelledBeforeStart.delete(job.id);
      // Ended as its own task: the caller learns the job started before its end is told.
      const ended = tracked;
      this.#spawn(() => this.#finish(ended, { state: 'failed', error: cancelled }));
    } else if (!this.#abort.signal.aborted) {
      this.#apply(job.scope, this.#slots.add(job.scope, job.id));
    }
    return tracked.snapshot();
  }

  /**
   * Forgets an `accepted` job the bot refused after all (nothing else is touched). When the store
   * fails, it resolves all the same and removes the job once the store answers again, so that a
   * restart does not take it for a request interrupted before it was sent.
   */
  async discard(jobId: string): Promise<void> {
    const tracked = this.#jobs.get(jobId);
    if (tracked?.job.state !== 'accepted') return;
    this.#cancelledBeforeStart.delete(jobId);
    this.#forget(tracked);
    await tracked.settleSaves();
    const remove = () => this.#deps.store.delete(tracked.job);
    try {
      await remove();
    } catch {
      const { logger } = tracked;
      const policy = this.#writePolicy(() => tracked.job);
      this.#spawn(() =>
        writeDurably(remove, policy, logger, 'forgetting a refused job').catch(() => undefined),
      );
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
      (job) => !this.#jobs.has(job.id),
    );
    await this.#cap.hold(fresh.filter((job) => !isFinished(job.state)));
    const plan = planResume(fresh);
    this.#cap.endedElsewhere(plan.deliver);
    for (const job of plan.deliver) this.#spawn(() => this.#deliver(this.#track(job)));
    for (const job of plan.interrupt) {
      const error =
        job.state === 'accepted'
          ? new RestartedBeforeSendError()
          : new SubmissionInterruptedError();
      this.#spawn(() => this.#finish(this.#track(job), { state: 'failed', error }));
    }
    for (const job of plan.poll) {
      this.#slots.occupy(job.scope, job.id);
      this.#spawn(() => this.#run(this.#track(job)));
    }
    for (const job of plan.requeue) {
      this.#track(job);
      this.#apply(job.scope, this.#slots.add(job.scope, job.id));
    }
    const summary = summarizeResume(plan);
    this.#deps.logger.info('resumed jobs', { ...summary, ...(shards && { shards }) });
    return summary;
  }

  /**
   * Stops the work of `shard`'s jobs (another process owns them now): aborts their waits and
   * status requests, waits for saves in flight, and forgets them here without counting them as
   * ended, so the owner resumes them from the store. Resolves to how many jobs were given up.
   */
  async stopShard(shard: number): Promise<number> {
    this.#signals.stopShard(shard, new RestartingError());
    const given = [...this.#jobs.values()].filter(
      (tracked) => this.#deps.store.shardOf(tracked.job) === shard,
    );
    const settle = (async () => {
      await Promise.allSettled(given.map((tracked) => tracked.closeUpdates()));
      await Promise.allSettled(given.map((tracked) => tracked.settleSaves()));
    })();
    await Promise.race([settle, sleep(this.#options.stopTimeoutMs, undefined, { ref: false })]);
    for (const tracked of given) {
      if (this.#jobs.get(tracked.job.id) !== tracked) continue;
      this.#forget(tracked, { keepSlot: true });
      const { scope, id } = tracked.job;
      this.#apply(scope, this.#slots.release(scope, id));
    }
    this.#deps.logger.warn('gave up the jobs of a shard', { shard, jobs: given.length });
    return given.length;
  }

  /** A copy of the job, from memory or the store; undefined when unknown or expired. */
  async get(jobId: string): Promise<GenerationJob | undefined> {
    return this.#jobs.get(jobId)?.snapshot() ?? this.#deps.store.get(jobId);
  }

  /** Merges `patch` into the job's `target` and saves it; resolves to the job, or undefined. */
  async updateTarget(jobId: string, patch: JobTarget): Promise<GenerationJob | undefined> {
    const tracked = this.#jobs.get(jobId);
    if (tracked) {
      // Not `{ ...target, ...patch }`: V8 gives each such object a hidden class of its own.
      await tracked.change({ target: Object.assign({}, tracked.job.target, patch) });
      return tracked.snapshot();
    }
    return this.#deps.store.updateTarget(jobId, patch);
  }

  /** How many unfinished jobs (waiting or running) the member has, in every process sharing the store. */
  activeCount(userId: string): Promise<number> {
    return this.#cap.count(userId);
  }

  /**
   * Takes a job out of its scope's queue before it got a slot (nothing was sent) and ends it as
   * failed with `reason`, delivered like any end; the jobs behind it move up (their positions are
   * reported). A job accepted but not started yet (the bot answered, its start is on the way) ends
   * so as soon as {@link JobManager.start} starts it. Resolves to false when the job is neither.
   */
  async cancelQueued(jobId: string, reason: Error): Promise<boolean> {
    const tracked = this.#jobs.get(jobId);
    if (tracked?.job.state === 'accepted' || this.#starting.has(jobId)) {
      this.#cancelledBeforeStart.set(jobId, reason);
      return true;
    }
    if (tracked?.job.state !== 'waiting' || this.#stops.has(jobId)) return false;
    const { scope } = tracked.job;
    if (this.#slots.position(scope, jobId) === undefined) return false;
    this.#apply(scope, this.#slots.release(scope, jobId));
    await this.#finish(tracked, { state: 'failed', error: reason });
    return true;
  }

  /**
   * Stops waiting for a job that has a slot (being submitted or at the service, which cannot
   * cancel a task): its waits and requests are aborted and it ends as failed with `reason` (a
   * submission in flight is awaited first, so its task is recorded). Resolves to false when no
   * such job runs in this process.
   */
  stopWaiting(jobId: string, reason: Error): boolean {
    return this.#stops.get(jobId)?.stop(reason) ?? false;
  }

  /**
   * The jobs of `scope` this process holds: those holding a slot (`running`, oldest first) and
   * those waiting for one (`waiting`, in queue order), as copies.
   */
  queueOf(scope: string): { running: GenerationJob[]; waiting: GenerationJob[] } {
    const { running, waiting } = this.#slots.list(scope);
    const copies = (ids: readonly string[]) =>
      ids.flatMap((id) => {
        const tracked = this.#jobs.get(id);
        return tracked ? [tracked.snapshot()] : [];
      });
    return { running: copies(running), waiting: copies(waiting) };
  }

  /** How many jobs of the scope wait for a slot. */
  queueLength(scope: string): number {
    return this.#slots.waiting(scope);
  }

  /** How many jobs of the scope would wait for a slot once `count` more are queued (O(1)). */
  queueLengthWith(scope: string, count: number): number {
    const free = Math.max(0, this.#slots.limit - this.#slots.running(scope));
    return this.#slots.waiting(scope) + Math.max(0, count - free);
  }

  /** The queues of every scope of this process (see {@link ScopeSlots.queues}). */
  queues(): QueueStats {
    return this.#slots.queues();
  }

  /**
   * How many jobs this process holds in each state (every state listed, 0 included): the jobs in
   * its memory, undelivered ones of its shards, counted in one pass; the store is not read.
   */
  countByState(): Record<JobState, number> {
    const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<
      JobState,
      number
    >;
    for (const tracked of this.#jobs.values()) counts[tracked.job.state] += 1;
    return counts;
  }

  /** Resolves when no job is waiting, running or being delivered, and every save is written. */
  async idle(): Promise<void> {
    while (this.#tasks.size > 0 || this.#polls.size > 0) {
      const polls = [...this.#polls].map((poll) => poll.whenEnded());
      await Promise.allSettled([...this.#tasks, ...polls]);
    }
    await Promise.allSettled([...this.#jobs.values()].map((tracked) => tracked.settleSaves()));
  }

  /**
   * Stops taking work, aborts waits and status requests, and waits (at most `stopTimeoutMs`) for
   * submissions, saves and deliveries in flight. Unfinished jobs stay in the store for `resume()`.
   */
  async stop(): Promise<void> {
    if (!this.#abort.signal.aborted) this.#abort.abort(new RestartingError());
    this.#signals.abortAll(this.#abort.signal.reason);
    const settled = (async () => {
      await Promise.allSettled([...this.#tasks]);
      const tracked = [...this.#jobs.values()];
      await Promise.allSettled(tracked.flatMap((t) => [t.closeUpdates(), t.settleSaves()]));
    })();
    const timeout = sleep(this.#options.stopTimeoutMs, false, { ref: false });
    if (!(await Promise.race([settled.then(() => true), timeout]))) {
      this.#deps.logger.warn('stopped before the work in flight ended');
    }
  }

  /**
   * Checks a new job (the manager runs, the id is new) and takes the member's slot for it
   * (`MemberCap`): at once in memory (so concurrent starts in this process count each other before
   * they are saved), or atomically in `memberSlots` (every process). Not a
   * policy decision: the bot's admission (`imagine/requests/admission/`) already refused what goes
   * beyond the cap; this is the race-proof guard for starts admitted at the same moment, and it
   * runs in `accept`, before the bot's reply is public.
   */
  #checkNew(input: NewJobInput): Promise<void> | undefined {
    if (this.#abort.signal.aborted) throw new RestartingError();
    if (this.#jobs.has(input.id)) throw new Error(`job ${input.id} already exists`);
    return this.#cap.take(input.userId, input.id);
  }

  /**
   * Tracks a new job and saves it; forgets it again when the save fails.
   * @throws {JobSaveError} when the store cannot write it.
   */
  async #save(job: GenerationJob): Promise<TrackedJob> {
    const tracked = this.#track(job);
    try {
      await this.#deps.store.save(job);
    } catch (error) {
      this.#forget(tracked);
      this.#deps.logger.error('could not save a new job', { jobId: job.id, error });
      throw new JobSaveError({ cause: error });
    }
    return tracked;
  }

  #track(job: GenerationJob): TrackedJob {
    const { store, observer, logger } = this.#deps;
    const tracked = new TrackedJob(job, store, observer, logger, this.#policyOfTracked);
    this.#jobs.set(job.id, tracked);
    if (!isFinished(job.state)) this.#cap.tracked(job);
    return tracked;
  }

  /** Stops tracking a job; its member slot is released unless `keepSlot` (it lives on elsewhere). */
  #forget(tracked: TrackedJob, { keepSlot = false } = {}): void {
    this.#jobs.delete(tracked.job.id);
    if (!isFinished(tracked.job.state)) this.#cap.untracked(tracked.job, keepSlot);
  }

  /** Gives a job's shared member slot back, retried as the job's own writes are. */
  #releaseDurably(job: GenerationJob, write: () => Promise<void>): void {
    const log = this.#deps.logger.child({ jobId: job.id });
    writeDurably(
      write,
      this.#writePolicy(() => job),
      log,
      'releasing a member slot',
    ).catch((error: unknown) => log.warn('gave up releasing a member slot', { error }));
  }

  /**
   * How `job`'s writes go: each attempt as `mayAct` allows, a failed one again after a
   * backoff, until the manager stops or the job's shard is given up.
   */
  #writePolicy(jobOf: () => Readonly<GenerationJob>): WritePolicy {
    const { store, mayAct } = this.#deps;
    const { writeRetryMs: baseMs, writeRetryMaxMs: maxMs } = this.#options;
    const withSignal = async (work: (signal: AbortSignal) => unknown): Promise<boolean> => {
      const own = this.#signals.own(store.shardOf(jobOf()));
      try {
        return (await work(own.signal)) !== false;
      } catch {
        return false;
      } finally {
        own.dispose();
      }
    };
    return {
      mayWrite: async () => !mayAct || withSignal((signal) => mayAct(jobOf(), signal)),
      backoff: (failures) =>
        withSignal((signal) =>
          sleep(backoffDelay(failures - 1, { baseMs, maxMs }), undefined, { signal }),
        ),
    };
  }

  /** The policy of one save of a tracked job; it reads the tracked copy (no second copy kept). */
  readonly #policyOfTracked = (tracked: TrackedJob): WritePolicy =>
    this.#writePolicy(() => tracked.job);

  #spawn(work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => this.#deps.logger.error('job manager failure', { error }))
      .finally(() => this.#tasks.delete(task));
    this.#tasks.add(task);
  }

  #apply(scope: string, changes: SlotChanges): void {
    for (const { id, position } of changes.moved) {
      void this.#jobs.get(id)?.change({ queuePosition: position });
    }
    if (this.#abort.signal.aborted) return;
    for (const id of changes.started) {
      const tracked = this.#jobs.get(id);
      if (tracked) this.#spawn(() => this.#run(tracked));
      else this.#apply(scope, this.#slots.release(scope, id));
    }
  }

  /**
   * Starts a job that got its slot: its key and submission under a signal of its own, then the
   * poll of its task, handed to a {@link JobPoll} (this frame ends: a polled job holds none).
   */
  async #run(tracked: TrackedJob): Promise<void> {
    const shard = this.#deps.store.shardOf(tracked.job);
    const own = this.#signals.own(shard);
    const { id } = tracked.job;
    this.#stops.set(id, own);
    let start: Awaited<ReturnType<typeof startJob>>;
    try {
      start = await startJob(tracked, {
        api: this.#deps.api,
        resolveKey: this.#deps.resolveKey,
        limiter: this.#limiters.key(tracked.job.scope),
        signal: own.signal,
        options: this.#options,
        mayAct: () => this.#mayAct(tracked.job, own.signal),
      });
    } finally {
      own.dispose();
      this.#stops.delete(id);
    }
    const stopReason = own.stopped ? own.signal.reason : undefined;
    if ('outcome' in start) return this.#settle(tracked, start.outcome, stopReason);
    if (own.signal.aborted) return this.#settle(tracked, undefined, stopReason);
    const poll = new JobPoll(tracked, start.apiKey, this.#polling);
    if (!this.#signals.hold(shard, poll)) return;
    this.#stops.set(id, poll);
    this.#polls.add(poll);
    poll.start(start.submitted ? 'after-wait' : 'now');
  }

  /** A poll ended: how it ended is settled as a task of its own (`idle` and `stop` wait for it). */
  #pollEnded(poll: JobPoll, outcome: PollOutcome | undefined): void {
    const { tracked } = poll;
    this.#signals.release(poll);
    this.#polls.delete(poll);
    if (this.#stops.get(tracked.job.id) === poll) this.#stops.delete(tracked.job.id);
    if (!outcome && !poll.stopped) return;
    this.#spawn(() => this.#settle(tracked, outcome, poll.stopped ? poll.reason : undefined));
  }

  /**
   * Ends a job that stopped running: as `outcome` says, or as failed with `stopReason` when
   * `stopWaiting` stopped it; otherwise (the manager or its shard stopped) it is left for `resume()`.
   */
  async #settle(tracked: TrackedJob, outcome: PollOutcome | undefined, stopReason: unknown) {
    if (outcome) await this.#finish(tracked, outcome);
    else if (stopReason !== undefined && !this.#abort.signal.aborted) {
      await this.#finish(tracked, { state: 'failed', error: stopReason });
    }
  }

  async #finish(tracked: TrackedJob, outcome: PollOutcome): Promise<void> {
    if (isFinished(tracked.job.state)) return;
    const ended = tracked.end(outcome, this.#options.now());
    this.#cap.untracked(tracked.job, false);
    const saved = await ended;
    const { scope, id } = tracked.job;
    this.#apply(scope, this.#slots.release(scope, id));
    // Unsaved, the end could be delivered twice: by this process and by the one resuming the job.
    if (saved) await this.#deliver(tracked);
    else tracked.logger.warn('left a finished job to be resumed: its end could not be saved');
  }

  async #deliver(tracked: TrackedJob): Promise<void> {
    if (tracked.delivering) return;
    tracked.delivering = true;
    await tracked.closeUpdates();
    if (!(await this.#mayAct(tracked.job, this.#abort.signal))) {
      tracked.delivering = false;
      tracked.logger.info("left a finished job to its shard's new holder");
      return;
    }
    const delivered = await deliverFinished(tracked.snapshot(), tracked.error, {
      observer: this.#deps.observer,
      logger: tracked.logger,
      attempts: this.#options.deliveryAttempts,
      retryMs: this.#options.deliveryRetryMs,
      signal: this.#abort.signal,
      learned: tracked.endedHere ? 'here' : 'store',
    });
    if (!delivered) return;
    const saved = await tracked.change({ delivered: true });
    await tracked.settleSaves();
    this.#jobs.delete(tracked.job.id);
    // Unsaved, the job is delivered again where it is resumed, and told as delivered there.
    if (saved) this.#delivered(tracked);
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

  /** Tells the observer a job's delivery is saved (see `JobObserver.onDelivered`). */
  #delivered(tracked: TrackedJob): void {
    try {
      this.#deps.observer.onDelivered?.(tracked.snapshot());
    } catch (error) {
      tracked.logger.error('onDelivered failed', { error });
    }
  }
}

/** Polls share wake-ups this far apart: two fifths of the jitter, at most 100 ms, at least 1 ms. */
function pollTickMs(options: ResolvedJobManagerOptions): number {
  return Math.min(100, Math.max(1, options.pollJitterMs / 2.5));
}
