import type { BackendPool } from './backend-pool.js';
import type { BackendProbe } from './backend-probe.js';
import type {
  Balance,
  CallOptions,
  DescribeOptions,
  RevokeTarget,
  ServeOptions,
  StatusOptions,
  Submission,
  SubmitOptions,
  TaskStatus,
} from './backend-types.js';
import type { BackendCapabilities } from './capabilities.js';
import type { GenerationRequest, ParameterDefaults } from './generation-parameters.js';
import type { InputImage, StrengthRange } from './images-in.js';
import type { BackendLora } from './loras.js';

/** An edit workflow a member may name beside an image (`ImageBackend.editChoices`). */
export interface EditChoice {
  readonly name: string;
  /** It follows the words as an instruction (an edit model whose nodes the server has). */
  readonly byWords: boolean;
  /** How many reference images it takes beside the image (0: none). */
  readonly references: number;
  /** The strength it runs at (absent: it follows the words, at its own denoise). */
  readonly strength?: StrengthRange;
}

/**
 * The image-backend port: what the bot asks of any image-generation backend. One implementation
 * per folder of `src/backends/`; registered in `src/app/backends.ts`. A call a backend does not
 * offer (see {@link BackendCapabilities}) is absent. Failures are the port's typed errors
 * (`image-backend/backend-errors.ts`).
 */
export interface ImageBackend {
  readonly capabilities: BackendCapabilities;
  /**
   * The servers of a self-hosted backend whose line the bot holds (several GPU servers, or one);
   * absent: the backend queues its tasks itself (a hosted service).
   */
  readonly pool?: BackendPool;
  /** Submits a generation after checking it against the backend's limits; never sent twice. */
  submit(apiKey: string, request: GenerationRequest, options?: SubmitOptions): Promise<Submission>;
  /**
   * Whether this server has what `request` needs (its checkpoint, LoRAs, the workflow's nodes,
   * an upscaler, a mask's nodes, a caption route), as its lists last read say; a list not read
   * yet counts as yes (the server refuses then, as it would have). A pool asks each of its servers
   * (`BackendPool.eligible`); absent: it has everything.
   */
  serves?(request: GenerationRequest, options?: ServeOptions): boolean;
  /**
   * The model file a task of `request` loads on this server, which it keeps loaded after the task
   * (ComfyUI: its workflow's checkpoint or diffusion model; the WebUI: the checkpoint it names,
   * else its own): a pool's line gives a server work of its loaded model first
   * (`BackendPool.modelOf`). Absent, or undefined: none a switch is known for.
   */
  modelOf?(request: GenerationRequest, options?: ServeOptions): string | undefined;
  /**
   * The size and steps a task of `request` runs at where the request names none, where they are
   * not `capabilities.parameters`' defaults (ComfyUI: the chosen workflow's own): what the fair
   * line prices it at. Absent: the declared defaults.
   */
  parameterDefaults?(request: GenerationRequest, options?: ServeOptions): ParameterDefaults;
  /**
   * What one task of `request` would cost in the backend's cost unit (`costUnitOf`), spending and
   * queueing nothing (`capabilities.estimates`).
   */
  estimate?(apiKey: string, request: GenerationRequest, options?: SubmitOptions): Promise<number>;
  /**
   * The task a submission started, when a restart cut it short before its answer was read: found
   * by the `submissionId` it was sent with; undefined when the backend never got it (or forgot it).
   */
  findSubmission?(
    apiKey: string,
    submissionId: string,
    options?: CallOptions,
  ): Promise<string | undefined>;
  /** The state of a task; `uploadLimit`: its video is made to fit it (`StatusOptions`). */
  taskStatus(apiKey: string, taskId: string, options?: StatusOptions): Promise<TaskStatus>;
  /**
   * Calls `listener` as soon as the backend is told that task `taskId` ended (ComfyUI's socket,
   * a held call returning), sooner than the next timed `taskStatus` would find it: the caller
   * reads its status at once. It may be told more than once, or never (a socket down): polling
   * stays the fallback. Resolves to its removal. Absent: the backend is only polled.
   */
  onSettled?(taskId: string, listener: () => void): () => void;
  /** The balance of the account the key belongs to; also how a key is verified before linking. */
  balance(apiKey: string, options?: CallOptions): Promise<Balance>;
  /** Creates a key for the account the login token belongs to (`keys.creation: 'login-token'`). */
  generateApiKey?(loginToken: string, options?: CallOptions): Promise<string>;
  /** The account's current key, or null when it has none. */
  getApiKey?(loginToken: string, options?: CallOptions): Promise<string | null>;
  /** Revokes one key or all keys of the account (`keys.revocation`); how many, when told. */
  revokeApiKey?(
    apiKey: string,
    target: RevokeTarget,
    options?: CallOptions,
  ): Promise<number | undefined>;
  /** Cancels a task at the backend (`cancel`). */
  cancel?(apiKey: string, taskId: string, options?: CallOptions): Promise<void>;
  /** The workflows or models to offer (`choices.source: 'backend'`), freshest first when cached. */
  choices?(options?: CallOptions): Promise<readonly string[]>;
  /**
   * The edit workflows a member may name in `/imagine workflow:` beside an image (a ComfyUI
   * server's: an edit model's, an image-to-image one), with what each does; none: the edit is
   * the backend's own choice.
   */
  editChoices?(): readonly EditChoice[];
  /**
   * The LoRAs the server has (`capabilities.loras.source: 'backend'`), kept a few minutes;
   * `fresh`: read now (the operator just added a file).
   */
  loras?(options?: CallOptions & { fresh?: boolean }): Promise<readonly BackendLora[]>;
  /**
   * Describes an image in words: a caption (`capabilities.imagesIn.describe`); what it cost is
   * told to `options.onCost` where the backend reports costs.
   */
  describe?(apiKey: string, image: InputImage, options?: DescribeOptions): Promise<string>;
  /**
   * Asks the backend once, at start (at most `PROBE_TIMEOUT_MS`), whether members can use it:
   * reachable, and set up as the operator's settings say (its model listed, its workflows' nodes
   * installed, …). Never rejects: every failure is one of its problems.
   */
  probe?(): Promise<BackendProbe>;
  /** Downloads a generated image; refuses hosts it may not fetch from (`ImageHostRefusedError`). */
  downloadImage(url: string, options?: CallOptions & { maxBytes?: number }): Promise<Buffer>;
  /**
   * The image at `url` (a task's `imageUrl`) reached its member, or never will (its reply was
   * withdrawn): a backend that holds its results in memory gives it up. Absent: nothing is held.
   */
  delivered?(url: string): void;
}
