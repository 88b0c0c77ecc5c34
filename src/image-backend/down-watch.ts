import { AppError } from '../core/app-error.js';
import { BackendDownError } from './backend-errors.js';
import { serverSilent as unanswered } from './network-error.js';

/**
 * How long a self-hosted server (ComfyUI, a WebUI) has gone without answering: since the first
 * call left unanswered after the last answer. A task's status read while it has been silent for
 * `downAfterMs` ends the task ({@link BackendDownError}) instead of waiting until `JOB_TIMEOUT_MS`.
 */
export class DownWatch {
  #since: number | undefined;

  constructor(
    private readonly downAfterMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `call`, noting whether the server answered it. */
  async watch<T>(call: Promise<T>): Promise<T> {
    try {
      const answer = await call;
      this.#since = undefined;
      return answer;
    } catch (error) {
      if (unanswered(error)) this.#since ??= this.now();
      else if (error instanceof AppError) this.#since = undefined;
      throw error;
    }
  }

  /** `error` as a task's status read should throw it: the server down, once it is down too long. */
  downError(error: unknown): unknown {
    const since = this.#since;
    if (!unanswered(error) || since === undefined || this.now() - since < this.downAfterMs) {
      return error;
    }
    const detail = `no answer since ${new Date(since).toISOString()}: ${error instanceof Error ? error.message : String(error)}`;
    return new BackendDownError(this.downAfterMs, { detail, cause: error });
  }
}
