/**
 * The locales the bot ships, each with a complete catalog in `catalogs/`, named as Discord names
 * them; the first is the default, that of the registration payload's own names.
 */
export const LOCALES = [
  'en-US',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'de',
  'fr',
  'es-ES',
  'pt-BR',
  'ru',
] as const;

/** A shipped locale. */
export type Locale = (typeof LOCALES)[number];

/** Each shipped language by its own name, as the `/language server` choices show it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English (US)',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  ko: '한국어',
  de: 'Deutsch',
  fr: 'Français',
  'es-ES': 'Español',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
};

/** What a member or server without a shipped locale reads. */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Whether `value` names a shipped locale exactly. */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Discord locales that read best in a shipped locale of the same language. */
const SAME_LANGUAGE: Readonly<Record<string, Locale>> = {
  'en-GB': 'en-US',
  'es-419': 'es-ES',
};

/**
 * The shipped locale for a Discord locale: itself when shipped, else one of the same language
 * (`en-GB` → `en-US`, `es-419` → `es-ES`), else {@link DEFAULT_LOCALE}.
 */
export function resolveLocale(discordLocale: string | null | undefined): Locale {
  if (!discordLocale) return DEFAULT_LOCALE;
  if (isLocale(discordLocale)) return discordLocale;
  return SAME_LANGUAGE[discordLocale] ?? DEFAULT_LOCALE;
}

/**
 * The language of public messages in a server: the managers' choice (`/language server`), else the
 * server's Discord locale, else the default; in a DM, the member's.
 */
export function publicLocale(where: {
  readonly override?: string | undefined;
  readonly guildLocale?: string | null;
  readonly memberLocale?: string | null;
  readonly inGuild: boolean;
}): Locale {
  if (!where.inGuild) return resolveLocale(where.memberLocale);
  if (isLocale(where.override)) return where.override;
  return resolveLocale(where.guildLocale);
}
