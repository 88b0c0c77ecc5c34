import OpenAI from 'openai';
import type { ImageGenStreamEvent } from 'openai/resources/images';
import type { Stream } from 'openai/streaming';
import type {
  Balance,
  CallOptions,
  Submission,
  SubmitOptions,
  TaskStatus,
} from '../../image-backend/backend-types.js';
import { ImageTooLargeError, UnknownTaskError } from '../../image-backend/errors.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { KeyUsage, KeyUsageLedger } from '../../image-backend/key-usage.js';
import { base64Fits, type TaskPreview } from '../../image-backend/task-preview.js';
import { ImageCalls } from './image-calls.js';
import { OPENAI_IMAGES_CAPABILITIES } from './openai-images-capabilities.js';
import { failureOfCall } from './openai-images-failure.js';
import { type OpenAiImageSettings, toImagesBody } from './openai-images-request.js';

/** Options of {@link OpenAiImagesBackend}. */
export interface OpenAiImagesBackendOptions {
  /** The API base with `/v1` (`https://api.openai.com/v1`, or a compatible provider's). */
  readonly baseUrl: string;
  /** How long one generation call may last, in ms; the key check gets a tenth (at least 5 s). */
  readonly timeoutMs: number;
  readonly settings: OpenAiImageSettings;
  /** The bot's own record of images and tokens per key (the provider keeps no balance). */
  readonly usage: KeyUsageLedger;
  /** How long an ended call's image is kept for its delivery, in ms. @default 900000 */
  readonly keepMs?: number;
  /** The clock. @default Date.now */
  readonly now?: () => number;
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
  readonly capabilities = OPENAI_IMAGES_CAPABILITIES;
  readonly #options: OpenAiImagesBackendOptions;
  readonly #calls: ImageCalls;
  readonly #now: () => number;

  constructor(options: OpenAiImagesBackendOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#calls = new ImageCalls(options.keepMs ?? 900_000, this.#now);
  }

  /** A client for one member's or server's key: no organisation or project from the environment. */
  #client(apiKey: string, timeoutMs: number): OpenAI {
    return new OpenAI({
      apiKey,
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
    const body = toImagesBody(request, this.#options.settings);
    const { timeoutMs } = this.#options;
    const abort = new AbortController();
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([abort.signal, deadline]);
    options.signal?.throwIfAborted();
    let stream: Stream<ImageGenStreamEvent>;
    try {
      stream = await this.#client(apiKey, timeoutMs).images.generate(body, { signal });
    } catch (error) {
      throw failureOfCall(error, timeoutMs, this.#now());
    }
    const taskId = this.#calls.start(abort);
    void this.#read(taskId, apiKey, stream, deadline);
    return { taskId, status: 'processing' };
  }

  /** Reads the stream to its end: partial images counted, the final image kept, usage recorded. */
  async #read(
    taskId: string,
    apiKey: string,
    stream: Stream<ImageGenStreamEvent>,
    deadline: AbortSignal,
  ): Promise<void> {
    try {
      for await (const event of stream) {
        if (event.type === 'image_generation.partial_image')
          this.#calls.partial(taskId, previewOf(event));
        else if (event.type === 'image_generation.completed') {
          const image = Buffer.from(event.b64_json, 'base64');
          const tokens = event.usage.total_tokens;
          await this.#record(apiKey, { images: 1, tokens });
          this.#calls.complete(taskId, image, tokens);
          return;
        }
      }
      this.#calls.fail(taskId, 'cut', 'the stream ended before its image');
    } catch (error) {
      const said = deadline.aborted
        ? `the call outlasted ${this.#options.timeoutMs} ms`
        : `the stream broke: ${error instanceof Error ? error.message : String(error)}`;
      this.#calls.fail(taskId, 'cut', said.slice(0, 300));
    }
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
    if (!call) {
      if (!ImageCalls.owns(taskId)) throw new UnknownTaskError(taskId);
      const error = 'the bot stopped while this call was in flight; it was not sent again';
      return { taskId, state: 'failed', error, reason: 'interrupted' };
    }
    if (call.state === 'completed') {
      const cost = { amount: call.tokens, unit: 'tokens' };
      return { taskId, state: 'completed', imageUrl: ImageCalls.urlOf(taskId), cost };
    }
    if (call.state === 'failed') {
      return { taskId, state: 'failed', error: call.said, reason: call.reason };
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

  /** Leaves the call: the provider stops generating once the stream is closed. */
  async cancel(_apiKey: string, taskId: string): Promise<void> {
    const call = this.#calls.get(taskId);
    if (call?.state === 'running') {
      call.abort.abort();
      this.#calls.fail(taskId, 'cut', 'cancelled by the bot');
    }
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
      throw failureOfCall(error, timeoutMs, this.#now(), 'check');
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

  /** The image of a call this process finished (its synthetic URL), else `UnknownTaskError`. */
  async downloadImage(url: string, options: CallOptions & { maxBytes?: number } = {}) {
    const id = ImageCalls.idOfUrl(url) ?? '';
    const call = this.#calls.get(id);
    if (call?.state !== 'completed') throw new UnknownTaskError(id, { detail: 'image not held' });
    const { maxBytes } = options;
    if (maxBytes !== undefined && call.image.length > maxBytes)
      throw new ImageTooLargeError(maxBytes);
    return call.image;
  }

  /** Leaves every call still running (the process stops). */
  async close(): Promise<void> {
    this.#calls.abortAll();
  }
}

/** A partial image as the task's preview: none when its base64 is over the bound (not decoded). */
function previewOf(
  event: Extract<ImageGenStreamEvent, { type: 'image_generation.partial_image' }>,
): Omit<TaskPreview, 'serial'> | undefined {
  if (!base64Fits(event.b64_json)) return undefined;
  const format =
    event.output_format === 'jpeg' || event.output_format === 'webp' ? event.output_format : 'png';
  return { image: Buffer.from(event.b64_json, 'base64'), format };
}
