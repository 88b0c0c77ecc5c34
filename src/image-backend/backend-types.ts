import type { TaskVideo } from './animation.js';
import type { GenerationRequest } from './generation-parameters.js';
import type { ImageAction, SubmitInput } from './image-actions.js';
import type { KeyUsage } from './key-usage.js';
import type { TaskPreview } from './task-preview.js';

/** What a submission returned: the backend's task, and what it said it will cost, when it did. */
export interface Submission {
  taskId: string;
  /** The backend's own kind of task (the image service: `node-graph` or `rr3`); opaque above the port. */
  family?: string;
  /**
   * The workflow that runs, where the backend chose it rather than the request (ComfyUI's edit or
   * upscale workflow for an image brought in): what the card, `/history` and Details name.
   */
  workflow?: string;
  /**
   * The size it makes, where the backend chose it rather than the request (ComfyUI's animation:
   * the image's aspect over the workflow's pixels): what `/history` names.
   */
  size?: { readonly width: number; readonly height: number };
  /** The backend's first state of the task, kept as sent. */
  status: string;
  message?: string;
  provider?: string;
  checkStatus?: string;
  /** What the backend estimated the task costs, in its balance unit (the Horde's kudos). */
  cost?: number;
}

/** Where a task waits at a backend that queues (the Horde): its place and the expected wait. */
export interface QueueFacts {
  /** 1-based place in the backend's queue; 0 once nothing is ahead. */
  queuePosition?: number;
  /** The backend's estimate of the time left, in seconds. */
  waitSeconds?: number;
}

/** What a task not yet ended has cost so far, on a backend that reports costs (`reportsCost`). */
export interface SpentSoFar {
  /** The Horde's `kudos` of a check: what its finished images consumed. */
  spent?: TaskCost;
}

/** A task's state, as a discriminated union on `state`. */
export type TaskStatus =
  | ({ taskId: string; state: 'queued' | 'pending' } & QueueFacts & SpentSoFar)
  | ({
      taskId: string;
      state: 'processing';
      progress?: number;
      /** The latest preview of the task, on a backend that sends them (`capabilities.previews`). */
      preview?: TaskPreview;
      /**
       * Its video is made again, smaller, to fit the upload limit (`StatusOptions.uploadLimit`):
       * the image is done, its encoder runs again.
       */
      refitting?: true;
    } & QueueFacts &
      SpentSoFar)
  | {
      taskId: string;
      state: 'completed';
      imageUrl: string;
      cost?: TaskCost;
      /** An animation's video and sampled frames (`imageUrl` is its first frame); absent: an image. */
      video?: TaskVideo;
      /** The model that ran, where the backend says (a WebUI's `info.sd_model_name`). */
      model?: string;
      /**
       * The request's LoRAs (their `LoraUse.name`) the backend said it could not apply (the
       * Horde's `download_failed`): the image was made without them.
       */
      unappliedLoras?: readonly string[];
    }
  | {
      taskId: string;
      state: 'failed';
      /** The backend's own words, for the operator's log and, without `failedStep`, the card. */
      error: string;
      reason?: FailureReason;
      cost?: TaskCost;
      /** Which step of the backend's graph failed and why, told instead of `error`. */
      failedStep?: FailedStep;
    };

/** A finished task's status. */
export type CompletedStatus = Extract<TaskStatus, { state: 'completed' }>;

/** Why a step of a backend's graph failed, as a member is told it (plainly, in their language). */
export type StepFailureCause =
  /** The GPU ran out of memory. */
  | 'outOfMemory'
  /** It could not read its model. */
  | 'modelUnreadable'
  /** A file it needs is missing. */
  | 'fileMissing'
  /** The workflow blocked it. */
  | 'blocked'
  /** It raised an error of the type `errorType` names. */
  | 'raised'
  /** It raised an error of no type the backend named. */
  | 'unknown';

/**
 * The step of a backend's graph (a ComfyUI node) a task failed in, and a plain cause: what a
 * member reads instead of the backend's own words, which name the operator's files and models
 * and stay in the log. Every field is bounded and free of those words.
 */
export interface FailedStep {
  /** The step's id in the graph (at most 20 characters); none where the job is one call. */
  readonly id?: string;
  /** Its kind (a node's class, at most 60 characters); none where the job is one call. */
  readonly kind?: string;
  /** The name the operator gave it in the workflow, where other than its kind (at most 60). */
  readonly title?: string;
  readonly cause: StepFailureCause;
  /** The short name of the error's type, for `raised` (at most 40 word characters). */
  readonly errorType?: string;
}

/** How a task ended without an image, when the backend says more than "failed". */
export type FailureReason =
  /** It failed (the image service's `failed`). */
  | 'failed'
  /** No worker can serve it (the Horde's `is_possible: false`); the bot cancelled it. */
  | 'impossible'
  /** Its workers failed it too often (the Horde's `faulted`). */
  | 'faulted'
  /** The backend's own filter withheld the image (the Horde's `censored`). */
  | 'censored'
  /** The connection of a long call was lost while the image was made: it may have been charged. */
  | 'cut'
  /** The bot restarted while a long call was in flight: it may have been charged, never resent. */
  | 'interrupted'
  /** Another client of a shared server stopped its job (the WebUI's global `/interrupt`): unfinished. */
  | 'stoppedElsewhere'
  /**
   * The backend no longer offers what was asked (its operator turned the WebUI's last upscaler
   * off after the member pressed Upscale): nothing ran, nothing was charged.
   */
  | 'notOffered';

/** What a task cost, in the backend's balance unit. */
export interface TaskCost {
  readonly amount: number;
  /** The balance's unit (`kudos`). */
  readonly unit: string;
}

/** An account's balance, in the backend's unit (`currency`: credits, kudos). */
export interface Balance {
  userId: string;
  /** The account's name as members read it; empty where the backend names none (OpenAI). */
  username: string;
  balance: number;
  currency: string;
  /** A backend without a balance: the bot's own record of the key's use this UTC month. */
  usage?: KeyUsage;
}

/** Per-call options of a backend. */
export interface CallOptions {
  /** Aborts the request. */
  signal?: AbortSignal;
  /** Overrides the backend's timeout for this call (ms). */
  timeoutMs?: number;
  /**
   * The server of the backend's pool a submission goes to (the one the line gave it a slot on),
   * or `findSubmission` asks (the one it was sent to): `PoolServer.id`. Absent on a backend
   * without a pool (`ImageBackend.pool`); other calls route by their task id.
   */
  server?: string;
}

/** Options of `ImageBackend.taskStatus`. */
export interface StatusOptions extends CallOptions {
  /**
   * The most bytes the task's video may take where it is posted (the upload limit): a backend that
   * steers its encoder (ComfyUI's `SaveVideo` and `SaveWEBM` `crf`) has a video over it made again,
   * smaller, before it says the task completed (`refitting` meanwhile). Absent: no new one is made,
   * one already made is still the one given.
   */
  uploadLimit?: number;
}

/** What the place a generation is shown in allows, for a backend with content flags of its own. */
export interface ContentContext {
  /** Whether the place is age-restricted (or a member's own choice allows explicit images). */
  explicitAllowed: boolean;
}

/** Per-submission options: the call's, where the image will be shown, and its source image. */
export interface SubmitOptions extends CallOptions {
  /** Where the image will be shown; a backend with content flags sends them from it. */
  content?: ContentContext;
  /**
   * The image the generation starts from and what to do with it, on a backend whose
   * `capabilities.imagesIn` offers that action; absent: an image from words alone.
   */
  input?: SubmitInput;
  /**
   * The most bytes a video it makes may take where it is posted (the upload limit): a backend
   * that steers its encoder starts at a quality that should fit.
   */
  uploadLimit?: number;
  /**
   * This submission's own id, the same after a restart (its job's): a backend that can find a
   * submission later (`ImageBackend.findSubmission`) tags its task with it.
   */
  submissionId?: string;
  /**
   * Called during `submit` by a backend that holds `input`'s bytes (or anything made of them) past
   * its return, with what settles once it no longer does: a call that waits for its turn and is
   * sent later (the WebUI's), an answer whose kept pixels are restored from them (OpenAI's masked
   * edit). The input budget counts the input until then; a backend whose request is sent before
   * `submit` returns never calls it.
   */
  keepsInput?: (released: Promise<unknown>) => void;
  /**
   * Aborts the submission while nothing is sent yet (waiting its turn at a pace the backend keeps):
   * it then rejects with this signal's reason and the backend got nothing. Once sending, the
   * submission is awaited whatever this signal says (`signal` aborts that too).
   */
  beforeSending?: AbortSignal;
}

/**
 * What a server is asked it has for a job (`ImageBackend.serves`, `BackendPool.eligible`): a
 * submission's options, and the action on the job's input image where its bytes are not at hand
 * (the line's entry: `input`'s action otherwise), or `describe` for a caption.
 */
export interface ServeOptions extends SubmitOptions {
  readonly action?: ImageAction | { readonly kind: 'describe' };
  /** How many reference images the job's input carries, where its bytes are not at hand. */
  readonly references?: number;
}

/** Options of `ImageBackend.describe`: the call's, and where to say what describing cost. */
export interface DescribeOptions extends CallOptions {
  /**
   * Told once what the description cost, on a backend that reports costs (`reportsCost`): when
   * the caption comes, or when it fails after being charged.
   */
  onCost?: (cost: TaskCost) => void;
}

/** What selects the keys `revokeApiKey` revokes. */
export type RevokeTarget = { key: string } | { all: true };

/** One HTTP request to a backend that ended: an answer read, or a failure of any kind. */
export interface BackendRequest {
  /** The call, by the name of its {@link ImageBackend} method (`taskStatus`: status polls). */
  readonly operation: string;
  /** `ok`: an answer the backend's client accepted; `error`: anything else. */
  readonly outcome: 'ok' | 'error';
}

export type { GenerationRequest, TaskPreview };
