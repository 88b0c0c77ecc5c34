import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator, publicLocaleOf } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { changeSetting } from '../bot/setting-flow.js';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale, resolveLocale } from '../i18n/locales.js';
import { PSEUDO_BRACKETS } from '../i18n/pseudo.js';
import type { I18n } from '../i18n/translator.js';
import { SERVER_SETTINGS } from '../preferences/server-settings.js';

/** A language's name as a member reads it (its own name; bracketed in a pseudo-localized run). */
function languageName(i18n: I18n, locale: Locale): string {
  const [open, close] = PSEUDO_BRACKETS;
  return i18n.pseudo ? `${open}${LOCALE_NAMES[locale]}${close}` : LOCALE_NAMES[locale];
}

/**
 * The `/language server` choices after `auto` (Discord's server language): every shipped language
 * by its own name (`Deutsch`, `日本語`), as every locale shows it.
 */
export const LANGUAGE_CHOICES = LOCALES.map((locale) => ({
  name: LOCALE_NAMES[locale],
  value: locale,
}));

/**
 * `/language show`: privately, in the member's language, which language their private answers
 * are in and which one this server's public messages (progress, results) are in, and why.
 */
export async function showLanguage(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const t = privateTranslator(context, interaction);
  const { i18n } = context;
  const lines = [t.t('settings.show', { member: languageName(i18n, t.locale) })];
  if (interaction.guildId) {
    const override = await context.stores.guildSettings.getLocale(interaction.guildId);
    const server = await publicLocaleOf(context, interaction);
    lines.push(
      t.t('settings.showServer', {
        server: languageName(i18n, server),
        source: isLocale(override) ? 'override' : 'discord',
      }),
      t.t('settings.howToChange'),
    );
  } else {
    lines.push(t.t('settings.showDm'));
  }
  await interaction.reply({ content: lines.join('\n'), ...EPHEMERAL });
}

/**
 * `/language server language:` (Manage Server): the language of this server's public messages
 * from now on, or `auto` to follow the server's Discord language again. Replies already running
 * keep the language they started in.
 */
export async function setServerLanguage(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  { language: chosen }: { readonly language: string },
): Promise<void> {
  const locale = isLocale(chosen) ? chosen : undefined;
  await changeSetting(context, interaction, SERVER_SETTINGS.language, locale, {
    part: 'language server',
  });
  const language = languageName(context.i18n, locale ?? resolveLocale(interaction.guildLocale));
  const t = privateTranslator(context, interaction);
  const content = t.t(locale ? 'settings.set' : 'settings.followDiscord', { language });
  await interaction.reply({ content, ...EPHEMERAL });
}
