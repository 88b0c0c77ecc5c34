import { AppError, type UserText } from '../core/app-error.js';
import { errorText } from '../i18n/error-text.js';
import type { VideoType } from '../image-backend/animation.js';
import type { ServeOptions } from '../image-backend/backend-types.js';
import type { GenerationRequest } from '../image-backend/generation-parameters.js';
import type { ImageAction, SubmitInput } from '../image-backend/image-actions.js';
import type { KeyRef } from '../keys/key-ref.js';

/** Every state of a job; the last three are final. `accepted`: acknowledged, not started yet. */
export const JOB_STATES = [
  'accepted',
  'waiting',
  'submitting',
  'queued',
  'pending',
  'processing',
  'completed',
  'failed',
  'timed_out',
] as const;

/** A job's state. */
export type JobState = (typeof JOB_STATES)[number];

/**
 * How long a Retry that took a front turn has to save its job: a minute (it saves within seconds
 * of the press), after which a turn taken by a job never saved is owed again.
 */
export const FRONT_TAKE_GRACE_MS = 60_000;

/** The states a job ends in. */
export type FinishedJobState = 'completed' | 'failed' | 'timed_out';

/** A failure as a job keeps it: the error's name, English message, catalog text (not in old jobs). */
export interface JobError {
  name: string;
  message: string;
  text?: UserText;
}

/**
 * What a job does with an input image: the action, and the reference of its bytes in
 * the store (`JobInputs`, shared by a request's images), resolved into `SubmitOptions.input` when
 * the job is submitted.
 */
export interface JobInput {
  readonly action: ImageAction;
  /** The key of the stored bytes in `JobInputs` (the request's interaction id). */
  readonly ref: string;
  /** How many reference images are kept with it (what a pool's servers are asked they take). */
  readonly references?: number;
}

/** The job's record of `input`, its bytes kept under `ref`: its action, how many references. */
export const jobInputOf = (
  input: Pick<SubmitInput, 'action' | 'references'>,
  ref: string,
): JobInput => ({
  action: input.action,
  ref,
  ...(input.references?.length && { references: input.references.length }),
});

/** What a pool's servers are asked of a job's input (`ServeOptions`): its action, its references. */
export const serveOptionsOf = (input: JobInput | undefined): ServeOptions =>
  input ? { action: input.action, ...(input.references && { references: input.references }) } : {};

/** An opaque JSON object owned by the caller (e.g. the Discord reply to edit). */
export type JobTarget = Record<string, unknown>;

/** One image generation, as persisted: plain JSON. Times are epoch milliseconds. */
export interface GenerationJob {
  /** Unique; the bot uses the Discord interaction id. */
  id: string;
  /** The limiter key: a guild id, or `dm:<userId>` in direct messages. */
  scope: string;
  userId: string;
  keyRef: KeyRef;
  /**
   * The image backend it runs on (`RegisteredBackend.id`); absent for the original service (as in
   * every job saved before backends were named).
   */
  backend?: string;
  /** Whether the place it is shown in allows explicit images (a backend's content flags). */
  explicitAllowed?: boolean;
  /**
   * The most bytes its video may take where it is posted (the upload limit), for an animation:
   * the backend steers its encoder to it (`SubmitOptions`, `StatusOptions`).
   */
  uploadLimit?: number;
  request: GenerationRequest;
  /** The image it starts from and what it does with it; absent: an image from words alone. */
  input?: JobInput;
  state: JobState;
  /**
   * Its member's share of the line inside its scope (1 when absent; more for a role the server's
   * managers named, `/policy`'s priority roles), read when it was asked for.
   */
  weight?: number;
  /**
   * 1-based place in its line, as the line projects it (past `LINE_PLACES`: one more); only while
   * `waiting` for a slot.
   */
  queuePosition?: number;
  /**
   * When it should leave the line (epoch ms), while `waiting` and once the line's pace is known.
   * Kept in memory only, like `progress`.
   */
  queueEta?: number;
  /**
   * The server of its backend's pool the line gave it a slot on (`PoolServer.id`), saved before
   * it is sent there: a resumed job polls and holds that server again. Absent on a backend
   * without a pool.
   */
  server?: string;
  /**
   * `owed` when it failed because that server died under it: its own member's next Retry enters
   * the line first (`JobManager.takeFrontRetry`), then `taken`. Saved, so the turn outlives a
   * restart and a shard's move to another process.
   */
  frontTurn?: 'owed' | 'taken';
  /**
   * Of a `taken` turn: the job the Retry that took it saves, and when it took it. A process killed
   * between the two saves none: once {@link FRONT_TAKE_GRACE_MS} passed with no job under that id,
   * the turn is owed again.
   */
  frontTaken?: { readonly by: string; readonly at: number };
  /**
   * Set on an `accepted` job once its member was shown the answer placing it in the line
   * (`JobManager.shown`): a restart before it started puts it back in the line instead of failing it.
   */
  shown?: true;
  taskId?: string;
  /** The backend's own kind of task (`Submission.family`), opaque here. */
  family?: string;
  /** The workflow that ran, where the backend chose it (`Submission.workflow`); else the request's. */
  ranWorkflow?: string;
  /** The size it made, where the backend chose it (`Submission.size`: an animation's). */
  ranSize?: { width: number; height: number };
  /**
   * The model that ran, where the backend said it and it was not the request's (`TaskStatus`'s
   * `model`: a WebUI runs its loaded checkpoint in place of one it no longer has, or none asked).
   */
  ranModel?: string;
  /**
   * The request's LoRAs (`LoraUse.name`) the backend said it made the image without (`TaskStatus`'s
   * `unappliedLoras`: a LoRA the Horde's workers could not fetch).
   */
  unappliedLoras?: string[];
  /**
   * Where the task waits at a backend that queues (the Horde): its place and expected wait, as
   * last polled. Kept in memory only, like `progress`.
   */
  backendQueue?: { position?: number; waitSeconds?: number };
  /** The service's progress indicator while `processing`. */
  progress?: number;
  /** When the service last reported `progress`. Kept in memory only, like `progress`. */
  progressAt?: number;
  /**
   * Set while the pool's server it was sent to is down (its poll waits for the server to answer
   * again), cleared once it is up. Kept in memory only, like `progress`.
   */
  unreachable?: true;
  /**
   * Set while its video is made again, smaller, to fit the upload limit (`TaskStatus`'s
   * `refitting`). Kept in memory only, like `progress`.
   */
  refitting?: true;
  /** The first `processing` status seen: when, and the progress it reported (for an estimate of the end). */
  processingStart?: { at: number; progress?: number };
  /** Set when `completed`: the image, or an animation's first frame (its poster). */
  imageUrl?: string;
  /** An animation's video and sampled frames, when `completed` (`TaskStatus`'s `video`). */
  video?: { url: string; type: VideoType; frames: string[] };
  /** What it cost, when `completed` on a backend that reports costs (the Horde's kudos). */
  cost?: { amount: number; unit: string };
  /**
   * What its task had cost when last polled, on a backend that reports costs: said when the task
   * is lost (it expired). Never written on its own change, like `progress`.
   */
  spent?: { amount: number; unit: string };
  /** Set when `failed` or `timed_out`. */
  error?: JobError;
  createdAt: number;
  submittedAt?: number;
  finishedAt?: number;
  /** Whether `onFinished` has been called (successfully, or given up on). */
  delivered: boolean;
  /** The caller's data; never read by the job manager. */
  target: JobTarget;
}

/**
 * A deep copy of `job` as the store keeps it (plain JSON: undefined fields left out). Not
 * `structuredClone`: its copies take a third more memory (thousands of jobs are held) and longer.
 */
export function copyJob(job: Readonly<GenerationJob>): GenerationJob {
  // One string per value: the job's id, its member's id and its server's id recur in its target.
  return copyJson(job, new Map()) as GenerationJob;
}

/** `JSON.parse(JSON.stringify(value))` without the text, equal strings made one. */
function copyJson(value: unknown, strings: Map<string, string>): unknown {
  if (typeof value === 'string') {
    const first = strings.get(value);
    if (first !== undefined) return first;
    strings.set(value, value);
    return value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    return value.map((item) => (item === undefined ? null : copyJson(item, strings)));
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (field !== undefined) copy[key] = copyJson(field, strings);
  }
  return copy;
}

/**
 * The job's request as it ran: the workflow and model the backend said it ran
 * (`ranWorkflow`, `ranModel`) in place of the request's; what the card, Details, `/history` and
 * the posted image's parameters name.
 */
export function ranRequest(job: Readonly<GenerationJob>): GenerationRequest {
  const { request, ranWorkflow, ranModel } = job;
  if (!ranWorkflow && !ranModel) return request;
  return {
    ...request,
    ...(ranWorkflow && { workflow: ranWorkflow }),
    ...(ranModel && { model: ranModel }),
  };
}

/** Whether `state` is final (`completed`, `failed` or `timed_out`). */
export function isFinished(state: JobState): state is FinishedJobState {
  return state === 'completed' || state === 'failed' || state === 'timed_out';
}

/** The user-safe `{ name, message }` kept in a job for `error`: unexpected errors get a generic message. */
export function toJobError(error: unknown): JobError {
  if (error instanceof AppError) {
    const { name, message, text } = error;
    return text ? { name, message, text } : { name, message };
  }
  const name = error instanceof Error ? error.name : 'Error';
  const { english, text } = errorText('jobs.unexpected');
  return { name, message: english, text };
}

/** What `JobManager.start` needs to create a job. */
export type NewJobInput = Pick<GenerationJob, 'id' | 'scope' | 'userId' | 'keyRef' | 'request'> &
  Partial<
    Pick<GenerationJob, 'backend' | 'explicitAllowed' | 'input' | 'uploadLimit' | 'weight'>
  > & {
    /** The caller's data kept with the job. @default {} */
    target?: JobTarget;
    /**
     * Ahead of every other waiting job, not saved here (`JobManager.takeFrontRetry`: the Retry of a job
     * whose server died under it). @default false
     */
    front?: boolean;
  };

/** A new undelivered job made of `input`, `waiting` unless said otherwise. */
export function newJob(
  input: NewJobInput,
  createdAt: number,
  state: 'accepted' | 'waiting' = 'waiting',
): GenerationJob {
  const { id, scope, userId, keyRef, request, target = {}, backend, explicitAllowed } = input;
  const { weight, uploadLimit } = input;
  const source = input.input;
  return {
    id,
    scope,
    userId,
    keyRef,
    ...(backend !== undefined && { backend }),
    ...(explicitAllowed !== undefined && { explicitAllowed }),
    ...(uploadLimit !== undefined && { uploadLimit }),
    ...(weight !== undefined && weight !== 1 && { weight }),
    request,
    ...(source !== undefined && { input: source }),
    state,
    createdAt,
    delivered: false,
    target,
  };
}
