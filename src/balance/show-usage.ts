import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { requireServerManager } from '../bot/server-manager.js';
import { usageEmbed } from './usage-report.js';

/**
 * `/balance usage:True` (Manage Server): privately, each member's generations and credits on this
 * server's key today, in the last 7 and the last 30 UTC days, with the totals.
 */
export async function showUsage(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = requireServerManager(interaction, {
    command: 'balance usage:True',
    action: 'seeUsage',
  });
  const summary = await context.stores.usageHistory.summary(guildId);
  const embed = usageEmbed(
    summary,
    { creditsPerGeneration: context.config.CREDITS_PER_GENERATION },
    privateTranslator(context, interaction),
  );
  await interaction.reply({ ...EPHEMERAL, embeds: [embed] });
}
