import { setTimeout as sleep } from 'node:timers/promises';
import { Agent } from 'undici';
import { RateLimitedError, UnknownTaskError } from '../../image-backend/backend-errors.js';
import type { BackendProbe } from '../../image-backend/backend-probe.js';
import type {
  Balance,
  CallOptions,
  DescribeOptions,
  Submission,
  SubmitOptions,
  TaskStatus,
} from '../../image-backend/backend-types.js';
import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { InputImage } from '../../image-backend/images-in.js';
import { HordeAlchemy, type HordeCaller, isAlchemyTask } from './horde-alchemy.js';
import type { HordeBackendOptions } from './horde-backend-options.js';
import {
  HORDE_CAPABILITIES,
  HORDE_INPAINTING_MODEL,
  HORDE_MODEL_REFERENCE_URL,
  HORDE_OWN_DEFAULT_MODEL,
  hordeCapabilities,
} from './horde-capabilities.js';
import { withModelFamilies } from './horde-families.js';
import { type HordeCall, type HordeHttpSettings, hordeRequest } from './horde-http.js';
import { HordeModelReference } from './horde-model-reference.js';
import { HordeModelList } from './horde-models.js';
import { HordePace, type HordeRoute } from './horde-pace.js';
import { probeHorde } from './horde-probe.js';
import { type HordeModels, toHordeBody, withOpaqueMask } from './horde-request.js';
import { asyncAnswerSchema, dryRunAnswerSchema, userSchema } from './horde-schemas.js';
import { cancelHordeTask, hordeTaskStatus } from './horde-status.js';

const KUDOS = HORDE_CAPABILITIES.balance?.unit ?? 'kudos';

/** How long the model reference is kept before it is read again: an hour (the server's own is read each 10 minutes). */
const MODEL_REFERENCE_TTL_MS = 3_600_000;

/** The longest wait a submission's 429 may ask for and still be sent again at once: 5 s. */
const BRIEF_LIMIT_MS = 5_000;

/**
 * How long to wait before sending a submission again that the Horde's rate limits refused for a
 * moment (flask-limiter's 429 with a Retry-After of at most {@link BRIEF_LIMIT_MS}: it started
 * nothing, so sending it again charges once); undefined for any other failure, and for
 * `TooManyPrompts` (the member's own queue at the Horde, which a second try does not empty).
 */
function briefLimit(error: unknown): number | undefined {
  if (!(error instanceof RateLimitedError)) return undefined;
  const { retryAfterMs } = error;
  return retryAfterMs !== undefined && retryAfterMs <= BRIEF_LIMIT_MS ? retryAfterMs : undefined;
}

/**
 * AI Horde as an image backend (docs/backends.md, docs/contributing-backends.md): one
 * request per image, its state read as `horde-status.ts` says (`check`, then `status` once done).
 * An upscale and a caption go through its alchemy (`horde-alchemy.ts`), an upscale's task id
 * telling it apart.
 */
export class HordeBackend implements ImageBackend {
  readonly capabilities: BackendCapabilities;
  readonly #http: HordeHttpSettings;
  readonly #pace: HordePace;
  readonly #download: ImageBackend['downloadImage'];
  readonly #asked: HordeModels;
  readonly #alchemy: HordeAlchemy;
  readonly #caller: HordeCaller;
  readonly #contactUnset: boolean;
  readonly #models: HordeModelList;
  readonly #reference: HordeModelReference;

  constructor(options: HordeBackendOptions) {
    const now = options.now ?? Date.now;
    const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 16 });
    this.#reference = new HordeModelReference({
      url: options.modelReferenceUrl ?? HORDE_MODEL_REFERENCE_URL,
      timeoutMs: options.timeoutMs,
      dispatcher,
      ttlMs: MODEL_REFERENCE_TTL_MS,
      now,
    });
    this.capabilities = withModelFamilies(
      hordeCapabilities(options.allowAnonymous ?? false, options.defaultModel),
      this.#reference.families,
      options.defaultModel ?? HORDE_OWN_DEFAULT_MODEL,
    );
    this.#asked = {
      default: options.defaultModel,
      inpainting: options.inpaintingModel ?? HORDE_INPAINTING_MODEL,
    };
    this.#contactUnset = options.contactUnset ?? false;
    this.#http = {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      timeoutMs: options.timeoutMs,
      clientAgent: options.clientAgent,
      dispatcher,
    };
    this.#pace = new HordePace({
      ...(options.takeTurn && { takeTurn: options.takeTurn }),
      ...(options.logger && { logger: options.logger }),
    });
    this.#download = options.download;
    this.#caller = (route, call, signal, beforeSending) =>
      this.#call(route, call, signal, beforeSending);
    this.#alchemy = new HordeAlchemy(this.#caller, options.alchemy);
    const modelsTtlMs = options.modelsTtlMs ?? 300_000;
    this.#models = new HordeModelList(this.#caller, modelsTtlMs, now);
  }

  /**
   * Sends `call` when the pace of `route` lets it (see {@link HordePace}); `beforeSending` aborts
   * the wait for that turn only.
   */
  async #call<T>(
    route: HordeRoute,
    call: HordeCall<T>,
    signal?: AbortSignal,
    beforeSending?: AbortSignal,
  ): Promise<T> {
    const unsent = [signal, beforeSending].filter((one) => one !== undefined);
    const waiting = unsent.length > 1 ? AbortSignal.any(unsent) : unsent[0];
    await this.#pace.wait(route, waiting);
    waiting?.throwIfAborted();
    return hordeRequest(this.#http, call, signal);
  }

  async submit(
    apiKey: string,
    request: GenerationRequest,
    options: SubmitOptions = {},
  ): Promise<Submission> {
    const action = options.input?.action;
    if (options.input && action?.kind === 'upscale') {
      return this.#alchemy.upscale(apiKey, options.input.image, action.factor, options);
    }
    const input = options.input && (await withOpaqueMask(options.input));
    const body = toHordeBody(request, options.content, this.#asked, input);
    const send = () =>
      this.#call(
        'submit',
        {
          method: 'POST',
          path: '/generate/async',
          apiKey,
          body,
          schema: asyncAnswerSchema,
          submission: true,
          what: 'POST generate/async',
        },
        options.signal,
        options.beforeSending,
      );
    const answer = await send().catch(async (error: unknown) => {
      const waitMs = briefLimit(error);
      if (waitMs === undefined) throw error;
      const unsent = [options.signal, options.beforeSending].filter((one) => one !== undefined);
      const waiting = unsent.length > 0 ? AbortSignal.any(unsent) : undefined;
      await sleep(waitMs, undefined, waiting && { signal: waiting }).catch(() => {
        throw waiting?.reason;
      });
      return send();
    });
    return {
      taskId: answer.id,
      status: 'queued',
      ...(answer.message && { message: answer.message }),
      ...(answer.kudos !== undefined && { cost: answer.kudos }),
    };
  }

  /**
   * The kudos one request of `request` would cost: the same body as a submission with `dry_run`,
   * at the submissions' pace (the Horde counts it among them); nothing is queued or spent. An
   * upscale's is its alchemy price, from the input alone.
   */
  async estimate(
    apiKey: string,
    request: GenerationRequest,
    options: SubmitOptions = {},
  ): Promise<number> {
    const action = options.input?.action;
    if (options.input && action?.kind === 'upscale') {
      return this.#alchemy.estimateUpscale(options.input.image, action.factor);
    }
    const input = options.input && (await withOpaqueMask(options.input));
    const body = {
      ...toHordeBody(request, options.content, this.#asked, input),
      dry_run: true as const,
    };
    const answer = await this.#call(
      'submit',
      {
        method: 'POST',
        path: '/generate/async',
        apiKey,
        body,
        schema: dryRunAnswerSchema,
        what: 'POST generate/async (dry run)',
      },
      options.signal,
    );
    return answer.kudos;
  }

  async taskStatus(
    _apiKey: string,
    taskId: string,
    options: CallOptions = {},
  ): Promise<TaskStatus> {
    const id = taskId.trim();
    if (!/^[\w-]{1,64}$/.test(id)) throw new UnknownTaskError(taskId, { detail: 'not a Horde id' });
    if (isAlchemyTask(id)) return this.#alchemy.status(id, options.signal);
    return hordeTaskStatus(this.#caller, id, options.signal);
  }

  /** Cancels the request: the Horde hands out no more of its jobs (running ones still finish). */
  async cancel(_apiKey: string, taskId: string, options: CallOptions = {}): Promise<void> {
    const id = taskId.trim();
    if (isAlchemyTask(id)) await this.#alchemy.cancel(id, options.signal);
    else await cancelHordeTask(this.#caller, id, options.signal);
  }

  /** A caption by the Horde's alchemy (`HordeAlchemy.describe`). */
  describe(apiKey: string, image: InputImage, options?: DescribeOptions): Promise<string> {
    return this.#alchemy.describe(apiKey, image, options);
  }

  /** `find_user` with the key: who it belongs to and its kudos; an unknown key is rejected. */
  async balance(apiKey: string, options: CallOptions = {}): Promise<Balance> {
    const user = await this.#call(
      'other',
      { method: 'GET', path: '/find_user', apiKey, schema: userSchema, what: 'GET find_user' },
      options.signal,
    );
    return {
      userId: String(user.id),
      username: user.username,
      balance: user.kudos,
      currency: KUDOS,
    };
  }

  /** `find_user` with the anonymous key, the contact sent, the model reference (`horde-probe.ts`). */
  probe(): Promise<BackendProbe> {
    const { baseUrl, clientAgent } = this.#http;
    return probeHorde(this, this.#reference, baseUrl, clientAgent, this.#contactUnset);
  }

  /** The image models workers serve now, the busiest first; asked again after `modelsTtlMs`. */
  choices(options: CallOptions = {}): Promise<readonly string[]> {
    return this.#models.names(options.signal);
  }

  downloadImage(url: string, options?: CallOptions & { maxBytes?: number }): Promise<Buffer> {
    return this.#download(url, options);
  }

  /** Stops the pace's limiters and closes the connections. */
  async close(): Promise<void> {
    await this.#pace.stop();
    await (this.#http.dispatcher as Agent).close();
  }
}
