import { Agent } from 'undici';
import type { Logger } from '../../core/logger.js';
import { UnknownTaskError } from '../../image-backend/backend-errors.js';
import type { BackendProbe } from '../../image-backend/backend-probe.js';
import type {
  Balance,
  CallOptions,
  DescribeOptions,
  Submission,
  SubmitOptions,
  TaskCost,
  TaskStatus,
} from '../../image-backend/backend-types.js';
import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { InputImage } from '../../image-backend/images-in.js';
import { HordeAlchemy, type HordeAlchemyOptions, isAlchemyTask } from './horde-alchemy.js';
import {
  HORDE_CAPABILITIES,
  HORDE_INPAINTING_MODEL,
  hordeCapabilities,
} from './horde-capabilities.js';
import { type HordeCall, type HordeHttpSettings, hordeRequest } from './horde-http.js';
import { HordePace, type HordeRoute, type TakeTurn } from './horde-pace.js';
import { probeHorde } from './horde-probe.js';
import { type HordeModels, toHordeBody, withOpaqueMask } from './horde-request.js';
import {
  asyncAnswerSchema,
  checkSchema,
  dryRunAnswerSchema,
  type HordeCheck,
  modelsSchema,
  statusSchema,
  unappliedLoras,
  userSchema,
} from './horde-schemas.js';

/** Options of {@link HordeBackend}. */
export interface HordeBackendOptions {
  /** The API base, before `/v2` (`https://aihorde.net/api`). */
  readonly baseUrl: string;
  /** Each call's timeout, in ms. */
  readonly timeoutMs: number;
  /** The `Client-Agent` header: `name:version:contact`. */
  readonly clientAgent: string;
  /**
   * Whether `HORDE_CLIENT_CONTACT` was left unset, rather than written as the placeholder
   * `unknown` (as `.env.example` ships it): the start's warning says which. @default false
   */
  readonly contactUnset?: boolean;
  /** Downloads an image from a URL the Horde gave (the bot's image host policy and byte budget). */
  readonly download: ImageBackend['downloadImage'];
  /** Whether the anonymous key pays where no key does (`HORDE_ALLOW_ANONYMOUS`). @default false */
  readonly allowAnonymous?: boolean;
  /**
   * The model asked for when a request names none (`HORDE_DEFAULT_MODEL`). @default undefined
   * (none sent: the Horde's own default, `stable_diffusion`)
   */
  readonly defaultModel?: string;
  /** The inpainting model a masked request asks for. @default HORDE_INPAINTING_MODEL */
  readonly inpaintingModel?: string;
  /** How long the model list is kept, in ms. @default 300000 */
  readonly modelsTtlMs?: number;
  /**
   * Turns taken across the bot's processes (the store's on Redis), so that the Horde's limits per
   * address hold for all of them together. @default undefined (this process's pace alone)
   */
  readonly takeTurn?: TakeTurn;
  /** Told when the shared turns fail and come back. */
  readonly logger?: Logger;
  /** The clock. @default Date.now */
  readonly now?: () => number;
  /** How captions are waited for (`HordeAlchemy`). @default its own */
  readonly alchemy?: HordeAlchemyOptions;
}

const KUDOS = HORDE_CAPABILITIES.balance?.unit ?? 'kudos';
const costOf = (kudos: number | undefined): TaskCost | undefined =>
  kudos === undefined ? undefined : { amount: kudos, unit: KUDOS };

/**
 * AI Horde as an image backend (docs/backends.md, docs/contributing-backends.md): one
 * request per image; polled with the cheap `check`, its `status` read once when done; a request no
 * worker can serve is cancelled and ends `impossible`, a faulted one `faulted`, a censored image
 * `censored`, each with the kudos it cost. An upscale and a caption go through its alchemy
 * (`horde-alchemy.ts`), an upscale's task id telling it apart.
 */
export class HordeBackend implements ImageBackend {
  readonly capabilities: BackendCapabilities;
  readonly #http: HordeHttpSettings;
  readonly #pace: HordePace;
  readonly #download: ImageBackend['downloadImage'];
  readonly #modelsTtlMs: number;
  readonly #now: () => number;
  readonly #asked: HordeModels;
  readonly #alchemy: HordeAlchemy;
  readonly #contactUnset: boolean;
  #models: { at: number; names: Promise<readonly string[]> } | undefined;

  constructor(options: HordeBackendOptions) {
    this.capabilities = hordeCapabilities(options.allowAnonymous ?? false, options.defaultModel);
    this.#asked = {
      default: options.defaultModel,
      inpainting: options.inpaintingModel ?? HORDE_INPAINTING_MODEL,
    };
    this.#contactUnset = options.contactUnset ?? false;
    this.#http = {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      timeoutMs: options.timeoutMs,
      clientAgent: options.clientAgent,
      dispatcher: new Agent({ keepAliveTimeout: 10_000, connections: 16 }),
    };
    this.#pace = new HordePace({
      ...(options.takeTurn && { takeTurn: options.takeTurn }),
      ...(options.logger && { logger: options.logger }),
    });
    this.#download = options.download;
    this.#modelsTtlMs = options.modelsTtlMs ?? 300_000;
    this.#now = options.now ?? Date.now;
    this.#alchemy = new HordeAlchemy(
      (route, call, signal, beforeSending) => this.#call(route, call, signal, beforeSending),
      options.alchemy,
    );
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
    const answer = await this.#call(
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
    const check = await this.#call(
      'check',
      {
        method: 'GET',
        path: `/generate/check/${id}`,
        schema: checkSchema,
        what: 'GET generate/check',
      },
      options.signal,
    );
    if (check.faulted) return this.#failed(id, 'faulted', check);
    if (!check.done && check.is_possible === false && check.processing === 0) {
      const cancelled = await this.#cancel(id, options.signal).catch(() => undefined);
      return this.#failed(id, 'impossible', cancelled ?? check);
    }
    if (check.done) return this.#finished(id, check, options.signal);
    const spent = costOf(check.kudos);
    const facts = {
      ...(check.queue_position !== undefined && { queuePosition: check.queue_position }),
      ...(check.wait_time !== undefined && { waitSeconds: check.wait_time }),
      ...(spent && { spent }),
    };
    return check.processing > 0 || check.finished > 0
      ? { taskId: id, state: 'processing', ...facts }
      : { taskId: id, state: 'queued', ...facts };
  }

  /**
   * The status of a request its check found done, with the model its worker ran (a painting's
   * inpainting model, not the one the request named); one that expired in between (404) says what
   * that check reported spent.
   */
  async #finished(id: string, check: HordeCheck, signal?: AbortSignal): Promise<TaskStatus> {
    const status = await this.#call(
      'status',
      {
        method: 'GET',
        path: `/generate/status/${id}`,
        schema: statusSchema,
        what: 'GET generate/status',
      },
      signal,
    ).catch((error: unknown) => {
      if (!(error instanceof UnknownTaskError) || error.spent) throw error;
      const spent = costOf(check.kudos ?? 0);
      throw new UnknownTaskError(id, {
        ...(error.detail && { detail: error.detail }),
        cause: error,
        spent,
      });
    });
    if (status.faulted) return this.#failed(id, 'faulted', status);
    const [image] = status.generations;
    if (!image || image.img === 'N/A') return this.#failed(id, 'failed', status);
    if (image.censored) return this.#failed(id, 'censored', status);
    const cost = costOf(status.kudos);
    const unapplied = unappliedLoras(image.gen_metadata);
    return {
      taskId: id,
      state: 'completed',
      imageUrl: image.img,
      ...(cost && { cost }),
      ...(image.model && { model: image.model }),
      ...(unapplied.length > 0 && { unappliedLoras: unapplied }),
    };
  }

  #failed(
    id: string,
    reason: 'failed' | 'impossible' | 'faulted' | 'censored',
    facts: HordeCheck,
  ): TaskStatus {
    const said = {
      failed: 'the request ended without an image',
      impossible: 'no worker can serve this request (is_possible: false); it was cancelled',
      faulted: 'the workers faulted the request',
      censored: "the worker's filter censored the image",
    }[reason];
    const cost = costOf(facts.kudos ?? 0);
    return {
      taskId: id,
      state: 'failed',
      error: `AI Horde: ${said}; ${facts.kudos ?? 0} kudos spent`,
      reason,
      ...(cost && { cost }),
    };
  }

  #cancel(id: string, signal?: AbortSignal) {
    return this.#call(
      'status',
      {
        method: 'DELETE',
        path: `/generate/status/${id}`,
        schema: statusSchema,
        what: 'DELETE generate/status',
      },
      signal,
    );
  }

  /** Cancels the request: the Horde hands out no more of its jobs (running ones still finish). */
  async cancel(_apiKey: string, taskId: string, options: CallOptions = {}): Promise<void> {
    const id = taskId.trim();
    if (isAlchemyTask(id)) await this.#alchemy.cancel(id, options.signal);
    else await this.#cancel(id, options.signal);
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

  /** `find_user` with the anonymous key, and the contact sent (`horde-probe.ts`). */
  probe(): Promise<BackendProbe> {
    return probeHorde(this, this.#http.baseUrl, this.#http.clientAgent, this.#contactUnset);
  }

  /** The image models workers serve now, the busiest first; asked again after `modelsTtlMs`. */
  choices(options: CallOptions = {}): Promise<readonly string[]> {
    const now = this.#now();
    if (!this.#models || now - this.#models.at > this.#modelsTtlMs) {
      const names = this.#call(
        'other',
        {
          method: 'GET',
          path: '/status/models?type=image',
          schema: modelsSchema,
          what: 'GET status/models',
        },
        options.signal,
      ).then((models) =>
        [...models].sort((a, b) => (b.count ?? 0) - (a.count ?? 0)).map((model) => model.name),
      );
      this.#models = { at: now, names };
      names.catch(() => {
        if (this.#models?.names === names) this.#models = undefined;
      });
    }
    return this.#models.names;
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
