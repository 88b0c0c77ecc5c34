import {
  ApplicationIntegrationType,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { definePanelComponent } from '../src/bot/component.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import {
  openSettings,
  openSettingsForm,
  pickSetting,
  resetSettings,
  saveSettingsForm,
} from '../src/settings/settings-actions.js';
import { SETTINGS_IDS } from '../src/settings/settings-panel.js';

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
 * member's own, or, for members with Manage Server, this channel's or this server's. The panel is
 * its member's alone; every change checks Manage Server again.
 */
export default {
  data,
  execute: openSettings,
  components: [
    definePanelComponent({ kind: 'select', id: SETTINGS_IDS.pick, run: pickSetting }),
    definePanelComponent({ kind: 'button', id: SETTINGS_IDS.more, run: openSettingsForm }),
    definePanelComponent({ kind: 'button', id: SETTINGS_IDS.reset, run: resetSettings }),
    definePanelComponent({ kind: 'modal', id: SETTINGS_IDS.save, run: saveSettingsForm }),
  ],
} satisfies Command;
