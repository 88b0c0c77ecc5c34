import {
  ApplicationIntegrationType,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { CommandUnavailableError } from '../src/bot/errors.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import { FOLLOW_DISCORD, LANGUAGE_CHOICES } from '../src/language/language-choices.js';
import { setServerLanguage, showLanguage } from '../src/language/language-settings.js';

const data = localizedCommand((t) =>
  new SlashCommandBuilder()
    .setName(t.t('commands.language.name'))
    .setDescription(t.t('commands.language.description'))
    .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
    .addSubcommand((sub) =>
      sub
        .setName(t.t('commands.language.show.name'))
        .setDescription(t.t('commands.language.show.description')),
    )
    .addSubcommand((sub) =>
      sub
        .setName(t.t('commands.language.server.name'))
        .setDescription(t.t('commands.language.server.description'))
        .addStringOption((option) =>
          option
            .setName(t.t('commands.language.server.language.name'))
            .setDescription(t.t('commands.language.server.language.description'))
            .setRequired(true)
            .addChoices(
              { name: t.t('commands.language.server.language.auto'), value: FOLLOW_DISCORD },
              ...LANGUAGE_CHOICES,
            ),
        ),
    )
    .toJSON(),
);

/**
 * `/language`: which language the bot speaks here (`show`), and the language of a server's public
 * messages, chosen by members with Manage Server (`server`). Private answers always follow each
 * member's own Discord language.
 */
export default {
  data,
  async execute(interaction, context) {
    const name = interaction.options.getSubcommand(true);
    if (name === 'show') return showLanguage(interaction, context);
    if (name === 'server') return setServerLanguage(interaction, context);
    throw new CommandUnavailableError();
  },
} satisfies Command;
