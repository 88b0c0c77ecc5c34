import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '../../core/logger.js';
import {
  BackendDownError,
  ImageTooLargeError,
  NotOfferedError,
  TaskFailedError,
  UnknownTaskError,
} from '../../image-backend/backend-errors.js';
import type { BackendProbe } from '../../image-backend/backend-probe.js';
import type {
  Balance,
  CallOptions,
  ServeOptions,
  Submission,
  SubmitOptions,
  TaskStatus,
} from '../../image-backend/backend-types.js';
import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import { DownWatch } from '../../image-backend/down-watch.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import { gpuWorkOf } from '../../image-backend/gpu-work.js';
import {
  HELD_CALL_LIMITS,
  type HeldCallLimits,
  HeldCalls,
} from '../../image-backend/held-calls.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { InputImage } from '../../image-backend/images-in.js';
import type { BackendLora } from '../../image-backend/loras.js';
import { CALL_TIMEOUT_MS, runSdCall, type SdCallDeps, type SdMade } from './sd-webui-call.js';
import { sdWebuiCapabilities } from './sd-webui-capabilities.js';
import { describeOn } from './sd-webui-describe.js';
import { closeEndpoints, type SdEndpoints, sdEndpoints } from './sd-webui-endpoints.js';
import { SdWebuiFeatures } from './sd-webui-features.js';
import { SdWebuiLists } from './sd-webui-lists.js';
import { SdWebuiLoras } from './sd-webui-loras.js';
import { interruptRunning, SdOrphans } from './sd-webui-orphans.js';
import { probeSdWebui } from './sd-webui-probe.js';
import { readTask, type SdRunning, statusOf } from './sd-webui-progress.js';
import { callFor } from './sd-webui-request.js';
import { sdServes } from './sd-webui-serves.js';

/** How the line names a WebUI's own checkpoint, which a request naming none runs (`modelOf`). */
const OWN_CHECKPOINT = "(the server's own checkpoint)";
/** How long a submission waits for the WebUI to refuse the call outright (422, 401, 404). */
const REFUSAL_WINDOW_MS = 300;
/** Why a task id this process does not hold ended: it was in flight when the bot stopped. */
const LOST =
  'the bot stopped while this call was in flight; the WebUI keeps no result to fetch, and it was not sent again';
/** How often a stopped task still queued is looked at, to interrupt it as it starts. */
const STOP_POLL_MS = 250;

/** Options of {@link SdWebuiBackend}. */
export interface SdWebuiBackendOptions {
  /** The WebUI's base URL (`http://127.0.0.1:7860`), before `/sdapi/v1`. */
  readonly baseUrl: string;
  /** How long a call other than a generation may take, in ms. */
  readonly timeoutMs: number;
  /** `--api-auth`'s `user:pass`, a secret (never logged). @default none */
  readonly login?: string;
  /** The upscaler Upscale runs where the server lists it (`SD_WEBUI_UPSCALER`). @default 'R-ESRGAN 4x+' */
  readonly upscaler?: string;
  /**
   * Told of each request to the server as it ends (`JsonEndpoint.ended`): how a pool reads this
   * server's state. @default none
   */
  readonly watch?: (failure?: unknown) => void;
  /**
   * How long an ended call's image is kept for its delivery at most, and the bytes of every
   * image kept at once (the oldest given up first). @default {@link HELD_CALL_LIMITS}
   */
  readonly held?: HeldCallLimits;
  /**
   * How long the server may answer nothing before a call it holds is given up
   * (`SD_WEBUI_DOWN_AFTER_MS`): its job ends, and the WebUI is asked to stop it once it answers.
   * @default 60000
   */
  readonly downAfterMs?: number;
  /** @default Date.now */
  readonly now?: () => number;
  readonly logger?: Pick<Logger, 'warn'>;
}

/**
 * A Stable Diffusion WebUI (AUTOMATIC1111, Forge, reForge, SD.Next) as an image backend
 * (docs/backends.md, image-backends.md §6): one blocking `txt2img`/`img2img` call per image
 * under a task id of the bot's own (`force_task_id`), held in this process; `/internal/progress`
 * for that id gives its place, percentage and live preview, never another client's job. Stop
 * waiting interrupts only while the running job is the bot's own (`/interrupt` is global); a
 * queued one is interrupted as it starts. A task id the process no longer holds was in flight
 * when the bot stopped: the WebUI keeps no result to fetch, so it ends `interrupted`, never resent.
 */
export class SdWebuiBackend implements ImageBackend {
  readonly capabilities: BackendCapabilities;
  readonly #http: SdEndpoints;
  readonly #calls: HeldCalls<SdRunning, SdMade>;
  readonly #lists: SdWebuiLists;
  readonly #loras: SdWebuiLoras;
  readonly #features: SdWebuiFeatures;
  readonly #orphans: SdOrphans;
  readonly #callDeps: SdCallDeps;
  readonly #inflight = new Map<string, Promise<unknown>>();
  readonly #down: DownWatch;
  readonly #closing = new AbortController();

  constructor(private readonly options: SdWebuiBackendOptions) {
    const now = options.now ?? Date.now;
    this.#http = sdEndpoints(options.baseUrl, options.timeoutMs, options.login, options.watch);
    this.#calls = new HeldCalls('sdw', 'sd-webui', options.held ?? HELD_CALL_LIMITS, now);
    this.#down = new DownWatch(options.downAfterMs ?? 60_000, now);
    this.#lists = new SdWebuiLists(this.#http.control, now);
    this.#loras = new SdWebuiLoras(this.#http.control, now);
    this.#features = new SdWebuiFeatures(this.#http.control, now);
    this.#orphans = new SdOrphans(this.#http.control, this.#closing.signal, STOP_POLL_MS);
    this.#callDeps = {
      http: this.#http,
      calls: this.#calls,
      lists: this.#lists,
      upscaler: this.#wanted,
      logger: options.logger,
    };
    this.capabilities = sdWebuiCapabilities(
      this.#lists,
      () => this.#features.known,
      () => this.#lists.hasUpscaler(),
    );
  }

  get #wanted(): string {
    return this.options.upscaler ?? 'R-ESRGAN 4x+';
  }

  /**
   * The upscaler an upscale by `factor` runs: the operator's where the server lists it, else the
   * one it lists that serves the factor best.
   * @throws {TaskFailedError} `notOffered` where it lists none (since the member pressed Upscale).
   */
  #upscalerFor(factor: number): string {
    const upscaler = this.#lists.upscalerFor(this.#wanted, factor);
    if (upscaler) return upscaler;
    throw new TaskFailedError('the WebUI lists no upscaler', 'notOffered');
  }

  async submit(
    _apiKey: string,
    request: GenerationRequest,
    options: SubmitOptions = {},
  ): Promise<Submission> {
    options.signal?.throwIfAborted();
    void this.#features.read().catch(() => undefined);
    const taskId = options.submissionId
      ? this.#calls.idFor(options.submissionId)
      : this.#calls.newId();
    const action = options.input?.action;
    if (action?.kind === 'upscale')
      await this.#lists.read({ signal: options.signal }).catch(() => undefined);
    const upscaler = action?.kind === 'upscale' ? this.#upscalerFor(action.factor) : undefined;
    const plan = callFor(request, taskId, options.input, upscaler);
    const abort = new AbortController();
    // `close` aborts every call's own signal: no signal joined to the backend's per call.
    if (this.#closing.signal.aborted) abort.abort(this.#closing.signal.reason);
    this.#calls.start({ tracked: plan.tracked, previewId: -1, cancelled: false, abort }, taskId);
    const settled = runSdCall(this.#callDeps, taskId, plan, abort.signal);
    // The call holds the input (its body streams it) until it ends, waiting for its turn first.
    if (options.input) options.keepsInput?.(settled);
    this.#inflight.set(taskId, settled);
    void settled.finally(() => this.#inflight.delete(taskId));
    const early = await Promise.race([
      settled,
      delay(REFUSAL_WINDOW_MS, undefined, { ref: false }),
    ]);
    if (early instanceof Error) {
      this.#calls.forget(taskId);
      throw early;
    }
    return { taskId, status: 'queued' };
  }

  /**
   * The checkpoint `request` names, else the server's own (its global one: the same on each of a
   * pool's servers as far as the line can tell); none for an upscale, which loads no checkpoint.
   */
  modelOf(request: GenerationRequest, options: ServeOptions = {}): string | undefined {
    const action = options.input?.action ?? options.action;
    if (action && action.kind !== 'describe' && gpuWorkOf(action) === 'upscale') return undefined;
    return request.model ?? OWN_CHECKPOINT;
  }

  /**
   * Whether this WebUI has what the job needs, as it last listed (`sdServes`: the checkpoint,
   * sampler and LoRAs; an upscaler for Upscale; a caption route), each list read again in the
   * background once five minutes old.
   */
  serves(request: GenerationRequest, options: ServeOptions = {}): boolean {
    void this.#lists.read().catch(() => undefined);
    void this.#features.read().catch(() => undefined);
    if (request.loras?.length) void this.#loras.read().catch(() => undefined);
    const served = {
      lists: this.#lists,
      loras: this.#loras.known(),
      features: this.#features.known,
      upscalerFor: (factor: number) => this.#lists.upscalerFor(this.#wanted, factor),
    };
    return sdServes(served, request, options);
  }

  /**
   * The task of a submission a restart cut short (its call sent under the task id drawn from
   * `submissionId`), where the WebUI's `/internal/progress` knows it: queued, running or among its
   * last finished. Undefined where it never got the call, or cannot tell (no task ids:
   * `--nowebui`, SD.Next; an upscale, sent under none). The next process then holds no call
   * under that id: `taskStatus` stops it at the WebUI and ends it `interrupted`.
   */
  async findSubmission(
    _apiKey: string,
    submissionId: string,
    options: CallOptions = {},
  ): Promise<string | undefined> {
    const { tasks } = await this.#features.read(options).catch(() => this.#features.known);
    if (!tasks) return undefined;
    const taskId = this.#calls.idFor(submissionId);
    const read = await readTask(this.#http.control, taskId, -1, options);
    return read.active || read.queued || read.completed ? taskId : undefined;
  }

  async taskStatus(
    _apiKey: string,
    taskId: string,
    options: CallOptions = {},
  ): Promise<TaskStatus> {
    const call = this.#calls.get(taskId);
    if (!call && this.#features.known.tasks) this.#orphans.stop(taskId);
    if (!call || call.state === 'failed') return this.#calls.ended(taskId, LOST);
    if (call.state === 'completed') {
      const imageUrl = this.#calls.urlOf(taskId);
      const { model, unappliedLoras } = call;
      return {
        taskId,
        state: 'completed',
        imageUrl,
        ...(model && { model }),
        ...(unappliedLoras && { unappliedLoras }),
      };
    }
    if (!call.tracked) return { taskId, state: 'processing' };
    let silent: unknown;
    const read = await this.#down
      .watch(readTask(this.#http.control, taskId, call.previewId, options))
      .catch((error: unknown) => {
        silent = this.#down.downError(error);
        return undefined;
      });
    if (silent instanceof BackendDownError) {
      call.cancelled = true;
      this.#calls.fail(taskId, 'cut', 'the server did not answer');
      call.abort.abort();
      throw silent;
    }
    return statusOf(taskId, call, read);
  }

  /** Calls `listener` as task `taskId`'s held call returns: the WebUI's GPU is done with it. */
  onSettled(taskId: string, listener: () => void): () => void {
    return this.#calls.onSettled(taskId, listener);
  }

  /**
   * Interrupts the task while it is the one running (read first: `/interrupt` stops whatever
   * runs, another client's job included); a task still queued is watched and interrupted as it
   * starts (the WebUI cannot take a call out of its queue). An upscale, which runs under no task
   * id, is only left.
   */
  async cancel(_apiKey: string, taskId: string, options: CallOptions = {}): Promise<void> {
    const call = this.#calls.get(taskId);
    // Given up (its server silent) or no longer held: stopped there if it still waits or runs.
    if (!call || call.state === 'failed') {
      if (this.#features.known.tasks) this.#orphans.stop(taskId);
      return;
    }
    if (call.state !== 'running') return;
    call.cancelled = true;
    this.#calls.fail(taskId, 'cut', 'stopped by the bot');
    if (!call.tracked) return call.abort.abort();
    if (await this.#interruptIfRunning(taskId, options).catch(() => false)) return;
    void this.#stopWhenStarted(taskId);
  }

  async #interruptIfRunning(taskId: string, options: CallOptions): Promise<boolean> {
    const read = await readTask(this.#http.control, taskId, -1, options);
    if (!read.active || !this.#inflight.has(taskId)) return read.completed;
    await interruptRunning(this.#http.control, options.signal);
    return true;
  }

  async #stopWhenStarted(taskId: string): Promise<void> {
    const signal = this.#closing.signal;
    while (this.#inflight.has(taskId) && !signal.aborted) {
      const done = await this.#interruptIfRunning(taskId, { signal }).catch(() => false);
      if (done) return;
      await delay(STOP_POLL_MS, undefined, { signal }).catch(() => undefined);
    }
  }

  /** The server's checkpoints (`model_name`), kept five minutes. */
  async choices(options?: CallOptions): Promise<readonly string[]> {
    return (await this.#lists.read(options)).models;
  }

  /**
   * The server's LoRAs (`/sdapi/v1/loras`, kept five minutes), by the name a tag takes and their
   * alias; `fresh`: the server reads its folder again first (`refresh-loras`).
   */
  async loras(options: CallOptions & { fresh?: boolean } = {}): Promise<readonly BackendLora[]> {
    const { fresh, ...call } = options;
    const listed = await (fresh ? this.#loras.refresh(call) : this.#loras.read(call));
    return listed.map(({ name, alias }) => ({ name, label: alias }));
  }

  /** A caption by the server's own route (`interrogate` or SD.Next's `caption`), if it has one. */
  async describe(_apiKey: string, image: InputImage, options: CallOptions = {}): Promise<string> {
    const { describe } = await this.#features.read(options).catch(() => this.#features.known);
    const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
    return describeOn(this.#http.held, describe, image, options, timeoutMs);
  }

  probe(): Promise<BackendProbe> {
    return probeSdWebui(this.#http.control, this.#lists, this.#features, this.#wanted);
  }

  balance(): Promise<Balance> {
    return Promise.reject(new NotOfferedError('balance'));
  }

  /** The image of a call this process finished (its synthetic URL), else `UnknownTaskError`. */
  async downloadImage(
    url: string,
    options: CallOptions & { maxBytes?: number } = {},
  ): Promise<Buffer> {
    const id = this.#calls.idOfUrl(url) ?? url;
    const image = this.#calls.imageOf(id);
    if (!image) throw new UnknownTaskError(id, { detail: 'image not held' });
    if (options.maxBytes !== undefined && image.length > options.maxBytes)
      throw new ImageTooLargeError(options.maxBytes);
    return image;
  }

  /** Gives up the image of a call this process finished once its delivery has it. */
  delivered(url: string): void {
    this.#calls.delivered(this.#calls.idOfUrl(url) ?? url);
  }

  /** Leaves every call still running (the process stops). */
  async close(): Promise<void> {
    this.#closing.abort();
    this.#calls.abortAll();
    await closeEndpoints(this.#http);
  }
}
