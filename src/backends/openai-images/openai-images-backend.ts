import OpenAI from 'openai';
import type {
  ImageEditParamsStreaming,
  ImageEditStreamEvent,
  ImageGenStreamEvent,
} from 'openai/resources/images';
import { Stream } from 'openai/streaming';
import {
  ImageTooLargeError,
  ServiceUnavailableError,
  UnknownTaskError,
} from '../../image-backend/backend-errors.js';
import type { BackendProbe } from '../../image-backend/backend-probe.js';
import type {
  Balance,
  CallOptions,
  Submission,
  SubmitOptions,
  TaskStatus,
} from '../../image-backend/backend-types.js';
import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import { HELD_CALL_LIMITS, type HeldCallLimits } from '../../image-backend/held-calls.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { KeyUsage, KeyUsageLedger } from '../../image-backend/key-usage.js';
import { base64Fits, type TaskPreview } from '../../image-backend/task-preview.js';
import { ImageCalls } from './image-calls.js';
import { isEventStream, readImagesAnswer } from './images-answer.js';
import { openAiImagesCapabilities } from './openai-images-capabilities.js';
import { toEditBody } from './openai-images-edit.js';
import { failureOfCall } from './openai-images-failure.js';
import { probeOpenAiImages } from './openai-images-probe.js';
import { type OpenAiImageSettings, toImagesBody } from './openai-images-request.js';
import { openAiServes } from './openai-images-serves.js';

/** Why a task id this process does not hold ended: it was in flight when the bot stopped. */
const LOST = 'the bot stopped while this call was in flight; it was not sent again';

/** Options of {@link OpenAiImagesBackend}. */
export interface OpenAiImagesBackendOptions {
  /** The API base with `/v1` (`https://api.openai.com/v1`, or a compatible provider's). */
  readonly baseUrl: string;
  /** How long one generation call may last, in ms; the key check gets a tenth (at least 5 s). */
  readonly timeoutMs: number;
  readonly settings: OpenAiImageSettings;
  /** The bot's own record of images and tokens per key (the provider keeps no balance). */
  readonly usage: KeyUsageLedger;
  /**
   * Downloads an image from a URL a provider gave (one that answers JSON with `url`): the bot's
   * image host policy and byte budget, as for every backend.
   */
  readonly download: ImageBackend['downloadImage'];
  /**
   * How long an ended call's image is kept for its delivery at most, and the bytes of every
   * image kept at once (the oldest given up first). @default {@link HELD_CALL_LIMITS}
   */
  readonly held?: HeldCallLimits;
  /** The clock. @default Date.now */
  readonly now?: () => number;
  /**
   * The operator's key for this endpoint (`OPENAI_IMAGES_API_KEY`), sent on every call in place
   * of a member's: members then link none (the operator pays). @default none: members' keys
   */
  readonly apiKey?: string;
  /** Whether the operator gave keys for the endpoints (then members link none). @default false */
  readonly operatorKeys?: boolean;
  /** Told of each call as it ends: nothing when the endpoint answered, else its failure (a pool's). */
  readonly watch?: (failure?: unknown) => void;
}

/**
 * OpenAI's Images API, or a provider imitating it, as an image backend (docs/backends.md,
 * image-backends.md §3): one streamed `POST /images/generations` per image, never retried. `submit`
 * returns once the provider accepted the call (its refusals are `submit`'s errors, nothing
 * charged) and reads the stream in this process under a task id of its own; `taskStatus` reports
 * the partial images as progress, the latest as the task's preview, then the image (kept in memory, served by `downloadImage` under
 * a synthetic URL) or how the call failed. A task id this process does not hold was in flight
 * when an earlier process stopped: it ends `interrupted`, may have been charged, never resent.
 */
export class OpenAiImagesBackend implements ImageBackend {
  readonly capabilities: BackendCapabilities;
  readonly #options: OpenAiImagesBackendOptions;
  readonly #calls: ImageCalls;
  readonly #now: () => number;
  /** The models the endpoint's `GET /models` last listed; undefined until read, or where it lists none. */
  #listed: readonly string[] | undefined;
  #closed = false;

  constructor(options: OpenAiImagesBackendOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.capabilities = openAiImagesCapabilities(options.settings.model, {
      operatorKeys: options.operatorKeys ?? options.apiKey !== undefined,
    });
    this.#calls = new ImageCalls(options.held ?? HELD_CALL_LIMITS, this.#now);
  }

  /**
   * A client for one member's or server's key, or the endpoint's own where the operator gave one:
   * no organisation or project from the environment.
   */
  #client(apiKey: string, timeoutMs: number): OpenAI {
    return new OpenAI({
      apiKey: this.#options.apiKey ?? apiKey,
      organization: null,
      project: null,
      baseURL: this.#options.baseUrl.replace(/\/+$/, ''),
      maxRetries: 0,
      timeout: timeoutMs,
    });
  }

  async submit(
    apiKey: string,
    request: GenerationRequest,
    options: SubmitOptions = {},
  ): Promise<Submission> {
    const { settings, timeoutMs } = this.#options;
    const { input } = options;
    const edit = input && (await toEditBody(request, settings, input, this.capabilities.imagesIn));
    const generation = edit ? undefined : toImagesBody(request, settings);
    const abort = new AbortController();
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([abort.signal, deadline]);
    options.signal?.throwIfAborted();
    let response: Response;
    try {
      const { images } = this.#client(apiKey, timeoutMs);
      const call = generation
        ? images.generate(generation, { signal })
        : images.edit(edit as ImageEditParamsStreaming, { signal });
      response = await call.asResponse();
    } catch (error) {
      throw this.#watched(failureOfCall(error, timeoutMs, this.#now()));
    }
    this.#options.watch?.();
    const taskId = this.#calls.start({ partials: 0, abort });
    void this.#read(taskId, apiKey, response, abort, deadline);
    return { taskId, status: 'processing' };
  }

  /**
   * Reads the answer by its content type: a stream to its end (partial images counted, the final
   * image kept), or the one JSON answer of a provider that ignores `stream` (its image as bytes or
   * a URL, kept as it is); the usage recorded. A masked edit's image is put back with the input's
   * kept pixels once delivery downloads it (`restoresKept`).
   */
  async #read(
    taskId: string,
    apiKey: string,
    response: Response,
    abort: AbortController,
    deadline: AbortSignal,
  ): Promise<void> {
    try {
      if (!isEventStream(response)) {
        const { image, tokens } = await readImagesAnswer(response, abort);
        await this.#record(apiKey, { images: 1, tokens: tokens ?? 0 });
        if ('url' in image) this.#calls.complete(taskId, { url: image.url, tokens });
        else this.#calls.complete(taskId, { tokens }, image.bytes);
        return;
      }
      for await (const event of Stream.fromSSEResponse<ImageEvent>(response, abort)) {
        if (
          event.type === 'image_generation.partial_image' ||
          event.type === 'image_edit.partial_image'
        )
          this.#calls.partial(taskId, previewOf(event));
        else if (
          event.type === 'image_generation.completed' ||
          event.type === 'image_edit.completed'
        ) {
          const image = Buffer.from(event.b64_json, 'base64');
          // A compatible provider may leave `usage` out, though OpenAI's events always carry it.
          const tokens = (event.usage as { total_tokens?: number } | undefined)?.total_tokens;
          await this.#record(apiKey, { images: 1, tokens: tokens ?? 0 });
          this.#calls.complete(taskId, { tokens }, image);
          return;
        }
      }
      this.#calls.fail(taskId, 'cut', 'the stream ended before its image');
    } catch (error) {
      const left = this.#closed || this.#calls.get(taskId)?.state !== 'running';
      if (!left && !deadline.aborted) {
        this.#watched(new ServiceUnavailableError({ detail: 'the stream broke', cause: error }));
      }
      const said = deadline.aborted
        ? `the call outlasted ${this.#options.timeoutMs} ms`
        : `the stream broke: ${error instanceof Error ? error.message : String(error)}`;
      this.#calls.fail(taskId, 'cut', said);
    }
  }

  /** `failure` told to the pool's watch (a dead endpoint's takes it down), and returned. */
  #watched<E>(failure: E): E {
    this.#options.watch?.(failure);
    return failure;
  }

  async #record(apiKey: string, used: KeyUsage): Promise<void> {
    await this.#options.usage.add(apiKey, used).catch(() => undefined);
  }

  async taskStatus(
    _apiKey: string,
    taskId: string,
    _options: CallOptions = {},
  ): Promise<TaskStatus> {
    const call = this.#calls.get(taskId);
    if (!call || call.state === 'failed') return this.#calls.ended(taskId, LOST);
    if (call.state === 'completed') {
      const { url, tokens } = call;
      const imageUrl = url ?? this.#calls.urlOf(taskId);
      const cost = tokens === undefined ? undefined : { amount: tokens, unit: 'tokens' };
      return { taskId, state: 'completed', imageUrl, ...(cost && { cost }) };
    }
    const steps = this.#options.settings.partialImages + 1;
    const progress = Math.round((100 * call.partials) / steps);
    return {
      taskId,
      state: 'processing',
      progress,
      ...(call.preview && { preview: call.preview }),
    };
  }

  /** Calls `listener` as task `taskId`'s call ends: its job is read and its slot freed at once. */
  onSettled(taskId: string, listener: () => void): () => void {
    return this.#calls.onSettled(taskId, listener);
  }

  /** Leaves the call: the provider stops generating once the stream is closed. */
  async cancel(_apiKey: string, taskId: string): Promise<void> {
    const call = this.#calls.get(taskId);
    if (call?.state === 'running') {
      call.abort.abort();
      this.#calls.fail(taskId, 'cut', 'cancelled by the bot');
    }
  }

  /**
   * `GET /models` (with the endpoint's key where the operator gave one): reachable, and the model
   * listed where it says (`openai-images-probe.ts`); the models listed are kept for `serves`.
   */
  async probe(): Promise<BackendProbe> {
    const { baseUrl, settings, apiKey } = this.#options;
    const { listed, ...probe } = await probeOpenAiImages(baseUrl, settings.model, apiKey);
    if (!probe.problems.some(({ unreachable }) => unreachable)) this.#listed = listed;
    return probe;
  }

  /** Whether the model asked is among those the endpoint last listed ({@link openAiServes}). */
  serves(request: GenerationRequest): boolean {
    return openAiServes(this.#listed, this.#options.settings.model, request);
  }

  /**
   * `GET /models` with the key (generates nothing): an unknown or revoked key is refused. There
   * is no balance and no account name: the bot's record of the key this month.
   */
  async balance(apiKey: string, options: CallOptions = {}): Promise<Balance> {
    const timeoutMs = options.timeoutMs ?? Math.max(5_000, this.#options.timeoutMs / 10);
    try {
      await this.#client(apiKey, timeoutMs).models.list(
        options.signal ? { signal: options.signal } : {},
      );
    } catch (error) {
      throw this.#watched(failureOfCall(error, timeoutMs, this.#now(), 'check'));
    }
    const usage = await this.#options.usage.month(apiKey);
    return {
      userId: '',
      username: '',
      balance: usage.images,
      currency: 'images',
      usage,
    };
  }

  /**
   * The image of a call this process finished (its synthetic URL), else `UnknownTaskError`; a
   * provider's own URL (a JSON answer's `url`) through the bot's safe download.
   */
  async downloadImage(url: string, options: CallOptions & { maxBytes?: number } = {}) {
    const id = this.#calls.idOfUrl(url);
    if (id === undefined) return this.#options.download(url, options);
    const image = this.#calls.imageOf(id);
    if (!image) throw new UnknownTaskError(id, { detail: 'image not held' });
    const { maxBytes } = options;
    if (maxBytes !== undefined && image.length > maxBytes) throw new ImageTooLargeError(maxBytes);
    return image;
  }

  /** Gives up the image of a call this process finished once its delivery has it. */
  delivered(url: string): void {
    const id = this.#calls.idOfUrl(url);
    if (id !== undefined) this.#calls.delivered(id);
  }

  /** Leaves every call still running (the process stops). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#calls.abortAll();
  }
}

/** An event of a streamed generation (`image_generation.*`) or edit (`image_edit.*`). */
type ImageEvent = ImageGenStreamEvent | ImageEditStreamEvent;

/** A partial image as the task's preview: none when its base64 is over the bound (not decoded). */
function previewOf(
  event: Extract<ImageEvent, { type: `${string}.partial_image` }>,
): Omit<TaskPreview, 'serial'> | undefined {
  if (!base64Fits(event.b64_json)) return undefined;
  const format =
    event.output_format === 'jpeg' || event.output_format === 'webp' ? event.output_format : 'png';
  return { image: Buffer.from(event.b64_json, 'base64'), format };
}
