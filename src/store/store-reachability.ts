import { EventEmitter, once } from 'node:events';
import { AppError } from '../core/app-error.js';
import type { Logger } from '../core/logger.js';
import { redisFailureReason } from './redis-failure.js';
import { StoreUnreachableError } from './store-errors.js';

/** How deep {@link StoreReachability.explain} looks into an error's causes. */
const CAUSE_DEPTH = 5;

/**
 * Whether the store answers: unreachable from the moment one of its connections loses its server
 * until every one that lost it is back, logged once when it starts and once when it ends (with how
 * long it lasted). A one-process store (SQLite) reports nothing: it is always reachable.
 */
export class StoreReachability {
  readonly #logger: Logger;
  readonly #now: () => number;
  /** Connections that lost the server, by name. */
  readonly #down = new Set<string>();
  readonly #events = new EventEmitter();
  /** Recognizes a call its connections' client failed because Redis did not answer. */
  #unanswered: (error: unknown) => boolean = () => false;
  #since = 0;
  /** Why the store is unreachable, from the latest loss reported (`WRONGPASS`, `ECONNREFUSED`, …). */
  #reason: string | undefined;

  constructor(logger: Logger, now: () => number = Date.now) {
    this.#logger = logger;
    this.#now = now;
    this.#events.setMaxListeners(0);
  }

  /** Whether every connection of the store answers now. */
  get reachable(): boolean {
    return this.#down.size === 0;
  }

  /** Tells it how a client fails a call Redis did not answer (for {@link explain}). */
  recognize(unanswered: (error: unknown) => boolean): void {
    this.#unanswered = unanswered;
  }

  /** Why the store is unreachable now (the latest loss's `redisFailureReason`); else undefined. */
  get reason(): string | undefined {
    return this.reachable ? undefined : this.#reason;
  }

  /** `connection` (e.g. `keyv`) lost its server; starts an outage (logged once) when none is on. */
  lost(connection: string, error: unknown): void {
    this.#reason = redisFailureReason(error);
    if (this.#down.has(connection)) return;
    if (this.#down.size === 0) {
      this.#since = this.#now();
      this.#logger.error('the store is unreachable: taking no new work until it answers again', {
        connection,
        error,
      });
    }
    this.#down.add(connection);
  }

  /** `connection` answers again; ends the outage when it was the last one down. */
  regained(connection: string): void {
    if (!this.#down.delete(connection) || this.#down.size > 0) return;
    this.#logger.info('the store is reachable again', { downMs: this.#now() - this.#since });
    this.#events.emit('reachable');
  }

  /** Resolves at once when reachable, else when the outage ends; rejects when `signal` aborts. */
  async whenReachable(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.reachable) return;
    await once(this.#events, 'reachable', signal ? { signal } : {});
  }

  /** @throws StoreUnreachableError while the store is unreachable. */
  assertReachable(): void {
    if (!this.reachable) throw new StoreUnreachableError({ reason: this.reason });
  }

  /**
   * What a member is shown for `error`: a {@link StoreUnreachableError} when the store did not
   * answer (among its causes, or any failure but an `AppError` during an outage), else `error`.
   */
  explain(error: unknown): unknown {
    let cause = error;
    for (let depth = 0; depth < CAUSE_DEPTH && cause instanceof Error; depth += 1) {
      if (cause instanceof StoreUnreachableError) return cause;
      if (this.#unanswered(cause)) return new StoreUnreachableError({ cause: error });
      cause = cause.cause;
    }
    if (!this.reachable && !(error instanceof AppError)) {
      return new StoreUnreachableError({ cause: error });
    }
    return error;
  }
}
