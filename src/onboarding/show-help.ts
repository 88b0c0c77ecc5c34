import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { readHelpView } from './help-state.js';
import { renderHelp } from './render-help.js';

/**
 * `/help`, privately: what the bot does here, the member's state, the commands they can use and
 * the operator's links; in a server, in the bot's DM and where only the member installed it.
 */
export async function showHelp(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const t = privateTranslator(context, interaction);
  const view = await readHelpView(context, interaction, t.locale);
  await interaction.reply({ ...EPHEMERAL, embeds: renderHelp(view, t) });
}
