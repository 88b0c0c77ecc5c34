import { IntlMessageFormat } from 'intl-messageformat';
import type { UserText } from '../core/app-error.js';
import { type Catalog, lookup, type MessageKey } from './catalog.js';
import { catalogOf } from './catalogs/shipped-catalogs.js';
import { COMMAND_REFS, typedCommand } from './command-refs.js';
import { type Locale, resolveLocale } from './locales.js';
import { bytesText, COMMAND_KEY, NAME_KEY, nameText, type TextValues } from './localized-text.js';
import { pseudoCatalog } from './pseudo.js';

/**
 * One locale's words and numbers: catalog messages with their placeholders filled, and numbers,
 * durations, sizes and lists formatted with `Intl`. Handlers get theirs from the context's {@link I18n}.
 */
export interface Translator {
  readonly locale: Locale;
  /** The message `key` with `values` (nested texts are translated first). */
  t(key: MessageKey, values?: TextValues): string;
  /** A stored text (an error's, a job's failure); one whose key no longer exists shows `fallback`. */
  text(text: UserText, fallback?: string): string;
  /** A number for people: grouping and decimals of the locale. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** `1:05`, `0:07`, `1:02:03` past an hour, with the locale's digits. */
  duration(ms: number): string;
  /** `512 bytes`, `256 KB`, `1.5 MB` (1 KB = 1024 bytes). */
  bytes(count: number): string;
  /** `a, b and c` in the locale's words (`type: 'unit'` for a plain `a, b, c`). */
  list(items: readonly string[], type?: 'conjunction' | 'unit'): string;
  /** A command as members of this locale type it, e.g. `/apikey link` (canonical path). */
  command(path: string): string;
  /** The name of one command, subcommand or option in this locale, e.g. `breite` for `imagine width`. */
  name(path: string): string;
}

/** The bot's languages: a {@link Translator} per locale, built once by the app. */
export interface I18n {
  /** The translator of a Discord locale (resolved to a shipped one, see `resolveLocale`). */
  translator(locale: string | null | undefined): Translator;
  readonly pseudo: boolean;
}

const missing = (key: string): never => {
  throw new Error(`no message "${key}" in the catalogs`);
};

function createTranslator(catalog: Catalog, locale: Locale): Translator {
  const compiled = new Map<string, IntlMessageFormat>();
  const compile = (key: string): IntlMessageFormat | undefined => {
    const message = compiled.has(key) ? undefined : lookup(catalog, key);
    if (message !== undefined) {
      compiled.set(key, new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }));
    }
    return compiled.get(key);
  };
  const nameOf = (path: readonly string[]) => lookup(catalog, `commands.${path.join('.')}.name`);
  const refs = Object.fromEntries(
    Object.entries(COMMAND_REFS).map(([ref, path]) => [ref, typedCommand(path, nameOf)]),
  );
  let neutral: Record<string, string> | undefined;
  /** How a text that names no backend reads (see `BackendNaming`): neutrally. */
  const unnamed = () => {
    const word = (key: string) => String(compile(key)?.format() ?? '');
    neutral ??= {
      original: 'unknown',
      backend: word('service.anyBackend'),
      named: 'yes',
      unit: word('service.anyUnit'),
      accounts: 'balance',
      creates: 'no',
    };
    return neutral;
  };
  const format = (text: UserText): string | undefined => {
    if (text.key === COMMAND_KEY) return typedCommand(String(text.values?.path ?? ''), nameOf);
    if (text.key === NAME_KEY) {
      const path = String(text.values?.path ?? '').split(' ');
      return nameOf(path) ?? path.at(-1);
    }
    const message = compile(text.key);
    if (!message) return undefined;
    const values: Record<string, string | number> = { ...refs, ...unnamed() };
    for (const [name, value] of Object.entries(text.values ?? {})) {
      values[name] =
        typeof value === 'object' ? (format(value) ?? missing(value.key)) : (value as string);
    }
    return String(message.format(values));
  };
  const numbers = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
    const id = JSON.stringify(options);
    if (!numbers.has(id)) numbers.set(id, new Intl.NumberFormat(locale, options));
    return numbers.get(id) as Intl.NumberFormat;
  };
  const lists = {
    conjunction: new Intl.ListFormat(locale, { type: 'conjunction' }),
    unit: new Intl.ListFormat(locale, { type: 'unit', style: 'short' }),
  };
  const translator: Translator = {
    locale,
    t: (key, values) => format(values ? { key, values } : { key }) ?? missing(key),
    text: (text, fallback) => format(text) ?? fallback ?? missing(text.key),
    number: (value, options) => numberFormat(options).format(value),
    duration(ms) {
      const total = Math.max(0, Math.floor(ms / 1000));
      const plain = numberFormat({ useGrouping: false });
      const two = numberFormat({ useGrouping: false, minimumIntegerDigits: 2 });
      const hours = Math.floor(total / 3600);
      const minutes = Math.floor((total % 3600) / 60);
      const seconds = two.format(total % 60);
      return hours > 0
        ? `${plain.format(hours)}:${two.format(minutes)}:${seconds}`
        : `${plain.format(minutes)}:${seconds}`;
    },
    bytes: (count) => translator.text(bytesText(count)),
    list: (items, type = 'conjunction') => lists[type].format(items),
    command: (path) => typedCommand(path, nameOf),
    name: (path) => translator.text(nameText(path)),
  };
  return translator;
}

/**
 * The bot's translators, each made on first use and kept; with `pseudo` (`PSEUDO_LOCALE`), every
 * message of every locale is en-US's wrapped in `⟦…⟧`.
 */
export function createI18n({ pseudo = false }: { readonly pseudo?: boolean } = {}): I18n {
  const made = new Map<Locale, Translator>();
  return {
    pseudo,
    translator(requested) {
      const locale = resolveLocale(requested);
      if (!made.has(locale)) {
        const catalog = pseudo ? pseudoCatalog(catalogOf('en-US')) : catalogOf(locale);
        made.set(locale, createTranslator(catalog, locale));
      }
      return made.get(locale) as Translator;
    },
  };
}

let english: Translator | undefined;

/** The English of a text: what an error's `message` says in logs. */
export function englishOf(text: UserText): string {
  english ??= createTranslator(catalogOf('en-US'), 'en-US');
  return english.text(text);
}
