import { CATALOGS } from '../i18n/catalogs/index.js';
import { LOCALES, type Locale } from '../i18n/locales.js';
import type { I18n } from '../i18n/translator.js';

/** The `/language server` choice that drops the managers' choice: Discord's server language wins. */
export const FOLLOW_DISCORD = 'auto';

/** A language by its own name (`Deutsch`, `日本語`), as every locale shows it in the choices. */
export const endonymOf = (locale: Locale): string => CATALOGS[locale].language.name;

/** A language's name as a member reads it (its own name; bracketed in a pseudo-localized run). */
export const languageName = (i18n: I18n, locale: Locale): string =>
  i18n.pseudo ? i18n.translator(locale).t('language.name') : endonymOf(locale);

/** The `/language server` choices after {@link FOLLOW_DISCORD}: every shipped language. */
export const LANGUAGE_CHOICES = LOCALES.map((locale) => ({
  name: endonymOf(locale),
  value: locale,
}));
