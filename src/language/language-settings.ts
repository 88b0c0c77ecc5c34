import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator, publicLocaleOf } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { requireServerManager } from '../bot/server-manager.js';
import { tellChanged } from '../bot/tell-changed.js';
import { isLocale, resolveLocale } from '../i18n/locales.js';
import { FOLLOW_DISCORD, languageName } from './language-choices.js';

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
  const guildId = requireServerManager(interaction, {
    command: 'language server',
    action: 'changeLanguage',
  });
  const t = privateTranslator(context, interaction);
  const { guildSettings } = context.stores;
  if (chosen === FOLLOW_DISCORD || !isLocale(chosen)) {
    await guildSettings.setLocale(guildId, null);
    const language = languageName(context.i18n, resolveLocale(interaction.guildLocale));
    await interaction.reply({ content: t.t('settings.followDiscord', { language }), ...EPHEMERAL });
  } else {
    await guildSettings.setLocale(guildId, chosen);
    const language = languageName(context.i18n, chosen);
    await interaction.reply({ content: t.t('settings.set', { language }), ...EPHEMERAL });
  }
  context.logger.info('server language set', { guild: guildId, user: interaction.user.id, chosen });
  tellChanged(context, interaction, 'language', isLocale(chosen) ? chosen : FOLLOW_DISCORD);
}
