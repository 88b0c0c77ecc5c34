import { randomUUID } from 'node:crypto';
import { Agent } from 'undici';
import type { Logger } from '../../core/logger.js';
import { text as catalogText } from '../../i18n/localized-text.js';
import {
  BackendSetupError,
  InvalidParameterError,
  NotOfferedError,
} from '../../image-backend/backend-errors.js';
import type { BackendProbe } from '../../image-backend/backend-probe.js';
import type {
  Balance,
  CallOptions,
  ServeOptions,
  StatusOptions,
  Submission,
  SubmitOptions,
  TaskStatus,
} from '../../image-backend/backend-types.js';
import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import { DownWatch } from '../../image-backend/down-watch.js';
import type {
  GenerationRequest,
  ParameterDefaults,
} from '../../image-backend/generation-parameters.js';
import type { EditChoice, ImageBackend } from '../../image-backend/image-backend.js';
import type { BackendLora } from '../../image-backend/loras.js';
import { comfyCapabilities, editStrength } from './comfy-capabilities.js';
import { modelFileOf } from './comfy-family.js';
import { type ComfyCall, type ComfyHttpSettings, comfyRequest } from './comfy-http.js';
import {
  checkInputImage,
  inputValues,
  uploadInput,
  uploadReferences,
  workflowForInput,
} from './comfy-input.js';
import { ComfyLoraBases } from './comfy-lora-base.js';
import { chainLoras, lorasFor } from './comfy-lora-chain.js';
import { ComfyLoras } from './comfy-loras.js';
import { ComfyNodeInfo, workflowRanges } from './comfy-node-info.js';
import { probeComfy } from './comfy-probe.js';
import {
  chosenInputs,
  promptCall,
  promptIdOf,
  promptValues,
  workflowNamed,
} from './comfy-prompt.js';
import { placeReferences } from './comfy-references.js';
import { memberValueRefused } from './comfy-refusal.js';
import { comfyServes, workflowOfJob } from './comfy-serves.js';
import { ComfySocket } from './comfy-socket.js';
import { ComfyTaskState, type VideoSettle } from './comfy-task-state.js';
import { ComfyVideoFit } from './comfy-video-fit.js';
import { checkedViewUrl } from './comfy-view.js';
import { fillWorkflow, ownSizeAndSteps, type RegisteredWorkflow } from './comfy-workflow.js';

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
  /**
   * Told of each request to the server as it ends (`JsonEndpoint.ended`): how a pool reads this
   * server's state. @default none
   */
  readonly watch?: (failure?: unknown) => void;
  /**
   * The port's bounded download on the server's own origin, with `authHeaders` (the registration's
   * `download`, policy `operator-origin`): how `/view` is read.
   */
  readonly download: ImageBackend['downloadImage'];
  readonly logger: Logger;
}

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
  readonly #down: DownWatch;
  readonly #nodes: ComfyNodeInfo;
  readonly #tasks: ComfyTaskState;
  readonly #fit: ComfyVideoFit;
  readonly #loras: ComfyLoras;
  readonly #download: ImageBackend['downloadImage'];

  constructor(options: ComfyBackendOptions) {
    const generate = options.workflows.filter(({ role }) => role === 'generate');
    if (generate.length === 0) throw new Error('ComfyUI needs a text-to-image workflow');
    const baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#http = {
      baseUrl,
      timeoutMs: options.timeoutMs ?? 15_000,
      dispatcher: new Agent({ connections: 8 }),
      authHeaders: options.authHeaders ?? {},
      ...(options.watch && { ended: options.watch }),
    };
    this.#download = options.download;
    this.#down = new DownWatch(options.downAfterMs ?? 60_000);
    this.#workflows = new Map(generate.map((workflow) => [workflow.name, workflow]));
    this.#all = options.workflows;
    this.#nodes = new ComfyNodeInfo(this.#http, options.workflows);
    this.#loras = new ComfyLoras(this.#http);
    const bases = new ComfyLoraBases(this.#http);
    this.capabilities = {
      ...comfyCapabilities(
        options.workflows,
        (role) => this.#nodes.have(role),
        (file) => bases.familyOf(file, { timeoutMs: 5_000 }),
        (workflow) => this.#nodes.serves(workflow),
      ),
      workflowRanges: (name) => this.#rangesOf(name),
    };
    this.#clientId = options.clientId ?? `imagine-bot-${randomUUID()}`;
    this.#botId = options.botId ?? this.#clientId;
    const wsUrl = new URL(`${baseUrl}/ws`);
    wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
    wsUrl.searchParams.set('clientId', this.#clientId);
    this.#socket = new ComfySocket(wsUrl.href, this.#http.authHeaders, options.logger);
    const call = <T>(call: ComfyCall<T>, options?: CallOptions) => this.#call(call, options);
    const settle: VideoSettle = (...args) => this.#fit.settle(...args);
    this.#tasks = new ComfyTaskState(call, this.#socket, this.#http, options.logger, settle);
    const tasks = this.#tasks;
    this.#fit = new ComfyVideoFit({
      http: this.#http,
      nodes: this.#nodes,
      entry: (id, asked) => tasks.entry(id, asked),
      queued: (id, asked) => tasks.queued(id, asked),
      ended: (id, entry) => tasks.ended(id, entry),
      queue: async (prompt, id, asked) => {
        await this.#call(promptCall(prompt, this.#clientId, id), asked);
      },
      refitIdOf: (taskId, attempt) => promptIdOf(this.#botId, `${taskId}|refit ${attempt}`),
      logger: options.logger,
    });
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
      ? workflowForInput(this.#all, input, request.workflow, (w) => this.#nodes.serves(w))
      : workflowNamed(this.#workflows, request.workflow);
    let fromInput: ReturnType<typeof inputValues> | undefined;
    let referenceNames: string[] = [];
    if (input) {
      checkInputImage(this.capabilities.imagesIn, input);
      const uploaded = await uploadInput(input, (call) => this.#call(call, options));
      referenceNames = await uploadReferences(input, (call) => this.#call(call, options));
      const strength = this.capabilities.imagesIn?.edit?.strength?.default ?? 0;
      fromInput = inputValues(workflow, input, uploaded, request, strength);
    }
    const prompt = placeReferences(
      fillWorkflow(workflow, promptValues(workflow, request.prompt, request, fromInput)),
      workflow.references ?? [],
      referenceNames,
    );
    chainLoras(prompt, lorasFor(workflow, request.loras), request.loras ?? []);
    const size =
      workflow.role === 'animate' && fromInput
        ? { width: Number(fromInput.width), height: Number(fromInput.height) }
        : undefined;
    const limit = options?.uploadLimit;
    if (size && limit !== undefined) await this.#fit.steer(prompt, workflow, size, limit);
    this.#socket.start();
    const { submissionId } = options ?? {};
    const promptId = submissionId ? promptIdOf(this.#botId, submissionId) : undefined;
    const answer = await this.#call(promptCall(prompt, this.#clientId, promptId), options).catch(
      (error: unknown) => {
        if (!(error instanceof BackendSetupError)) throw error;
        throw memberValueRefused(error, workflow, chosenInputs(request, options)) ?? error;
      },
    );
    return {
      taskId: answer.prompt_id,
      status: 'queued',
      ...(input && { workflow: workflow.name }),
      ...(size && { size }),
    };
  }

  /** The chosen workflow's own size and steps, where `request` names none (`ownSizeAndSteps`). */
  parameterDefaults(request: GenerationRequest, options: ServeOptions = {}): ParameterDefaults {
    const workflow = workflowOfJob(this.#workflows, this.#all, request, options);
    return workflow ? ownSizeAndSteps(workflow) : {};
  }

  /** The model file the job's workflow loads (its checkpoint or diffusion model). */
  modelOf(request: GenerationRequest, options: ServeOptions = {}): string | undefined {
    const workflow = workflowOfJob(this.#workflows, this.#all, request, options);
    return workflow && modelFileOf(workflow.graph);
  }

  /**
   * Whether this server has what the job needs, as it last described its nodes and listed its
   * LoRAs (`comfyServes`; read again in the background once five minutes old): the workflow's
   * nodes and model files, the LoRAs. No caption: core ComfyUI has no captioning node.
   */
  serves(request: GenerationRequest, options: ServeOptions = {}): boolean {
    if (options.action?.kind === 'describe') return false;
    const workflow = workflowOfJob(this.#workflows, this.#all, request, options);
    if (!workflow) return true;
    void this.#nodes.read().catch(() => undefined);
    const asked = request.loras ?? [];
    if (asked.length > 0) void this.#loras.read().catch(() => undefined);
    return comfyServes(workflow, this.#nodes.known, this.#loras.known(), asked);
  }

  /**
   * An animation completes once its video fits `uploadLimit` where the workflow's encoder takes a
   * quality (`ComfyVideoFit`).
   * @throws {BackendDownError} once the server has not answered for `downAfterMs`.
   */
  async taskStatus(_apiKey: string, taskId: string, options?: StatusOptions): Promise<TaskStatus> {
    try {
      return await this.#tasks.status(taskId, options);
    } catch (error) {
      throw this.#down.downError(error);
    }
  }

  /**
   * Calls `listener` as the WebSocket tells prompt `taskId` ended (its socket opened first, as a
   * status read would): the job reads `/history` at once, its GPU free for the next.
   */
  onSettled(taskId: string, listener: () => void): () => void {
    this.#socket.start();
    return this.#socket.onEnded(taskId, listener);
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
    const promptId = promptIdOf(this.#botId, submissionId);
    return (await this.#tasks.holds(promptId, options)) ? promptId : undefined;
  }

  balance(): Promise<Balance> {
    return Promise.reject(new NotOfferedError('balance'));
  }

  /** Takes `taskId` off the queue, or interrupts it while it runs (`ComfyTaskState.cancel`). */
  cancel(_apiKey: string, taskId: string, options?: CallOptions): Promise<void> {
    return this.#tasks.cancel(taskId, options);
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

  /**
   * The server's LoRA files (`lora_name`'s choices in `/object_info`, kept five minutes), by file
   * and the name without folder or extension members read.
   */
  async loras(options: CallOptions & { fresh?: boolean } = {}): Promise<readonly BackendLora[]> {
    const files = await this.#loras.read(options);
    return files.map(({ file, label }) => ({ name: file, label }));
  }

  /** The operator's workflows by name, as `/imagine workflow:` offers them; the first the default. */
  async choices(): Promise<readonly string[]> {
    return [...this.#workflows.keys()];
  }

  /**
   * The edit workflows (not the inpaint ones: a mask picks its own) with what each does; an edit
   * model's only where the server has its nodes.
   */
  editChoices(): readonly EditChoice[] {
    return this.#all
      .filter((w) => w.role === 'edit' && (!w.byWords || this.#nodes.serves(w)))
      .map((workflow) => {
        const strength = editStrength(workflow);
        return {
          name: workflow.name,
          byWords: workflow.byWords === true,
          references: workflow.references?.length ?? 0,
          ...(strength && { strength }),
        };
      });
  }

  /** Reads an image from this server's `/view` (no other URL), at most `maxBytes`. */
  async downloadImage(
    url: string,
    options: CallOptions & { maxBytes?: number } = {},
  ): Promise<Buffer> {
    const timeoutMs = options.timeoutMs ?? this.#http.timeoutMs;
    return this.#download(checkedViewUrl(this.#http, url), { ...options, timeoutMs });
  }

  /** Stops the socket and closes the connections. */
  async close(): Promise<void> {
    this.#socket.close();
    await this.#http.dispatcher.close();
  }

  #call<T>(call: ComfyCall<T>, options?: CallOptions): Promise<T> {
    const http =
      options?.timeoutMs === undefined
        ? this.#http
        : { ...this.#http, timeoutMs: options.timeoutMs };
    return this.#down.watch(comfyRequest(http, call, options?.signal));
  }
}
