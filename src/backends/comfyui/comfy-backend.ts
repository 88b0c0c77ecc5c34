import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';
import type { Logger } from '../../core/logger.js';
import { text as catalogText } from '../../i18n/localized-text.js';
import type { BackendProbe } from '../../image-backend/backend-probe.js';
import type {
  Balance,
  CallOptions,
  Submission,
  SubmitOptions,
  TaskStatus,
} from '../../image-backend/backend-types.js';
import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import {
  BackendSetupError,
  ImageHostRefusedError,
  ImageTooLargeError,
  InvalidParameterError,
  NotOfferedError,
  ServiceUnavailableError,
  UnknownTaskError,
} from '../../image-backend/errors.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import { comfyCapabilities } from './comfy-capabilities.js';
import { ComfyDownWatch } from './comfy-down.js';
import { failureOf } from './comfy-failure.js';
import { type ComfyCall, type ComfyHttpSettings, comfyRequest } from './comfy-http.js';
import {
  checkInputImage,
  inputValues,
  loadedName,
  uploadCall,
  workflowForInput,
} from './comfy-input.js';
import { ComfyNodeInfo, workflowRanges } from './comfy-node-info.js';
import { probeComfy } from './comfy-probe.js';
import { memberValueRefused } from './comfy-refusal.js';
import {
  emptySchema,
  type HistoryEntry,
  historySchema,
  promptAnswerSchema,
  queueSchema,
} from './comfy-schemas.js';
import { ComfySocket } from './comfy-socket.js';
import {
  type ApiWorkflow,
  fillWorkflow,
  type RegisteredWorkflow,
  type WorkflowInput,
} from './comfy-workflow.js';

/** Settings of {@link ComfyBackend}. */
export interface ComfyBackendOptions {
  /** The server's base URL (`COMFYUI_URL`). */
  readonly baseUrl: string;
  /** @default 15000 */
  readonly timeoutMs?: number;
  /**
   * How long the server may go without answering before a task's status ends it
   * (`COMFYUI_DOWN_AFTER_MS`). @default 60000
   */
  readonly downAfterMs?: number;
  /**
   * The client id prompts are queued with and the WebSocket connects with: ComfyUI sends a
   * prompt's progress to that id only, so one that outlives a restart keeps a resumed
   * generation's progress (`src/app/backends.ts` derives it from the bot and its shards).
   * @default a random id, this process's own
   */
  readonly clientId?: string;
  /**
   * The bot, the same in each of its processes (its application id): what a prompt's id is drawn
   * from with its submission's, so whichever process resumes a job finds it.
   * @default the client id
   */
  readonly botId?: string;
  /**
   * The operator's workflows (at least one text-to-image): members choose among the text-to-image
   * ones, in this order; the edit and upscale ones do what they take in (`comfy-input.ts`).
   */
  readonly workflows: readonly RegisteredWorkflow[];
  /** Headers a proxy in front asks for (`COMFYUI_TOKEN`); none for a bare server. */
  readonly authHeaders?: Readonly<Record<string, string>>;
  readonly logger: Logger;
}

/** The inputs a submission fills with values the member chose (not the bot's nor the workflow's). */
function chosenInputs(request: GenerationRequest, options?: SubmitOptions): Set<WorkflowInput> {
  const action = options?.input?.action;
  const chosen: [WorkflowInput, boolean][] = [
    ['steps', request.steps !== undefined],
    ['seed', request.seed !== undefined && request.seed >= 0],
    ['width', request.width !== undefined],
    ['height', request.height !== undefined],
    ['strength', action?.kind === 'edit' && action.strength !== undefined],
  ];
  return new Set(chosen.filter(([, set]) => set).map(([input]) => input));
}

/** The largest seed drawn for `seed: -1` (ComfyUI takes up to 2^64 - 1). */
const MAX_DRAWN_SEED = 2 ** 47;

/**
 * ComfyUI as an image backend (docs/backends.md): the operator's workflows filled with the
 * member's prompt, seed, steps and size, queued with `POST /prompt` under the bot's client id;
 * progress and the latest latent preview from the WebSocket, `/queue` while waiting and `/history`
 * for the end (and whenever the socket is down or the prompt was submitted before a restart);
 * images as bytes from `/view`.
 */
export class ComfyBackend implements ImageBackend {
  readonly capabilities: BackendCapabilities;
  readonly #http: ComfyHttpSettings;
  /** The text-to-image workflows, by name. */
  readonly #workflows: ReadonlyMap<string, RegisteredWorkflow>;
  /** Every workflow, those taking an image in included. */
  readonly #all: readonly RegisteredWorkflow[];
  readonly #clientId: string;
  readonly #botId: string;
  readonly #socket: ComfySocket;
  readonly #logger: Logger;
  readonly #down: ComfyDownWatch;
  readonly #nodes: ComfyNodeInfo;

  constructor(options: ComfyBackendOptions) {
    const generate = options.workflows.filter(({ role }) => role === 'generate');
    if (generate.length === 0) throw new Error('ComfyUI needs a text-to-image workflow');
    const baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#http = {
      baseUrl,
      timeoutMs: options.timeoutMs ?? 15_000,
      dispatcher: new Agent({ connections: 8 }),
      authHeaders: options.authHeaders ?? {},
    };
    this.#logger = options.logger;
    this.#down = new ComfyDownWatch(options.downAfterMs ?? 60_000);
    this.#workflows = new Map(generate.map((workflow) => [workflow.name, workflow]));
    this.#all = options.workflows;
    this.#nodes = new ComfyNodeInfo(this.#http, options.workflows);
    this.capabilities = {
      ...comfyCapabilities(options.workflows),
      workflowRanges: (name) => this.#rangesOf(name),
    };
    this.#clientId = options.clientId ?? `imagine-bot-${randomUUID()}`;
    this.#botId = options.botId ?? this.#clientId;
    const wsUrl = new URL(`${baseUrl}/ws`);
    wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
    wsUrl.searchParams.set('clientId', this.#clientId);
    this.#socket = new ComfySocket(wsUrl.href, this.#http.authHeaders, options.logger);
  }

  async submit(
    _apiKey: string,
    request: GenerationRequest,
    options?: SubmitOptions,
  ): Promise<Submission> {
    if (typeof request.prompt !== 'string') {
      throw new InvalidParameterError(catalogText('service.parametersRejected'), {
        detail: 'ComfyUI takes a text prompt; the workflow is the operator’s',
      });
    }
    const { input } = options ?? {};
    const workflow = input
      ? workflowForInput(this.#all, input, request.workflow)
      : this.#workflowFor(request.workflow);
    if (input) checkInputImage(this.capabilities.imagesIn, input);
    const seed =
      request.seed === undefined || request.seed < 0 ? randomInt(MAX_DRAWN_SEED) : request.seed;
    const words = {
      positive: request.prompt,
      negative: request.negativePrompt ?? '',
      seed,
      ...(request.steps !== undefined && { steps: request.steps }),
    };
    let prompt: ApiWorkflow;
    if (input) {
      const uploaded = loadedName(await this.#call(uploadCall(input.image), options));
      const strength = this.capabilities.imagesIn?.edit?.strength?.default ?? 0;
      prompt = fillWorkflow(workflow, {
        ...words,
        ...inputValues(workflow, input, uploaded, request, strength),
      });
    } else {
      prompt = fillWorkflow(workflow, {
        ...words,
        batch: 1,
        ...(request.width !== undefined && { width: request.width }),
        ...(request.height !== undefined && { height: request.height }),
      });
    }
    this.#socket.start();
    const answer = await this.#call(
      {
        what: 'POST /prompt',
        method: 'POST',
        path: '/prompt',
        body: {
          prompt,
          client_id: this.#clientId,
          ...(options?.submissionId && { prompt_id: this.#promptIdOf(options.submissionId) }),
        },
        schema: promptAnswerSchema,
        submission: true,
      },
      options,
    ).catch((error: unknown) => {
      if (!(error instanceof BackendSetupError)) throw error;
      throw memberValueRefused(error, workflow, chosenInputs(request, options)) ?? error;
    });
    return {
      taskId: answer.prompt_id,
      status: 'queued',
      ...(input && { workflow: workflow.name }),
    };
  }

  /** @throws {BackendDownError} once the server has not answered for `downAfterMs`. */
  async taskStatus(_apiKey: string, taskId: string, options?: CallOptions): Promise<TaskStatus> {
    try {
      return await this.#status(taskId, options);
    } catch (error) {
      throw this.#down.downError(error);
    }
  }

  async #status(taskId: string, options?: CallOptions): Promise<TaskStatus> {
    this.#socket.start();
    const current = this.#socket.current(taskId);
    if (current?.running && !current.ended) {
      return {
        taskId,
        state: 'processing',
        ...(current.progress !== undefined && { progress: current.progress }),
        ...(current.preview && { preview: current.preview }),
      };
    }
    const told = this.#socket.of(taskId);
    const historyEntry = async () =>
      (
        await this.#call(
          {
            what: 'GET /history',
            method: 'GET',
            path: `/history/${encodeURIComponent(taskId)}`,
            schema: historySchema,
          },
          options,
        )
      )[taskId];
    const entry = await historyEntry();
    if (entry) return this.#ended(taskId, entry);
    const queue = await this.#queue(options);
    if (queue.queue_running.some(([, id]) => id === taskId)) {
      return {
        taskId,
        state: 'processing',
        ...(told?.progress !== undefined && { progress: told.progress }),
        ...(told?.preview && { preview: told.preview }),
      };
    }
    const pending = [...queue.queue_pending].sort((a, b) => a[0] - b[0]);
    const place = pending.findIndex(([, id]) => id === taskId);
    if (place >= 0) {
      return { taskId, state: 'queued', queuePosition: place + 1 + queue.queue_running.length };
    }
    // It may have ended between the two reads: left the queue after history was read.
    const ended = await historyEntry();
    if (ended) return this.#ended(taskId, ended);
    throw new UnknownTaskError(taskId, { detail: `ComfyUI has no prompt ${taskId}` });
  }

  /**
   * The prompt a submission queued before a restart cut it short: queued under the id derived from
   * its `submissionId` and this bot's client id, found in `/history` once ended, else in `/queue`.
   */
  async findSubmission(
    _apiKey: string,
    submissionId: string,
    options?: CallOptions,
  ): Promise<string | undefined> {
    const promptId = this.#promptIdOf(submissionId);
    const history = await this.#call(
      {
        what: 'GET /history',
        method: 'GET',
        path: `/history/${encodeURIComponent(promptId)}`,
        schema: historySchema,
      },
      options,
    );
    if (history[promptId]) return promptId;
    const queue = await this.#queue(options);
    const queued = [...queue.queue_running, ...queue.queue_pending].some(
      ([, id]) => id === promptId,
    );
    return queued ? promptId : undefined;
  }

  balance(): Promise<Balance> {
    return Promise.reject(new NotOfferedError('balance'));
  }

  /**
   * Removes `taskId` from the queue while it waits; interrupts it only while it is the one
   * running (`/interrupt` stops whatever runs, so `/queue` is read first).
   */
  async cancel(_apiKey: string, taskId: string, options?: CallOptions): Promise<void> {
    const queue = await this.#queue(options);
    if (queue.queue_pending.some(([, id]) => id === taskId)) {
      await this.#call(
        {
          what: 'POST /queue delete',
          method: 'POST',
          path: '/queue',
          body: { delete: [taskId] },
          schema: emptySchema,
        },
        options,
      );
    } else if (queue.queue_running.some(([, id]) => id === taskId)) {
      await this.#call(
        {
          what: 'POST /interrupt',
          method: 'POST',
          path: '/interrupt',
          body: { prompt_id: taskId },
          schema: emptySchema,
        },
        options,
      );
    }
  }

  /** Whether the server answers and has every node the workflows use (`comfy-probe.ts`). */
  probe(): Promise<BackendProbe> {
    return probeComfy(this.#http, this.#all, this.#nodes);
  }

  /**
   * The ranges text-to-image workflow `name`'s nodes declare for a member's steps and size, as
   * last read (asked again in the background once five minutes old); none until read.
   */
  #rangesOf(name: string): ReturnType<typeof workflowRanges> | undefined {
    void this.#nodes.read().catch(() => undefined);
    const workflow = this.#workflows.get(name);
    const infos = this.#nodes.known;
    return workflow && infos ? workflowRanges(workflow, infos) : undefined;
  }

  /** The operator's workflows by name, as `/imagine workflow:` offers them; the first the default. */
  async choices(): Promise<readonly string[]> {
    return [...this.#workflows.keys()];
  }

  /** Reads an image from this server's `/view` (no other URL), at most `maxBytes`. */
  async downloadImage(
    url: string,
    options: CallOptions & { maxBytes?: number } = {},
  ): Promise<Buffer> {
    const target = URL.parse(url);
    const base = new URL(this.#http.baseUrl);
    if (!target || target.origin !== base.origin || !target.pathname.endsWith('/view')) {
      throw new ImageHostRefusedError(target?.host ?? 'invalid URL', {
        detail: 'ComfyUI images are read from its own /view only',
      });
    }
    const timeout = AbortSignal.timeout(options.timeoutMs ?? this.#http.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Awaited<ReturnType<typeof request>>;
    try {
      response = await request(target, {
        headers: { ...this.#http.authHeaders },
        signal,
        dispatcher: this.#http.dispatcher,
      });
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      throw new ServiceUnavailableError({ detail: `GET /view: ${String(error)}`, cause: error });
    }
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new ServiceUnavailableError({
        detail: `GET /view: HTTP ${response.statusCode}`,
        status: response.statusCode,
      });
    }
    const max = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > max) {
        response.body.destroy();
        throw new ImageTooLargeError(max);
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  /** Stops the socket and closes the connections. */
  async close(): Promise<void> {
    this.#socket.close();
    await this.#http.dispatcher.close();
  }

  /**
   * The registered workflow `name` (none: the first, as `choices` lists them).
   * @throws {InvalidParameterError} for a name not registered (one the operator since removed).
   */
  #workflowFor(name: string | undefined): RegisteredWorkflow {
    if (name === undefined) return this.#workflows.values().next().value as RegisteredWorkflow;
    const found = this.#workflows.get(name);
    if (found) return found;
    const allowed = [...this.#workflows.keys()].join(', ');
    const got = JSON.stringify(name.slice(0, 100));
    throw new InvalidParameterError(
      catalogText('parameter.oneOf', { name: 'workflow', allowed, got }),
      { parameter: 'workflow', limit: allowed },
    );
  }

  /**
   * The prompt id a submission is queued under (ComfyUI takes the client's `prompt_id`): a UUID
   * drawn from the bot's id and the submission's, so the process resuming it finds it again and
   * another bot on the same server never takes it.
   */
  #promptIdOf(submissionId: string): string {
    const hex = createHash('sha256')
      .update(`comfyui-prompt|${this.#botId}|${submissionId}`)
      .digest('hex');
    return [
      hex.slice(0, 8),
      hex.slice(8, 12),
      `4${hex.slice(13, 16)}`,
      `a${hex.slice(17, 20)}`,
      hex.slice(20, 32),
    ].join('-');
  }

  #queue(options?: CallOptions) {
    return this.#call(
      { what: 'GET /queue', method: 'GET', path: '/queue', schema: queueSchema },
      options,
    );
  }

  #call<T>(call: ComfyCall<T>, options?: CallOptions): Promise<T> {
    const http =
      options?.timeoutMs === undefined
        ? this.#http
        : { ...this.#http, timeoutMs: options.timeoutMs };
    return this.#down.watch(comfyRequest(http, call, options?.signal));
  }

  /** A prompt's end, from its history: its first saved image, or why it failed. */
  #ended(taskId: string, entry: HistoryEntry): TaskStatus {
    if (entry.status.status_str === 'success') {
      const images = Object.values(entry.outputs).flatMap((output) => output.images ?? []);
      const image = images.find((ref) => ref.type === 'output') ?? images[0];
      if (image) {
        const view = new URL(`${this.#http.baseUrl}/view`);
        view.searchParams.set('filename', image.filename);
        view.searchParams.set('subfolder', image.subfolder);
        view.searchParams.set('type', image.type);
        return { taskId, state: 'completed', imageUrl: view.href };
      }
      return { taskId, state: 'failed', error: 'the workflow saved no image', reason: 'failed' };
    }
    const { said, failedStep } = failureOf(taskId, entry, this.#logger);
    return {
      taskId,
      state: 'failed',
      error: said,
      reason: 'failed',
      ...(failedStep && { failedStep }),
    };
  }
}
