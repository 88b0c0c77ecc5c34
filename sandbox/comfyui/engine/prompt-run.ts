import type { PromptFate } from '../fault-injector.js';
import type { QueueItem } from './prompt-queue.js';
import type { WorkflowPlan } from './workflow-plan.js';

/** Where the executor's events go: the WebSocket clients, by ComfyUI's `sid` rules. */
export interface Messenger {
  /** Sends `{type, data}` to client `sid`, or to every client when `sid` is undefined. */
  json(type: string, data: Record<string, unknown>, sid: string | undefined): void;
  /**
   * Sends a JPEG latent preview to `sid` (every client when undefined): a type-4 frame with
   * `metadata` to a client that announced `supports_preview_metadata`, else a type-1 frame.
   * `render` is called only when some client is there to receive it.
   */
  preview(render: () => Buffer, metadata: Record<string, unknown>, sid: string | undefined): void;
  /** Terminates client `sid`'s socket (no close frame), if it is connected. */
  drop(sid: string): void;
}

/** A scheduled action of a running prompt, at a clock time. */
export interface Step {
  readonly at: number;
  readonly run: () => void;
}

/** One executing prompt: its item, its schedule, what it did so far. */
export class PromptRun {
  readonly steps: Step[] = [];
  /** `status.messages` of its history entry. */
  readonly messages: [string, Record<string, unknown>][] = [];
  /** Nodes executed (not cached) so far. */
  readonly executed: string[] = [];
  /** The node executing now (for `execution_interrupted` and a reconnecting client). */
  current: string | undefined;
  /** Progress of the nodes started so far (`comfy_execution/progress.py` registry). */
  readonly #progress = new Map<
    string,
    { value: number; max: number; state: 'running' | 'finished' }
  >();
  #next = 0;

  constructor(
    readonly item: QueueItem,
    readonly plan: WorkflowPlan,
    readonly fate: PromptFate,
    /** Nodes cached when the run started (`current_outputs` of an error). */
    readonly cachedAtStart: readonly string[],
    private readonly messenger: Messenger,
    private readonly now: () => number,
  ) {}

  get id(): string {
    return this.item[1];
  }

  /** The submitting client's id, or undefined when `POST /prompt` had no `client_id`. */
  get clientId(): string | undefined {
    const id = this.item[3].client_id;
    return typeof id === 'string' ? id : undefined;
  }

  /** The next step, if any is left. */
  peek(): Step | undefined {
    return this.steps[this.#next];
  }

  /** Runs the next step. */
  step(): void {
    const step = this.steps[this.#next++];
    step?.run();
  }

  /** Drops the remaining steps (the run ended early). */
  stop(): void {
    this.#next = this.steps.length;
  }

  /**
   * ComfyUI's `add_message`: kept for history with a timestamp; sent to the client, or to
   * every client when `broadcast` and there is no client id; not sent otherwise.
   */
  add(event: string, data: Record<string, unknown>, broadcast = false): void {
    const stamped = { ...data, timestamp: Math.floor(this.now()) };
    this.messages.push([event, stamped]);
    if (this.clientId !== undefined || broadcast)
      this.messenger.json(event, stamped, this.clientId);
  }

  /** `send_sync(event, data, client_id)` for client-only events: nothing without a client id. */
  toClient(event: string, data: Record<string, unknown>): void {
    if (this.clientId !== undefined) this.messenger.json(event, data, this.clientId);
  }

  /**
   * Updates a node's progress (`start_progress`: 0 of 1; `update_progress`; `finish_progress`:
   * value = max) and sends `progress_state` with every node started so far, as
   * `WebUIProgressHandler` does.
   */
  progressState(node: string, state: 'running' | 'finished', value?: number, max?: number): void {
    const entry = this.#progress.get(node) ?? { value: 0, max: 1, state };
    entry.state = state;
    entry.max = max ?? entry.max;
    entry.value = state === 'finished' ? entry.max : (value ?? 0);
    this.#progress.set(node, entry);
    const nodes = Object.fromEntries(
      [...this.#progress].map(([id, e]) => [
        id,
        {
          ...e,
          node_id: id,
          prompt_id: this.id,
          display_node_id: id,
          parent_node_id: null,
          real_node_id: id,
        },
      ]),
    );
    this.toClientOrAll('progress_state', { prompt_id: this.id, nodes });
  }

  /** `send_sync(event, data, client_id)` for progress: to every client without a client id. */
  toClientOrAll(event: string, data: Record<string, unknown>): void {
    this.messenger.json(event, data, this.clientId);
  }
}
