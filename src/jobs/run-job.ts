import type Bottleneck from 'bottleneck';
import type { ByteBudget, ByteLease } from '../core/byte-budget.js';
import { freeBytes } from '../core/free-bytes.js';
import { UnknownTaskError } from '../image-backend/backend-errors.js';
import type { BackendRegistry } from '../image-backend/backend-registry.js';
import type { SubmitOptions, TaskStatus } from '../image-backend/backend-types.js';
import type { BackendCapabilities } from '../image-backend/capabilities.js';
import { declarationOf, type SubmitInput } from '../image-backend/image-actions.js';
import { deadServer, wasNotSent } from '../image-backend/network-error.js';
import type { GenerationJob } from './generation-job.js';
import { InputGoneError, ShardMovedError } from './job-errors.js';
import type { JobInputs } from './job-inputs.js';
import type { ResolvedJobManagerOptions } from './job-manager-options.js';
import type { PollGates } from './poll-gate.js';
import { estimateReadyAt } from './progress-estimate.js';
import {
  type PollOutcome,
  type RunningTaskStatus,
  TaskPoll,
  type TaskPollRules,
} from './task-poll.js';
import type { JobPatch, TrackedJob } from './tracked-job.js';

/** What {@link startJob} needs. */
export interface StartJobContext {
  backends: BackendRegistry;
  resolveKey: (job: GenerationJob) => Promise<string>;
  /** The job's scope limiter, for submissions (status requests are bounded by the slots). */
  limiter: Bottleneck;
  /** The server of its backend's pool the line gave it a slot on; absent without a pool. */
  server?: string;
  /** The job's stop signal while it starts. */
  signal: AbortSignal;
  options: ResolvedJobManagerOptions;
  /** Whether this process may still act for the job, asked right before it is submitted. */
  mayAct: () => Promise<boolean>;
  /** Where a job's input image is kept (`GenerationJob.input`). */
  inputs: Pick<JobInputs, 'get' | 'mask' | 'references' | 'sizeOf'>;
  /** What a job's input takes while it is read and sent (`IMAGE_INPUT_BUDGET_BYTES`). */
  inputBudget: Pick<ByteBudget, 'acquire' | 'capacity'>;
}

/**
 * How a start went: the key to poll the job's task with (and whether it was submitted just now),
 * or how (whether) the job ended.
 */
export type JobStart =
  | { apiKey: string; submitted: boolean }
  | { outcome: PollOutcome | undefined };

/**
 * Resolves the job's key and submits it once when it has no task yet (a submission sent is awaited
 * even when stopping, so its task is recorded; one still waiting for its turn at the backend's pace
 * is withdrawn and waits again). A job with an input image takes of the input budget its size and
 * the copies its backend's request makes of it (`imagesIn.sentCopies`) before the image is read
 * from the store, waiting its turn when the budget is full and holding nothing while it waits; it
 * gives them back once the backend let go of the image: when `submit` settled (the request sent),
 * or later where the backend said it keeps it (`SubmitOptions.keepsInput`). Resolves to the key to
 * poll with, to a failed outcome, or to none when stopped before submitting or its shard passed to
 * another process.
 */
export async function startJob(tracked: TrackedJob, context: StartJobContext): Promise<JobStart> {
  const { backends, limiter, signal, options } = context;
  try {
    const { backend } = backends.of(tracked.job.backend);
    const apiKey = await context.resolveKey(tracked.snapshot());
    if (tracked.job.taskId) return { apiKey, submitted: false };
    const lease = await inputLease(tracked.job, context, backend.capabilities);
    const { taskId, family, ...chose } = await submitHolding(lease, async (keepsInput, read) => {
      const submit = await submitOptions(tracked.job, context.inputs);
      read(submit.input);
      return limiter.schedule(async () => {
        signal.throwIfAborted();
        const { server } = context;
        const leaving = {
          state: 'submitting',
          queuePosition: undefined,
          queueEta: undefined,
        } as const;
        if (!(await tracked.change(server === undefined ? leaving : { ...leaving, server }))) {
          throw new Error('could not save the job before submitting it');
        }
        if (!(await context.mayAct())) throw new ShardMovedError();
        tracked.logger.info('submitting the task', { ...(server !== undefined && { server }) });
        const options = { ...submit, beforeSending: signal, ...(submit.input && { keepsInput }) };
        return backend.submit(
          apiKey,
          tracked.job.request,
          server === undefined ? options : { ...options, server },
        );
      });
    });
    const { workflow, size } = chose;
    const ran = {
      ...(workflow && workflow !== tracked.job.request.workflow && { ranWorkflow: workflow }),
      ...(size && { ranSize: { width: size.width, height: size.height } }),
    };
    await tracked.change({ state: 'queued', taskId, family, ...ran, submittedAt: options.now() });
    tracked.logger.info('task submitted', { taskId });
    return { apiKey, submitted: true };
  } catch (error) {
    // Stopped while its turn to be sent had not come: nothing reached the backend, it waits again.
    if (signal.aborted && error === signal.reason && tracked.job.state === 'submitting') {
      await tracked.change({ state: 'waiting' });
    }
    if (signal.aborted && tracked.job.state === 'waiting') return { outcome: undefined };
    if (error instanceof ShardMovedError) return { outcome: undefined };
    return { outcome: { state: 'failed', error } };
  }
}

/**
 * The input budget's share of `job`'s input: its stored size (the image and its mask) and the
 * copies its backend's request makes of it; undefined for a job without one.
 */
async function inputLease(
  job: Readonly<GenerationJob>,
  { inputs, inputBudget, signal }: StartJobContext,
  { imagesIn }: Pick<BackendCapabilities, 'imagesIn'>,
): Promise<ByteLease | undefined> {
  if (!job.input) return undefined;
  const size = (await inputs.sizeOf(job.input.ref)) ?? inputBudget.capacity;
  return inputBudget.acquire(size * (1 + (imagesIn?.sentCopies ?? 0)), { signal });
}

/**
 * Runs `submit` holding `lease`, given back once it settled and whatever the backend said it keeps
 * past it (`keepsInput`) settled too; the input `submit` read (`read`), this job's own copy from
 * the store, is then given back too (`freeBytes`), not left to V8's next full collection: the
 * backend sent copies or an encoding of it, and holds none of it any more.
 */
async function submitHolding<T>(
  lease: ByteLease | undefined,
  submit: (
    keepsInput: (released: Promise<unknown>) => void,
    read: (input: SubmitInput | undefined) => void,
  ) => Promise<T>,
) {
  const kept: Promise<unknown>[] = [];
  let input: SubmitInput | undefined;
  const letGo = () => {
    if (input) freeBytes(input.image.bytes);
    if (input?.mask) freeBytes(input.mask.bytes);
    lease?.release();
  };
  try {
    return await submit(
      (released) => kept.push(released),
      (read) => {
        input = read;
      },
    );
  } finally {
    if (kept.length === 0) letGo();
    else void Promise.allSettled(kept).then(letGo);
  }
}

/**
 * Cancels a submitted job's task at its backend when the backend can (`capabilities.cancel`: the
 * Horde hands out no more of its work), so that nobody pays for what nobody waits for any more.
 */
export async function cancelTask(
  tracked: TrackedJob,
  apiKey: string,
  backends: BackendRegistry,
): Promise<void> {
  const { job } = tracked;
  const { backend } = backends.of(job.backend);
  if (!backend.capabilities.cancel || !backend.cancel || !job.taskId) return;
  await backend.cancel(apiKey, job.taskId);
  tracked.logger.info('task cancelled at its backend', { taskId: job.taskId });
}

/** What every {@link JobPoll} of a manager shares. */
export interface JobPollContext {
  backends: BackendRegistry;
  rules: TaskPollRules;
  /** The places for status requests at each backend. */
  gates: PollGates;
  /** Called once when the poll ended, was aborted or stopped. */
  ended: (poll: JobPoll, outcome: PollOutcome | undefined) => void;
  /** Whether `job`'s pool has a server up, other than its own, that can run it now. */
  runsElsewhere: (job: Readonly<GenerationJob>) => boolean;
}

/** The poll of a submitted job's task: each status is applied to the job, each backoff logged. */
export class JobPoll extends TaskPoll {
  constructor(
    readonly tracked: TrackedJob,
    readonly apiKey: string,
    private readonly context: JobPollContext,
  ) {
    super(
      context.rules,
      tracked.job.submittedAt ?? tracked.job.createdAt,
      context.gates.of(tracked.job.backend),
    );
  }

  protected fetchStatus(signal: AbortSignal): Promise<TaskStatus> {
    const { job } = this.tracked;
    try {
      return this.context.backends
        .of(job.backend)
        .backend.taskStatus(this.apiKey, job.taskId ?? '', {
          signal,
          ...(job.uploadLimit !== undefined && { uploadLimit: job.uploadLimit }),
        });
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** The backend's word that the task ended, where it pushes one (`ImageBackend.onSettled`). */
  protected override watchSettled(settled: () => void): (() => void) | undefined {
    const { job } = this.tracked;
    const { backend } = this.context.backends.find(job.backend) ?? {};
    return job.taskId === undefined ? undefined : backend?.onSettled?.(job.taskId, settled);
  }

  protected override expectedDoneAt(): number | undefined {
    return this.tracked.job.state === 'processing'
      ? estimateReadyAt(this.tracked.job, 1)
      : undefined;
  }

  /** Applies a status; its preview is kept only from a backend that declares previews. */
  protected onStatus(status: RunningTaskStatus): void {
    const { tracked } = this;
    const { capabilities } = this.context.backends.of(tracked.job.backend).backend;
    const preview =
      status.state === 'processing' && capabilities.previews ? status.preview : undefined;
    void tracked.change(statusPatch(tracked.job, status, this.context.rules.now()), preview);
  }

  /**
   * A task whose server refuses the connection is lost with it: its poll ends at once where
   * another server of the pool can run the job, rather than waiting the server's `downAfterMs`.
   */
  protected override endsOn(error: unknown): boolean {
    return wasNotSent(error) && this.context.runsElsewhere(this.tracked.job);
  }

  /** A pool's server that does not answer is said once by its pool: its backoffs are debug. */
  protected onRetry(error: unknown, delayMs: number, failures: number): void {
    const { backend } = this.context.backends.find(this.tracked.job.backend) ?? {};
    const level = backend?.pool && deadServer(error) ? 'debug' : 'warn';
    this.tracked.logger[level]('status request failed; backing off', { error, delayMs, failures });
  }

  protected onEnd(outcome: PollOutcome | undefined): void {
    this.context.ended(this, lostWithSpent(outcome, this.tracked.job));
  }
}

/** What a status that is not final changes in the job: its state, and its progress with the time. */
export function statusPatch(
  job: Readonly<GenerationJob>,
  status: RunningTaskStatus,
  now: number,
): JobPatch {
  const backendQueue =
    status.queuePosition === undefined && status.waitSeconds === undefined
      ? undefined
      : {
          ...(status.queuePosition !== undefined && { position: status.queuePosition }),
          ...(status.waitSeconds !== undefined && { waitSeconds: status.waitSeconds }),
        };
  const spent = status.spent && { spent: status.spent };
  if (status.state !== 'processing') return { state: status.state, backendQueue, ...spent };
  const { progress } = status;
  const start = job.processingStart ? {} : { processingStart: { at: now, progress } };
  const refit = status.refitting
    ? { refitting: true as const }
    : job.refitting
      ? { refitting: undefined }
      : {};
  return progress === undefined
    ? { state: status.state, ...start, ...spent, ...refit }
    : { state: status.state, progress, progressAt: now, ...start, ...spent, ...refit };
}

/**
 * A poll that ended on a lost task (its backend no longer knows it: it expired) says what the
 * task had cost when last polled, when the backend reported that and the loss did not say it.
 */
function lostWithSpent(
  outcome: PollOutcome | undefined,
  job: Readonly<GenerationJob>,
): PollOutcome | undefined {
  if (outcome?.state !== 'failed' || !job.spent) return outcome;
  const { error } = outcome;
  if (!(error instanceof UnknownTaskError) || error.spent) return outcome;
  const lost = new UnknownTaskError(error.taskId, {
    ...(error.detail && { detail: error.detail }),
    cause: error,
    spent: job.spent,
  });
  return { state: 'failed', error: lost };
}

/**
 * The submission's options a job carries: its id (the job's, to find it again after a restart),
 * where its image will be shown, when it said; its input image and, for a masked action (Vary
 * (Region), Zoom out, Pan), its mask, and its references, read from the store (never from where the member first gave
 * them).
 * @throws {InputGoneError} when the job has an input (or a mask) the store no longer keeps.
 */
async function submitOptions(
  job: Readonly<GenerationJob>,
  inputs: Pick<JobInputs, 'get' | 'mask' | 'references'>,
): Promise<SubmitOptions> {
  const content = {
    submissionId: job.id,
    ...(job.uploadLimit !== undefined && { uploadLimit: job.uploadLimit }),
    ...(job.explicitAllowed !== undefined && {
      content: { explicitAllowed: job.explicitAllowed },
    }),
  };
  if (!job.input) return content;
  const { action, ref } = job.input;
  const image = await inputs.get(ref);
  const references = await inputs.references(ref);
  if (!image || !references) throw new InputGoneError();
  const referred = references.length > 0 ? { references } : {};
  if (!declarationOf(action).masked) return { ...content, input: { action, image, ...referred } };
  const mask = await inputs.mask(ref);
  if (!mask) throw new InputGoneError();
  return { ...content, input: { action, image, mask, ...referred } };
}
