import { SlashCommandBuilder } from 'discord.js';
import { runBalance } from '../src/balance/run-balance.js';
import type { Command } from '../src/bot/command.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { localizedCommand } from '../src/bot/localized-command.js';

const builtData = localizedCommand((t) =>
  new SlashCommandBuilder()
    .setName(t.t('commands.balance.name'))
    .setDescription(t.t('commands.balance.description'))
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
/** The member's own credits work wherever they installed the app; another's and the usage need the bot. */
const data = offeredIn('anywhere', builtData);

export default {
  data,
  needsBotInServer: ['user', 'usage'],
  execute: runBalance,
} satisfies Command;
