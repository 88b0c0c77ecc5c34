import { EventHub, type HubListener } from './event-hub.js';
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

/** Told of one moderation event (see {@link ModerationEvents}). */
export type ModerationListener<N extends ModerationEventName> = HubListener<ModerationEventMap[N]>;

/**
 * What moderators want to know about their server beside its generations: settings changed,
 * refusals, a budget reached. Features emit; the moderation log listens, without either importing
 * the other. A listener never delays the emitter, and its failure is logged and goes no further.
 */
export class ModerationEvents extends EventHub<ModerationEventMap> {
  constructor(logger: Logger) {
    super(logger, {
      failure: 'a moderation event listener failed',
      describe: (event) => ({ guild: event.guildId }),
    });
  }
}
