import { createHash, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { UnknownTaskError } from './backend-errors.js';
import type { FailedStep, FailureReason, TaskStatus } from './backend-types.js';
import { TaskSettled } from './task-settled.js';

/**
 * One long call a process holds (a backend whose `tasks` are `long-call`): running with what the
 * backend keeps while it runs (`R`), then completed with what it made (`C`, its image apart) or
 * failed.
 */
export type HeldCall<R extends object, C extends object> =
  | ({ readonly state: 'running'; readonly abort: AbortController } & R)
  | Ended<C>;

type Ended<C extends object> =
  | ({ readonly state: 'completed'; readonly endedAt: number } & C)
  | {
      readonly state: 'failed';
      readonly reason: FailureReason;
      readonly said: string;
      readonly failedStep?: FailedStep;
      readonly endedAt: number;
    };

/** How long ended calls and their images are kept at most, and how many bytes of images. */
export interface HeldCallLimits {
  /** An ended call (and its image, if not delivered yet) is forgotten this long after it ended. */
  readonly keepMs: number;
  /** The images of every ended call together; past it the oldest is given up first. */
  readonly maxImageBytes: number;
}

/**
 * An ended call kept 15 minutes at most (its job polls every few seconds, so its delivery takes
 * the image long before), the images of all together 128 MiB.
 */
export const HELD_CALL_LIMITS: HeldCallLimits = { keepMs: 900_000, maxImageBytes: 134_217_728 };

/** Ended calls remembered at most (their images aside): a few hundred bytes each. */
const MAX_ENDED = 10_000;

/**
 * The long calls this process runs and what they made, by a task id of its own (`<prefix>-` and a
 * random UUID): kept in memory only, as the server keeps no result to fetch later. So a task id
 * of this shape that the process does not hold was started by one that stopped, its call cut off
 * in flight. A finished call's image is served by a synthetic URL (`<scheme>://image/<id>`, the
 * scheme the backend's id) that only this process reads, and held until its delivery has it
 * ({@link delivered}), at most `keepMs` (a timer, not the next call) and within `maxImageBytes`
 * for all calls together, the oldest given up first: a delivery that comes after is told the
 * image is no longer held (`UnknownTaskError`), so its member is told it was made, not delivered.
 */
export class HeldCalls<R extends object, C extends object> {
  readonly #running = new Map<string, HeldCall<R, C>>();
  readonly #ended: LRUCache<string, Ended<C>>;
  readonly #images: LRUCache<string, Buffer>;
  readonly #settled = new TaskSettled();
  readonly #shape: RegExp;
  readonly #urlPrefix: string;

  constructor(
    private readonly prefix: string,
    scheme: string,
    limits: HeldCallLimits,
    private readonly now: () => number,
  ) {
    this.#shape = new RegExp(`^${prefix}-[0-9a-f-]{36}$`);
    this.#urlPrefix = `${scheme}://image/`;
    const expiry = {
      ttl: limits.keepMs,
      ttlAutopurge: true,
      ttlResolution: 0,
      perf: { now },
    } as const;
    this.#ended = new LRUCache({ max: MAX_ENDED, ...expiry });
    this.#images = new LRUCache({
      maxSize: limits.maxImageBytes,
      sizeCalculation: (image) => Math.max(1, image.length),
      ...expiry,
    });
  }

  /** A new task id, not yet started. */
  newId(): string {
    return `${this.prefix}-${randomUUID()}`;
  }

  /**
   * The task id a submission's call is sent under: drawn from its `submissionId` (its job's id,
   * the same after a restart), so the next process can ask the server for it.
   */
  idFor(submissionId: string): string {
    const hex = createHash('sha256').update(`${this.prefix}:${submissionId}`).digest('hex');
    const uuid = [
      hex.slice(0, 8),
      hex.slice(8, 12),
      hex.slice(12, 16),
      hex.slice(16, 20),
      hex.slice(20, 32),
    ];
    return `${this.prefix}-${uuid.join('-')}`;
  }

  /** Registers a running call (under `id`, or a new one); its task id. */
  start(running: R & { readonly abort: AbortController }, id = this.newId()): string {
    this.#running.set(id, { state: 'running', ...running });
    return id;
  }

  get(id: string): HeldCall<R, C> | undefined {
    return this.#running.get(id) ?? this.#ended.peek(id);
  }

  /** The image of a completed call, while it is held. */
  imageOf(id: string): Buffer | undefined {
    return this.#images.peek(id);
  }

  /** The bytes of the images held now. */
  get imageBytes(): number {
    return this.#images.calculatedSize;
  }

  /**
   * The status of a call that ended without its image: failed as it said, or, one this process
   * does not hold, `interrupted` (`lost` says why). A task id not of this backend's shape is
   * `UnknownTaskError`.
   */
  ended(id: string, lost: string): TaskStatus {
    const call = this.get(id);
    if (call?.state === 'failed') {
      const { said, reason, failedStep } = call;
      return {
        taskId: id,
        state: 'failed',
        error: said,
        reason,
        ...(failedStep && { failedStep }),
      };
    }
    if (!this.owns(id)) throw new UnknownTaskError(id);
    return { taskId: id, state: 'failed', error: lost, reason: 'interrupted' };
  }

  /** Drops a call the server refused at once. */
  forget(id: string): void {
    this.#running.delete(id);
    this.#ended.delete(id);
    this.#images.delete(id);
  }

  /** Whether `id` is shaped like this backend's task ids (made by this or an earlier process). */
  owns(id: string): boolean {
    return this.#shape.test(id);
  }

  /**
   * Calls `listener` when call `id` ends (completed or failed), soon after if it already has;
   * resolves to its removal.
   */
  onSettled(id: string, listener: () => void): () => void {
    const ended = !this.#running.has(id) && this.#ended.has(id);
    return this.#settled.on(id, listener, ended);
  }

  /** Ends a running call with what it made, and its image where the call carried its bytes. */
  complete(id: string, result: C, image?: Buffer): void {
    if (this.#running.get(id)?.state !== 'running') return;
    this.#running.delete(id);
    this.#ended.set(id, { ...result, state: 'completed', endedAt: this.now() });
    if (image) this.#images.set(id, image);
    this.#settled.tell(id);
  }

  /** Ends a running call without its image: how, the backend's words, and the step that failed. */
  fail(id: string, reason: FailureReason, said: string, failedStep?: FailedStep): void {
    if (this.#running.get(id)?.state !== 'running') return;
    this.#running.delete(id);
    const ended = { reason, said: said.slice(0, 300), endedAt: this.now() };
    this.#ended.set(id, { state: 'failed', ...ended, ...(failedStep && { failedStep }) });
    this.#settled.tell(id);
  }

  /** Gives up the image of a call whose delivery has it (posted, or never to be). */
  delivered(id: string): void {
    this.#images.delete(id);
  }

  /** The synthetic URL of a finished call's image. */
  urlOf(id: string): string {
    return `${this.#urlPrefix}${id}`;
  }

  /** The task id a URL of {@link urlOf} names, else undefined. */
  idOfUrl(url: string): string | undefined {
    return url.startsWith(this.#urlPrefix) ? url.slice(this.#urlPrefix.length) : undefined;
  }

  /** Aborts every running call and lets every image go (the process stops). */
  abortAll(): void {
    for (const call of this.#running.values()) if (call.state === 'running') call.abort.abort();
    this.#images.clear();
    this.#ended.clear();
  }
}
