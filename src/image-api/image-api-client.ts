import {
  type ImageApiClientOptions,
  type ImageApiClientSettings,
  resolveClientOptions,
} from './client-options.js';
import { credentials } from './credentials.js';
import { UnexpectedResponseError, UnknownTaskError } from './errors.js';
import { toWireRequest } from './generation-parameters.js';
import type { DownloadOptions } from './image-download.js';
import {
  balanceSchema,
  currentKeySchema,
  generatedKeySchema,
  revokeCountSchema,
  submissionSchema,
  taskStatusSchema,
} from './schemas.js';
import { ServiceTransport } from './service-transport.js';
import type {
  Balance,
  CallOptions,
  GenerationRequest,
  ImageService,
  RevokeTarget,
  Submission,
  TaskStatus,
} from './service-types.js';
import { readRunningTaskStatus } from './task-status-fast.js';
import { validateGenerationRequest } from './validate-generation-request.js';

const V1 = 'v1/index.php';
const MAIN = 'api.php';

/**
 * Typed client of the image service (see `ImageService`) over one shared keep-alive undici
 * agent. Every call has a timeout and honours the caller's signal; idempotent reads retry with
 * backoff, writes are never repeated once they may have reached the service. Failures are typed
 * `AppError`s; an abort through the caller's signal rethrows the signal's reason.
 */
export class ImageApiClient implements ImageService {
  readonly #settings: ImageApiClientSettings;
  readonly #transport: ServiceTransport;

  constructor(options: ImageApiClientOptions) {
    this.#settings = resolveClientOptions(options);
    this.#transport = new ServiceTransport(this.#settings);
  }

  /** Submits a generation after checking it against the limits. Never retried once sent. */
  async submit(
    apiKey: string,
    request: GenerationRequest,
    options?: CallOptions,
  ): Promise<Submission> {
    validateGenerationRequest(request);
    const key = credentials.apiKey(apiKey);
    const submission = await this.#transport.call(
      {
        operation: 'submit',
        method: 'POST',
        path: V1,
        query: { endpoint: 'image_generation' },
        credential: 'apiKey',
        apiKey: key,
        body: toWireRequest(request),
        retry: 'submission',
        schema: submissionSchema,
        secrets: [key],
      },
      options,
    );
    const family = submission.family ?? (request.workflow === 'rr3' ? 'rr3' : 'node-graph');
    return { ...submission, family };
  }

  /**
   * The state of a task; a relative image URL is resolved against the base URL. Made thousands of
   * times a second by the poll loop and awaited by each held generation: no async frame, and what
   * the call holds while in flight is shared (the fast read and the schema are made per call only
   * when an answer needs them).
   */
  taskStatus(apiKey: string, taskId: string, options?: CallOptions): Promise<TaskStatus> {
    let key: string;
    const id = taskId.trim();
    try {
      key = credentials.apiKey(apiKey);
      if (id === '') throw new UnknownTaskError(taskId, { detail: 'empty task id' });
    } catch (error) {
      return Promise.reject(error);
    }
    const status = this.#transport.call(
      {
        operation: 'taskStatus',
        method: 'GET',
        path: V1,
        query: { endpoint: 'task_status', task_id: id },
        credential: 'apiKey',
        apiKey: key,
        retry: 'read',
        schema: () => taskStatusSchema(id),
        readFast: (body) => readRunningTaskStatus(body, id),
        taskId: id,
        secrets: [key],
      },
      options,
    );
    return status.then((answer) =>
      answer.state !== 'completed'
        ? answer
        : { ...answer, imageUrl: new URL(answer.imageUrl, this.#settings.baseUrl).href },
    );
  }

  /** The credits of the user the key belongs to. */
  async balance(apiKey: string, options?: CallOptions): Promise<Balance> {
    const key = credentials.apiKey(apiKey);
    return this.#transport.call(
      {
        operation: 'balance',
        method: 'GET',
        path: V1,
        query: { endpoint: 'user_balance' },
        credential: 'apiKey',
        apiKey: key,
        retry: 'read',
        schema: balanceSchema,
        secrets: [key],
      },
      options,
    );
  }

  /** `POST api.php?action=generate_api_key` with `{ token }`. Never retried once sent. */
  async generateApiKey(loginToken: string, options?: CallOptions): Promise<string> {
    const token = credentials.loginToken(loginToken);
    return this.#transport.call(
      {
        operation: 'generateApiKey',
        method: 'POST',
        path: MAIN,
        query: { action: 'generate_api_key' },
        credential: 'loginToken',
        body: { token },
        retry: 'write',
        schema: generatedKeySchema,
        secrets: [token],
      },
      options,
    );
  }

  /** `POST api.php?action=get_api_key` with `{ token }` (kept out of the URL); retried as a read. */
  async getApiKey(loginToken: string, options?: CallOptions): Promise<string | null> {
    const token = credentials.loginToken(loginToken);
    return this.#transport.call(
      {
        operation: 'getApiKey',
        method: 'POST',
        path: MAIN,
        query: { action: 'get_api_key' },
        credential: 'loginToken',
        body: { token },
        retry: 'read',
        schema: currentKeySchema,
        secrets: [token],
        nullWhenMissing: true,
      },
      options,
    );
  }

  /** `POST api.php?action=revoke_api_key`, authenticated by `apiKey`, with `{ key }` or `{ all: true }`. */
  async revokeApiKey(
    apiKey: string,
    target: RevokeTarget,
    options?: CallOptions,
  ): Promise<number | undefined> {
    const key = credentials.apiKey(apiKey);
    const revoked = 'all' in target ? undefined : credentials.apiKey(target.key);
    return this.#transport.call(
      {
        operation: 'revokeApiKey',
        method: 'POST',
        path: MAIN,
        query: { action: 'revoke_api_key' },
        credential: 'apiKey',
        apiKey: key,
        body: revoked === undefined ? { all: true } : { key: revoked },
        retry: 'write',
        schema: revokeCountSchema,
        secrets: revoked === undefined ? [key] : [key, revoked],
        emptyIsSuccess: true,
      },
      options,
    );
  }

  /**
   * Downloads a generated image (http/https, no credentials sent), streamed under `maxBytes` and
   * the client's shared memory budget. Only from the service's host or `imageHosts`, on public
   * addresses unless `allowPrivateImageHosts`, redirects checked hop by hop; anything else throws
   * `ImageHostRefusedError` without fetching.
   */
  async downloadImage(url: string, options?: DownloadOptions): Promise<Buffer> {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || !/^https?:$/.test(parsed.protocol)) {
      const detail = `image URL is not http(s): ${url.slice(0, 200)}`;
      throw new UnexpectedResponseError({ detail });
    }
    return this.#transport.download(parsed, options);
  }

  /** Closes the shared agent; calls after this fail. */
  close(): Promise<void> {
    return this.#transport.close();
  }
}
