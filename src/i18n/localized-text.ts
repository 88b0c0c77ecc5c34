import type { UserText, UserTextValue } from '../core/app-error.js';
import type { MessageKey } from './catalog.js';

/** The values of one message, by placeholder name (nested texts translated first). */
export type TextValues = Readonly<Record<string, UserTextValue>>;

/** A catalog message not yet translated (the language not known yet), translated where shown. */
export interface LocalizedText extends UserText {
  readonly key: MessageKey;
}

/** The key of a value that is a command, shown as members of the locale type it. */
export const COMMAND_KEY = '@command';

/** The key of a value that is the name of one command, subcommand or option in the locale. */
export const NAME_KEY = '@name';

/** A value naming a command by its canonical path (`apikey server`), e.g. `/api-schlüssel server`. */
export function commandText(path: string): UserText {
  return { key: COMMAND_KEY, values: { path } };
}

/** A value naming an option (or subcommand) by its canonical path (`imagine width`), e.g. `breite`. */
export function nameText(path: string): UserText {
  return { key: NAME_KEY, values: { path } };
}

/** A size in bytes as a text (`512 bytes`, `256 KB`, `1.5 MB`), for a value of another text. */
export function bytesText(count: number): UserText {
  const tenth = (value: number) => Math.round(value * 10) / 10;
  if (count >= 1_048_576)
    return { key: 'units.megabytes', values: { n: tenth(count / 1_048_576) } };
  if (count >= 1024) return { key: 'units.kilobytes', values: { n: tenth(count / 1024) } };
  return { key: 'units.bytes', values: { count } };
}

/** A {@link LocalizedText}; `values` are left out when there are none. */
export function text(key: MessageKey, values?: TextValues): LocalizedText {
  return values === undefined ? { key } : { key, values };
}
