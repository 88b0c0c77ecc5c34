import {
  ApplicationIntegrationType,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import {
  openSettings,
  openSettingsForm,
  pickSetting,
  resetSettings,
  saveSettingsForm,
} from '../src/settings/settings-actions.js';

const data = localizedCommand((t) =>
  new SlashCommandBuilder()
    .setName(t.t('commands.settings.name'))
    .setDescription(t.t('commands.settings.description'))
    .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
    .addStringOption((option) =>
      option
        .setName(t.t('commands.settings.scope.name'))
        .setDescription(t.t('commands.settings.scope.description'))
        .addChoices(
          { name: t.t('commands.settings.scope.me'), value: 'me' },
          { name: t.t('commands.settings.scope.channel'), value: 'channel' },
          { name: t.t('commands.settings.scope.server'), value: 'server' },
        ),
    )
    .toJSON(),
);

/**
 * `/settings [for]`: a private panel of `/imagine` defaults (select menus and a form): the
 * member's own, or, for members with Manage Server, this channel's or this server's.
 */
export default {
  data,
  execute: openSettings,
  selects: { pick: pickSetting },
  buttons: { more: openSettingsForm, reset: resetSettings },
  modals: { save: saveSettingsForm },
} satisfies Command;
