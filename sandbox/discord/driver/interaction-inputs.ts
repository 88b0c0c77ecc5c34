import type { OptionPath, OptionValue, Upload } from './command-options.js';
import type { InteractionRun } from './interaction-run.js';
import type { ModalValue } from './modal-view.js';
import type { IdLike } from './refs.js';

/** A slash command as a user would type it. */
export interface RunCommandInput extends OptionPath {
  channel: IdLike;
  user: IdLike;
  name: string;
  /** @default the channel's guild */
  guild?: IdLike;
  /** Option values by name (typed by the registered command, else inferred from the value). @default {} */
  options?: Readonly<Record<string, OptionValue>>;
  /** Files for attachment options, by option name (uploaded to the emulator's CDN). @default {} */
  attachments?: Readonly<Record<string, Upload>>;
  /** @default 'en-US' */
  locale?: string;
}

/** A message context-menu command (Apps → a command) used on a message. */
export interface RunMessageCommandInput {
  /** The message it is used on (its channel is where it runs). */
  message: IdLike;
  user: IdLike;
  /** The command's name as registered. */
  name: string;
  /** @default 'en-US' */
  locale?: string;
}

/** An autocomplete request: a command being typed, with the option the cursor is in. */
export interface AutocompleteInput extends RunCommandInput {
  /** The option being typed (its value is the partial text). */
  focused: string;
}

/** A click on a button of a message, found by custom id or label. */
export interface ClickButtonInput {
  message: IdLike;
  /** The button's custom id. @default find by `label` */
  customId?: string;
  /** The button's label, when no `customId` is given. */
  label?: string;
  user: IdLike;
  /** The clicking member's client language. @default 'en-US' */
  locale?: string;
}

/**
 * A component interaction as a modified client can send it: any custom id on any message of the
 * channel it is sent from, whether or not the message has that component (Discord passes the
 * custom id through). With `values` it is a string select's, else a button's.
 */
export interface ForgeComponentInput {
  message: IdLike;
  customId: string;
  /** A string select's chosen values. @default a button click */
  values?: string[];
  user: IdLike;
  /** @default 'en-US' */
  locale?: string;
}

/** Choices made in a string select menu of a message. */
export interface SelectMenuInput {
  message: IdLike;
  customId: string;
  values: string[];
  user: IdLike;
  /** The choosing member's client language. @default 'en-US' */
  locale?: string;
}

/**
 * A choice in a role or channel select of a message, as the Discord client sends it: the select
 * must be on the message, the count within its `min_values`–`max_values`, each id a role (or a
 * channel of a type it offers) of the message's server.
 */
export interface SelectEntitiesInput {
  message: IdLike;
  customId: string;
  /** The chosen roles or channels. */
  values: readonly IdLike[];
  user: IdLike;
  /** The choosing member's client language. @default 'en-US' */
  locale?: string;
}

/**
 * A modal submit: for the modal an interaction was answered with (same user and channel unless
 * given), or a bare `customId` with text values (then `user` and `channel` are required).
 */
export interface SubmitModalInput {
  /** The interaction that showed the modal (callback 9). @default none: a bare modal by `customId` */
  interaction?: InteractionRun;
  /** The modal's custom id when there is no `interaction`. */
  customId?: string;
  /**
   * By field custom id: text for text inputs, a value for radio groups, true/false for
   * checkboxes, values for string selects and checkbox groups, users/roles/channels for entity
   * selects, files for file uploads. An untouched field submits what it shows.
   */
  values: Readonly<Record<string, ModalValue>>;
  /** Send values the modal does not offer (or counts out of range), as a modified client can. @default false */
  unchecked?: boolean;
  /** @default the interaction's user */
  user?: IdLike;
  /** @default the interaction's channel */
  channel?: IdLike;
  /** @default the channel's guild */
  guild?: IdLike;
  /** The member's client language. @default the showing interaction's, else 'en-US' */
  locale?: string;
}
