import type { Logger } from './logger.js';

/** Told of one event; a promise it returns runs on, never awaited by whoever emits. */
export type HubListener<E> = (event: E) => void | Promise<void>;

/** How a hub names a failing listener in the operators' log. */
export interface EventHubOptions<M> {
  /** The log line of a listener that threw or rejected, e.g. `a generation event listener failed`. */
  readonly failure: string;
  /** What of an event the failure's log line names beside the event (e.g. its job). */
  readonly describe?: (event: M[keyof M]) => Record<string, unknown>;
}

/** Freezes `value` and everything inside it, so one listener cannot change what the next sees. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A hub of typed events (`M`: name → payload) between features that do not import each other:
 * listeners are called in order with a frozen copy, never awaited ({@link idle} waits), and a
 * throw or rejection is logged and goes no further.
 */
export class EventHub<M extends object> {
  readonly #listeners = new Map<keyof M, Set<HubListener<never>>>();
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly logger: Logger,
    private readonly options: EventHubOptions<M>,
  ) {}

  /** Calls `listener` with each `name` event from now on; returns what unsubscribes it. */
  on<N extends keyof M>(name: N, listener: HubListener<M[N]>): () => void {
    const set = this.#listeners.get(name) ?? new Set();
    this.#listeners.set(name, set);
    // A function subscribed twice is called twice: each `on` is its own subscription.
    const own: HubListener<M[N]> = (event) => listener(event);
    set.add(own as HubListener<never>);
    return () => {
      set.delete(own as HubListener<never>);
    };
  }

  /** Tells every listener of `name` of `event` (a frozen copy), synchronously in turn. */
  emit<N extends keyof M>(name: N, event: M[N]): void {
    const set = this.#listeners.get(name);
    if (!set || set.size === 0) return;
    const frozen = deepFreeze(structuredClone(event));
    for (const listener of [...set] as HubListener<M[N]>[]) {
      try {
        const result = listener(frozen);
        if (result instanceof Promise) this.#track(name, frozen, result);
      } catch (error) {
        this.#failed(name, frozen, error);
      }
    }
  }

  /** Resolves when the promises of every listener called so far have settled. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  #track(name: keyof M, event: M[keyof M], promise: Promise<void>): void {
    const pending = promise
      .catch((error: unknown) => this.#failed(name, event, error))
      .finally(() => this.#pending.delete(pending));
    this.#pending.add(pending);
  }

  #failed(name: keyof M, event: M[keyof M], error: unknown): void {
    this.logger.error(this.options.failure, {
      event: name,
      ...this.options.describe?.(event),
      error,
    });
  }
}
