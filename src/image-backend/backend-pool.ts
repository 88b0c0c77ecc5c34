import type { CompletedStatus, ServeOptions } from './backend-types.js';
import type { GenerationRequest } from './generation-parameters.js';

/** Whether a server of a pool takes work now: answering, or found unreachable (not sent any). */
export type PoolServerState = 'up' | 'down';

/** One GPU server of a self-hosted backend's pool, as the line and `/queue` see it. */
export interface PoolServer {
  /** Stable across restarts and processes: its URL's `host:port` (saved with the jobs it runs). */
  readonly id: string;
  /** How members and operators read it (the host, never credentials or paths). */
  readonly label: string;
  /** How many jobs it runs at once (its share of the line's capacity). */
  readonly slots: number;
  /** Up, or down since its requests failed or its probe did, until a probe passes again. */
  readonly state: PoolServerState;
}

/**
 * The servers behind a self-hosted backend (several ComfyUI or WebUI servers), whose waiting line
 * is the bot's own: a job is sent to a server only when the line gives it one of that server's
 * slots (`SubmitOptions.server`). A backend without a pool (a hosted service) queues at the service.
 */
export interface BackendPool {
  /** The servers in the operator's order, with their state now. */
  servers(): readonly PoolServer[];
  /**
   * The servers up now that have what `request` needs (its checkpoint, LoRAs, the workflow's nodes,
   * an upscaler, mask support: each server's `ImageBackend.serves`), as their last read lists say;
   * empty: no live server can run it. `options.action` names what the job does with its input
   * image where the bytes are not at hand (an upscale needs an upscaler, a region edit a mask).
   */
  eligible(request: GenerationRequest, options?: ServeOptions): readonly string[];
  /**
   * Every server, up or down, that has what `request` needs as its last read lists say (what
   * `eligible` would name were they all up): the servers a waiting job may still run on once one
   * comes back.
   */
  serving(request: GenerationRequest, options?: ServeOptions): readonly string[];
  /**
   * The model file a task of `request` loads, as its servers' backend names it
   * (`ImageBackend.modelOf`); undefined: none a switch is known for.
   */
  modelOf(request: GenerationRequest, options?: ServeOptions): string | undefined;
  /** The server that runs `taskId` (a task id of this pool's), or undefined when none it knows. */
  serverOf(taskId: string): string | undefined;
  /** Calls `listener` whenever a server's state changes; resolves to its removal. */
  onChange(listener: (server: PoolServer) => void): () => void;
  /**
   * Offers `listener` each task left on a server while it was silent (its job gone elsewhere)
   * that the server had finished when it answers again: `listener` resolves true where it takes
   * the result (the first made is posted), else the task is left as made. Resolves to its removal.
   */
  onLeftTaskDone(listener: LeftTaskListener): () => void;
}

/** Told a left task's finished status (`taskId` the pool's id): true where it takes the result. */
export type LeftTaskListener = (status: CompletedStatus) => Promise<boolean>;
