import { EventHub } from './event-hub.js';
import type { Logger } from './logger.js';

/** A server setting whose change the moderation log records. */
export type ModeratedSetting =
  | 'limits'
  | 'workflows'
  | 'banned'
  | 'roleLimit'
  | 'priorityRoles'
  | 'budget'
  | 'logChannel'
  | 'lowBalance'
  | 'serverKey'
  | 'dailyLimit'
  | 'language'
  | 'defaults'
  | 'styles'
  | 'imagePolicy'
  | 'ageRestrictedImagePolicy'
  | 'imageThreshold'
  | 'automod'
  | 'explicitTerms'
  | 'safetyNegative'
  | 'backend'
  | 'loras'
  | 'addedLoras';

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
  /** A member's generation was refused by one of the server's AutoMod rules (nothing was spent). */
  readonly automodRefused: {
    readonly guildId: string;
    readonly userId: string;
    readonly prompt: string;
    /** The rule's name, and the keyword or pattern of it that matched. */
    readonly rule: string;
    readonly keyword: string;
  };
  /**
   * A member's generation was refused outside an age-restricted channel for a built-in explicit
   * term (`safety/explicit-terms.ts`; nothing was spent).
   */
  readonly explicitRefused: {
    readonly guildId: string;
    readonly userId: string;
    readonly prompt: string;
    /** The built-in term it matched. */
    readonly term: string;
  };
  /** A member was refused because the server budget ran out for `period`. */
  readonly budgetReached: {
    readonly guildId: string;
    readonly period: 'daily' | 'monthly';
    /** When the period ends, epoch ms. */
    readonly resetsAt: number;
    /** What the budget counts: `generations`, or the backend's cost unit (the Horde's `kudos`). */
    readonly unit: string;
  };
  /**
   * A finished image was withheld from its channel or posted behind a spoiler by the image safety
   * check: the generation's parameters only, never the image.
   */
  readonly imageScreened: {
    /** The generation's job: one line per image, however many times delivery runs. */
    readonly jobId: string;
    readonly guildId: string;
    readonly userId: string;
    readonly channelId: string;
    readonly action: 'withhold' | 'spoiler';
    /** The explicit score in percent; undefined when the image could not be checked. */
    readonly score: number | undefined;
    readonly threshold: number;
    readonly prompt: string;
    readonly workflow: string | undefined;
    readonly seed: number | undefined;
    /** The image backend that made it (`RegisteredBackend.id`); absent for the original service. */
    readonly backend?: string;
  };
  /**
   * A member's input image was refused where explicit content is kept out: the on-device
   * classifier scored it explicit, or could not check it (nothing was sent or spent). What it was
   * for only: never the image, nor where it came from.
   */
  readonly inputRefused: {
    readonly guildId: string;
    readonly userId: string;
    readonly channelId: string;
    /** What the image was brought in for: an `ImageAction`'s kind, or a description. */
    readonly kind: 'edit' | 'vary' | 'upscale' | 'region' | 'zoom' | 'pan' | 'animate' | 'describe';
    /** The explicit score in percent; undefined when the image could not be checked. */
    readonly score: number | undefined;
    readonly threshold: number;
    /** The text it would have run with (the edit's change, the prompt varied); none to describe. */
    readonly prompt?: string;
  };
  /**
   * A member had an image described (`/describe`, "Describe this image"): who, where, which key
   * paid and what it cost, never the image nor its caption (the answer is private).
   */
  readonly described: {
    readonly guildId: string;
    readonly userId: string;
    readonly channelId: string;
    readonly payer: 'server' | 'user' | 'anonymous' | 'none';
    /** The backend took it and gave no caption. @default false */
    readonly failed?: boolean;
    /** What the backend reported it cost; absent when it reports no costs. */
    readonly cost?: { readonly amount: number; readonly unit: string };
  };
  /**
   * A moderator (`userId`) acted on a member's report or block: deleted the reported result,
   * blocked the member from the bot (`until`, epoch ms; null: until lifted), dismissed the report,
   * or lifted the member's block.
   */
  readonly moderated: {
    readonly guildId: string;
    readonly userId: string;
    readonly memberId: string;
    readonly action: 'deleted' | 'blocked' | 'dismissed' | 'unblocked';
    readonly until?: number | null;
  };
}

/**
 * What moderators want to know beside generations (settings changed, refusals, a budget reached):
 * features emit, the moderation log listens, neither importing the other.
 */
export class ModerationEvents extends EventHub<ModerationEventMap> {
  constructor(logger: Logger) {
    super(logger, {
      failure: 'a moderation event listener failed',
      describe: (event) => ({ guild: event.guildId }),
    });
  }
}
