import type { Logger } from './logger.js';

/** A server setting whose change the moderation log records. */
export type ModeratedSetting =
  | 'limits'
  | 'workflows'
  | 'banned'
  | 'roleLimit'
  | 'budget'
  | 'logChannel'
  | 'lowBalance'
  | 'serverKey'
  | 'dailyLimit'
  | 'language'
  | 'defaults'
  | 'styles';

/** Each moderation event by name, with what it carries (plain data: ids, numbers, user text). */
export interface ModerationEventMap {
  /** A manager changed a setting of their server; `value` is a short, plain summary when useful. */
  readonly changed: {
    readonly guildId: string;
    readonly userId: string;
    readonly setting: ModeratedSetting;
    readonly value?: string;
  };
  /** A member's generation was refused for a banned word or pattern (nothing was spent). */
  readonly bannedRefused: {
    readonly guildId: string;
    readonly userId: string;
    readonly prompt: string;
    /** The banned entry it matched, as the managers typed it. */
    readonly entry: string;
  };
  /** A member was refused because the server budget ran out for `period`. */
  readonly budgetReached: {
    readonly guildId: string;
    readonly period: 'daily' | 'monthly';
    /** When the period ends, epoch ms. */
    readonly resetsAt: number;
  };
}

/** The name of a moderation event. */
export type ModerationEventName = keyof ModerationEventMap;

/** Told of one event; a promise it returns runs on, never awaited by whoever emits. */
export type ModerationListener<N extends ModerationEventName> = (
  event: ModerationEventMap[N],
) => void | Promise<void>;

/**
 * What moderators want to know about their server beside its generations: settings changed,
 * refusals, a budget reached. Features emit; the moderation log listens, without either importing
 * the other. A listener never delays the emitter, and its failure is logged and goes no further.
 */
export class ModerationEvents {
  readonly #listeners = new Map<ModerationEventName, Set<ModerationListener<never>>>();
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  /** Calls `listener` with each `name` event from now on; returns what unsubscribes it. */
  on<N extends ModerationEventName>(name: N, listener: ModerationListener<N>): () => void {
    const set = this.#listeners.get(name) ?? new Set();
    this.#listeners.set(name, set);
    const own = listener as ModerationListener<never>;
    set.add(own);
    return () => void set.delete(own);
  }

  /** Tells every listener of `name` of `event`, in turn, without waiting for their promises. */
  emit<N extends ModerationEventName>(name: N, event: ModerationEventMap[N]): void {
    for (const listener of [...(this.#listeners.get(name) ?? [])]) {
      try {
        const result = (listener as ModerationListener<N>)(event);
        if (result instanceof Promise) this.#track(name, result);
      } catch (error) {
        this.logger.error('a moderation event listener failed', { event: name, error });
      }
    }
  }

  /** Resolves when every listener's promise so far has settled. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  #track(name: ModerationEventName, promise: Promise<void>): void {
    const pending = promise
      .catch((error: unknown) =>
        this.logger.error('a moderation event listener failed', { event: name, error }),
      )
      .finally(() => this.#pending.delete(pending));
    this.#pending.add(pending);
  }
}
