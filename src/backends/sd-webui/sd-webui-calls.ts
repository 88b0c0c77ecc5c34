import { randomUUID } from 'node:crypto';
import type { FailureReason } from '../../image-backend/backend-types.js';
import type { TaskPreview } from '../../image-backend/task-preview.js';

/** One blocking call this process holds: running, then its image or how it ended. */
export type SdCallState =
  | {
      readonly state: 'running';
      /** Whether the call runs under its task id (a generation, not an upscale). */
      readonly tracked: boolean;
      /** The latest live preview, and `id_live_preview` to send with the next progress read. */
      preview?: TaskPreview;
      previewId: number;
      /** Stop waiting was pressed: the job is interrupted once it is the one running. */
      cancelled: boolean;
      readonly abort: AbortController;
    }
  | { readonly state: 'completed'; readonly image: Buffer; readonly endedAt: number }
  | {
      readonly state: 'failed';
      readonly reason: FailureReason;
      readonly said: string;
      readonly endedAt: number;
    };

const PREFIX = 'sdw-';
const URL_PREFIX = 'sd-webui://image/';

/**
 * The calls this process runs, by a task id of its own that the WebUI also knows them by
 * (`force_task_id`): in memory only, as the WebUI keeps no result to fetch later. A task id of
 * this backend that the process does not hold was in flight when an earlier process stopped.
 * An ended call is forgotten `keepMs` after it ended.
 */
export class SdWebuiCalls {
  readonly #calls = new Map<string, SdCallState>();

  constructor(
    private readonly keepMs: number,
    private readonly now: () => number,
  ) {}

  /** A new task id, not yet started. */
  static newId(): string {
    return `${PREFIX}${randomUUID()}`;
  }

  /** Whether `id` is shaped like this backend's task ids. */
  static owns(id: string): boolean {
    return /^sdw-[0-9a-f-]{36}$/.test(id);
  }

  start(id: string, tracked: boolean, abort: AbortController): void {
    this.#forgetOld();
    this.#calls.set(id, { state: 'running', tracked, previewId: -1, cancelled: false, abort });
  }

  /** Drops a call the WebUI refused at once (`submit` threw). */
  forget(id: string): void {
    this.#calls.delete(id);
  }

  get(id: string): SdCallState | undefined {
    return this.#calls.get(id);
  }

  complete(id: string, image: Buffer): void {
    if (this.#calls.get(id)?.state !== 'running') return;
    this.#calls.set(id, { state: 'completed', image, endedAt: this.now() });
  }

  fail(id: string, reason: FailureReason, said: string): void {
    if (this.#calls.get(id)?.state !== 'running') return;
    this.#calls.set(id, { state: 'failed', reason, said: said.slice(0, 300), endedAt: this.now() });
  }

  static urlOf(id: string): string {
    return `${URL_PREFIX}${id}`;
  }

  static idOfUrl(url: string): string | undefined {
    return url.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : undefined;
  }

  /** Leaves every running call (the process stops). */
  abortAll(): void {
    for (const call of this.#calls.values()) if (call.state === 'running') call.abort.abort();
  }

  #forgetOld(): void {
    const before = this.now() - this.keepMs;
    for (const [id, call] of this.#calls) {
      if (call.state !== 'running' && call.endedAt < before) this.#calls.delete(id);
    }
  }
}
