import {
  ApplicationIntegrationType,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import { runBalance } from '../src/balance/run-balance.js';
import type { Command } from '../src/bot/command.js';
import { localizedCommand } from '../src/bot/localized-command.js';

const data = localizedCommand((t) =>
  new SlashCommandBuilder()
    .setName(t.t('commands.balance.name'))
    .setDescription(t.t('commands.balance.description'))
    .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
    .addBooleanOption((option) =>
      option
        .setName(t.t('commands.balance.public.name'))
        .setDescription(t.t('commands.balance.public.description')),
    )
    .addUserOption((option) =>
      option
        .setName(t.t('commands.balance.user.name'))
        .setDescription(t.t('commands.balance.user.description')),
    )
    .addBooleanOption((option) =>
      option
        .setName(t.t('commands.balance.usage.name'))
        .setDescription(t.t('commands.balance.usage.description')),
    )
    .toJSON(),
);

/** `/balance`: credits of the member's key and of the server pool; `usage` the server key's use. */
export default {
  data,
  execute: runBalance,
} satisfies Command;
