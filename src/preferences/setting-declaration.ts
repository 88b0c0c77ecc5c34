import { AppError } from '../core/app-error.js';
import type { Config } from '../core/config.js';
import type { ModeratedSetting } from '../core/moderation-events.js';
import type { PermissionName } from '../discord/bot-permissions.js';
import type { MessageKey } from '../i18n/catalog.js';
import { errorText } from '../i18n/error-text.js';
import { type TextValues, text } from '../i18n/localized-text.js';
import type { Translator } from '../i18n/translator.js';
import type { Stores } from '../store/create-stores.js';

/** What a setting's panel line may read beside its value. */
export type SettingConfig = Pick<Config, 'CREDITS_PER_GENERATION' | 'LOW_BALANCE_CHECK_MS'>;

/** What a setting's form may say of the server beside its value. */
export interface SettingWhere {
  /** The unit the server's backend charges in and reports costs in (`costUnitOf`). */
  readonly costUnit?: string;
  /** The unit of the server's backend's balance (`balance.unit`: credits, kudos), if it keeps one. */
  readonly balanceUnit?: string;
}

/** A field of a setting's form: a whole number in a range, or a text (blank: unset). */
export type FormField = {
  readonly id: string;
  readonly label: MessageKey;
  readonly hint: MessageKey;
} & (
  | { readonly min: number; readonly max: number }
  | {
      readonly maxLength: number;
      /** Several lines. @default false */
      readonly paragraph?: boolean;
    }
);

/** How a setting is typed into a form (a modal), filled in with its current value. */
export interface SettingForm<V> {
  readonly title: MessageKey;
  readonly fields: readonly FormField[];
  /** The values of the labels' and hints' messages, knowing the server's backend. */
  words?(value: V, where: SettingWhere): TextValues;
  /** What each field shows, by id (undefined: blank). */
  shown(value: V): Readonly<Record<string, string | number | undefined>>;
  /**
   * The value the form makes of `typed` (each field's text, trimmed), over `value`.
   * @throws {InvalidSettingError} naming what is wrong; nothing is changed.
   */
  parse(typed: Readonly<Record<string, string>>, value: V): V;
}

/**
 * A server setting, declared once: where it is stored, its type and range (its form's fields or
 * its `check`), and how the moderation log and the panels summarise it. One generic flow
 * (`bot/setting-flow.ts`) opens, validates, saves, logs and redraws every one. `key` names which
 * one of a family it is (a role's daily limit: the role), when it is one of many.
 */
export interface ServerSetting<V> {
  /** How the moderation log names it. */
  readonly logged: ModeratedSetting;
  read(stores: Stores, guildId: string, key?: string): Promise<V>;
  write(
    stores: Stores,
    guildId: string,
    value: V,
    by: { userId: string; key?: string },
  ): Promise<unknown>;
  /**
   * @throws {AppError} when `value` (typed as a command's option) is out of its range; nothing is
   * changed.
   */
  check?(value: V): void;
  /**
   * A permission the bot must hold in the server for the setting to take `value` (the invite does
   * not ask for it: it is asked for only then), and the refusal that says why and how to give it.
   */
  readonly botNeeds?: {
    readonly permission: PermissionName;
    readonly when: (value: V) => boolean;
    readonly refusal: MessageKey;
  };
  /** Its short summary in the moderation log: numbers, mentions, escaped text. */
  summary(value: V, key?: string): string | undefined;
  /** Its line on its panel, in the manager's language. */
  shown?(value: V, t: Translator, config: SettingConfig, where?: SettingWhere): string;
  readonly form?: SettingForm<V>;
}

/** A value typed for a setting is out of its range or cannot be kept; nothing was changed. */
export class InvalidSettingError extends AppError {
  constructor(key: MessageKey, values?: TextValues) {
    super(errorText(key, values));
  }
}

/**
 * The whole number typed into `field` (`typed`: its trimmed text), or undefined when blank.
 * @throws {InvalidSettingError} with `invalid`'s message, naming the field and its range.
 */
export function wholeNumber(
  typed: string,
  field: Extract<FormField, { min: number }>,
  invalid: MessageKey,
): number | undefined {
  if (typed === '') return undefined;
  const value = Number(typed);
  if (Number.isInteger(value) && value >= field.min && value <= field.max) return value;
  throw new InvalidSettingError(invalid, {
    field: text(field.label),
    min: field.min,
    max: field.max,
  });
}
