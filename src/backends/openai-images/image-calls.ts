import { randomUUID } from 'node:crypto';
import type { FailureReason } from '../../image-backend/backend-types.js';
import type { TaskPreview } from '../../image-backend/task-preview.js';
import type { AnsweredImage } from './images-answer.js';

/** One long call this process runs: streaming, then its image or how it failed. */
export type ImageCall =
  | {
      readonly state: 'running';
      partials: number;
      /** The latest partial image, when it fit the preview bound. */
      preview?: TaskPreview;
      readonly abort: AbortController;
    }
  | {
      readonly state: 'completed';
      /** Its bytes, or the URL a provider that does not stream gave it at. */
      readonly image: AnsweredImage;
      /** The tokens the provider counted for it (`usage.total_tokens`), when it said. */
      readonly tokens: number | undefined;
      readonly endedAt: number;
    }
  | {
      readonly state: 'failed';
      readonly reason: FailureReason;
      readonly said: string;
      readonly endedAt: number;
    };

/** How a task id of this backend starts; the rest is a random UUID, new in every call. */
const PREFIX = 'oai-';

/** The URL the port hands out for a finished call's image: served from memory, by task id. */
const URL_PREFIX = 'openai-images://image/';

/**
 * The calls this process runs and the images they made, by a task id of its own (the provider
 * gives none): kept in memory only, so a task id the process does not hold was started by one
 * that stopped, its call cut off in flight. An ended call is forgotten `keepMs` after it ended.
 */
export class ImageCalls {
  readonly #calls = new Map<string, ImageCall>();

  constructor(
    private readonly keepMs: number,
    private readonly now: () => number,
  ) {}

  /** Registers a new running call; its task id. */
  start(abort: AbortController): string {
    this.#forgetOld();
    const id = `${PREFIX}${randomUUID()}`;
    this.#calls.set(id, { state: 'running', partials: 0, abort });
    return id;
  }

  get(id: string): ImageCall | undefined {
    return this.#calls.get(id);
  }

  /** Whether `id` is shaped like this backend's task ids (made by this or an earlier process). */
  static owns(id: string): boolean {
    return /^oai-[0-9a-f-]{36}$/.test(id);
  }

  /** Counts a partial image of the call, kept as its preview when given (the newest replaces it). */
  partial(id: string, preview?: Omit<TaskPreview, 'serial'>): void {
    const call = this.#calls.get(id);
    if (call?.state !== 'running') return;
    call.partials += 1;
    if (preview) call.preview = { ...preview, serial: call.partials };
  }

  complete(id: string, image: AnsweredImage, tokens: number | undefined): void {
    if (this.#calls.get(id)?.state !== 'running') return;
    this.#calls.set(id, { state: 'completed', image, tokens, endedAt: this.now() });
  }

  fail(id: string, reason: FailureReason, said: string): void {
    if (this.#calls.get(id)?.state !== 'running') return;
    this.#calls.set(id, { state: 'failed', reason, said, endedAt: this.now() });
  }

  /** The synthetic URL of a finished call's image. */
  static urlOf(id: string): string {
    return `${URL_PREFIX}${id}`;
  }

  /** The task id a URL of {@link urlOf} names, else undefined. */
  static idOfUrl(url: string): string | undefined {
    return url.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : undefined;
  }

  /** Aborts every running call (the process stops). */
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
