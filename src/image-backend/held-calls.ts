import { createHash, randomUUID } from 'node:crypto';
import { UnknownTaskError } from './backend-errors.js';
import type { FailedStep, FailureReason, TaskStatus } from './backend-types.js';

/**
 * One long call a process holds (a backend whose `tasks` are `long-call`): running with what the
 * backend keeps while it runs (`R`), then completed with its result (`C`) or failed.
 */
export type HeldCall<R extends object, C extends object> =
  | ({ readonly state: 'running'; readonly abort: AbortController } & R)
  | ({ readonly state: 'completed'; readonly endedAt: number } & C)
  | {
      readonly state: 'failed';
      readonly reason: FailureReason;
      readonly said: string;
      readonly failedStep?: FailedStep;
      readonly endedAt: number;
    };

/**
 * The long calls this process runs and what they made, by a task id of its own (`<prefix>-` and a
 * random UUID): kept in memory only, as the server keeps no result to fetch later. So a task id
 * of this shape that the process does not hold was started by one that stopped, its call cut off
 * in flight. An ended call is forgotten `keepMs` after it ended; its image is served by a
 * synthetic URL (`<scheme>://image/<id>`, the scheme the backend's id) that only this process reads.
 */
export class HeldCalls<R extends object, C extends object> {
  readonly #calls = new Map<string, HeldCall<R, C>>();
  /** When each ended call ended, in the order they ended: the oldest are forgotten first. */
  readonly #ended = new Map<string, number>();
  readonly #shape: RegExp;
  readonly #urlPrefix: string;

  constructor(
    private readonly prefix: string,
    scheme: string,
    private readonly keepMs: number,
    private readonly now: () => number,
  ) {
    this.#shape = new RegExp(`^${prefix}-[0-9a-f-]{36}$`);
    this.#urlPrefix = `${scheme}://image/`;
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
    this.#forgetOld();
    this.#calls.set(id, { state: 'running', ...running });
    return id;
  }

  get(id: string): HeldCall<R, C> | undefined {
    return this.#calls.get(id);
  }

  /**
   * The status of a call that ended without its image: failed as it said, or, one this process
   * does not hold, `interrupted` (`lost` says why). A task id not of this backend's shape is
   * `UnknownTaskError`.
   */
  ended(id: string, lost: string): TaskStatus {
    const call = this.#calls.get(id);
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
    this.#calls.delete(id);
    this.#ended.delete(id);
  }

  /** Whether `id` is shaped like this backend's task ids (made by this or an earlier process). */
  owns(id: string): boolean {
    return this.#shape.test(id);
  }

  complete(id: string, result: C): void {
    if (this.#calls.get(id)?.state !== 'running') return;
    const endedAt = this.now();
    this.#calls.set(id, { ...result, state: 'completed', endedAt });
    this.#ended.set(id, endedAt);
  }

  /** Ends a running call without its image: how, the backend's words, and the step that failed. */
  fail(id: string, reason: FailureReason, said: string, failedStep?: FailedStep): void {
    if (this.#calls.get(id)?.state !== 'running') return;
    const ended = { reason, said: said.slice(0, 300), endedAt: this.now() };
    this.#calls.set(id, { state: 'failed', ...ended, ...(failedStep && { failedStep }) });
    this.#ended.set(id, ended.endedAt);
  }

  /** The synthetic URL of a finished call's image. */
  urlOf(id: string): string {
    return `${this.#urlPrefix}${id}`;
  }

  /** The task id a URL of {@link urlOf} names, else undefined. */
  idOfUrl(url: string): string | undefined {
    return url.startsWith(this.#urlPrefix) ? url.slice(this.#urlPrefix.length) : undefined;
  }

  /** Aborts every running call (the process stops). */
  abortAll(): void {
    for (const call of this.#calls.values()) if (call.state === 'running') call.abort.abort();
  }

  /** Forgets the calls that ended `keepMs` ago, oldest first, never walking the running ones. */
  #forgetOld(): void {
    const before = this.now() - this.keepMs;
    for (const [id, endedAt] of this.#ended) {
      if (endedAt >= before) return;
      this.#ended.delete(id);
      this.#calls.delete(id);
    }
  }
}
