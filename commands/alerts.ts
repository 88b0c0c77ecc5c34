import type { ChatInputCommandInteraction } from 'discord.js';
import { requiredOption } from '../src/bot/command-declaration.js';
import type { AppContext } from '../src/bot/context.js';
import { defineCommand } from '../src/bot/define-command.js';
import { privateTranslator } from '../src/bot/locale.js';
import { EPHEMERAL } from '../src/bot/private-answers.js';
import { manager } from '../src/bot/rights.js';
import { serverBackend } from '../src/bot/server-backend.js';
import { changeSetting } from '../src/bot/setting-flow.js';
import { MAX_LOW_BALANCE, SERVER_SETTINGS } from '../src/preferences/server-settings.js';

const RANGE = { min: 1, max: MAX_LOW_BALANCE };

/**
 * `/alerts threshold:` (Manage Server): the server key's low-balance alert threshold, the same
 * setting as `/policy`'s "Alert threshold…", answered privately with the alert as `/policy` shows it.
 */
export default defineCommand({
  name: 'alerts',
  scope: 'server',
  needs: manager('managePolicy'),
  options: { threshold: requiredOption('integer', { ...RANGE, describe: RANGE }) },
  run: async (
    interaction: ChatInputCommandInteraction,
    context: AppContext,
    { threshold }: { readonly threshold: number },
  ) => {
    const setting = SERVER_SETTINGS.lowBalance;
    await changeSetting(context, interaction, setting, threshold, {
      part: 'alerts',
    });
    const { capabilities } = (await serverBackend(context, interaction.guildId)).backend;
    const balanceUnit = capabilities.balance?.unit;
    const content = setting.shown(
      threshold,
      privateTranslator(context, interaction),
      context.config,
      balanceUnit ? { balanceUnit } : {},
    );
    await interaction.reply({ content, ...EPHEMERAL });
  },
});
