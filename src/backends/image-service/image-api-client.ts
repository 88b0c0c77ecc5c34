import { UnknownTaskError } from '../../image-backend/backend-errors.js';
import type { BackendProbe } from '../../image-backend/backend-probe.js';
import { credentials } from '../../image-backend/credentials.js';
import { toWireRequest } from '../../image-backend/generation-parameters.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import { validateGenerationRequest } from '../../image-backend/validate-generation-request.js';
import { type ImageApiClientOptions, resolveClientOptions } from './client-options.js';
import { IMAGE_SERVICE_CAPABILITIES } from './image-service-capabilities.js';
import {
  balanceSchema,
  currentKeySchema,
  generatedKeySchema,
  readRunningTaskStatus,
  revokeCountSchema,
  submissionSchema,
  taskStatusSchema,
} from './schemas.js';
import { probeService } from './service-probe.js';
import { ServiceTransport } from './service-transport.js';
import type {
  Balance,
  CallOptions,
  GenerationRequest,
  RevokeTarget,
  Submission,
  TaskStatus,
} from './service-types.js';

/**
 * Typed client of the image service, the port's first backend (`ImageBackend`), on the HTTP side it extends
 * (`ServiceTransport`, whose `downloadImage` and `close` it offers): every call has a timeout and
 * honours the caller's signal (rethrowing its reason); failures are typed `AppError`s.
 */
export class ImageApiClient extends ServiceTransport implements ImageBackend {
  readonly capabilities = IMAGE_SERVICE_CAPABILITIES;

  constructor(options: ImageApiClientOptions) {
    super(resolveClientOptions(options));
  }

  /** A balance read with a key of no one, and where the host is (`service-probe.ts`). */
  probe(): Promise<BackendProbe> {
    return probeService(this, this.settings);
  }

  /** Submits a generation after checking it against the limits. Never retried once sent. */
  async submit(
    apiKey: string,
    request: GenerationRequest,
    options?: CallOptions,
  ): Promise<Submission> {
    validateGenerationRequest(request);
    return this.call(
      {
        operation: 'submit',
        query: { endpoint: 'image_generation' },
        auth: { apiKey: credentials.apiKey(apiKey) },
        body: toWireRequest(request, IMAGE_SERVICE_CAPABILITIES.parameters),
        retry: 'submission',
        schema: submissionSchema(request.workflow),
      },
      options,
    );
  }

  /**
   * The state of a task; a relative image URL is resolved against the base URL. Polled thousands
   * of times a second: no async frame, and the schema is made only when the fast read gives up.
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
    const status = this.call(
      {
        operation: 'taskStatus',
        query: { endpoint: 'task_status', task_id: id },
        auth: { apiKey: key },
        retry: 'read',
        schema: () => taskStatusSchema(id),
        readFast: (body) => readRunningTaskStatus(body, id),
      },
      options,
    );
    return status.then((answer) =>
      answer.state !== 'completed'
        ? answer
        : { ...answer, imageUrl: new URL(answer.imageUrl, this.settings.baseUrl).href },
    );
  }

  /** The credits of the user the key belongs to. */
  async balance(apiKey: string, options?: CallOptions): Promise<Balance> {
    const auth = { apiKey: credentials.apiKey(apiKey) };
    const query = { endpoint: 'user_balance' };
    return this.call(
      { operation: 'balance', query, auth, retry: 'read', schema: balanceSchema },
      options,
    );
  }

  /** `POST api.php?action=generate_api_key` with `{ token }`. Never retried once sent. */
  async generateApiKey(loginToken: string, options?: CallOptions): Promise<string> {
    const auth = { loginToken: credentials.loginToken(loginToken) };
    const query = { action: 'generate_api_key' };
    return this.call(
      { operation: 'generateApiKey', query, auth, retry: 'write', schema: generatedKeySchema },
      options,
    );
  }

  /** `POST api.php?action=get_api_key` with `{ token }` (kept out of the URL); retried as a read. */
  async getApiKey(loginToken: string, options?: CallOptions): Promise<string | null> {
    const auth = { loginToken: credentials.loginToken(loginToken) };
    return this.call(
      {
        operation: 'getApiKey',
        query: { action: 'get_api_key' },
        auth,
        retry: 'read',
        schema: currentKeySchema,
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
    const auth = { apiKey: credentials.apiKey(apiKey) };
    const revoked = 'all' in target ? undefined : credentials.apiKey(target.key);
    return this.call(
      {
        operation: 'revokeApiKey',
        query: { action: 'revoke_api_key' },
        auth,
        body: revoked === undefined ? { all: true } : { key: revoked },
        retry: 'write',
        schema: revokeCountSchema,
        ...(revoked !== undefined && { secrets: [revoked] }),
        emptyIsSuccess: true,
      },
      options,
    );
  }
}
