import { type Interaction, MessageFlags } from 'discord.js';
import { NO_MENTIONS } from './no-mentions.js';

/**
 * Shows `message` on whichever response the interaction can still take: a reply when it has none,
 * an edit of the deferred reply, or an ephemeral follow-up once it was answered.
 */
export async function respondWithError(interaction: Interaction, message: string): Promise<void> {
  if (interaction.isAutocomplete()) {
    if (!interaction.responded) await interaction.respond([]);
    return;
  }
  const payload = { content: `⚠️ ${message}`, allowedMentions: NO_MENTIONS };
  if (!interaction.deferred && !interaction.replied) {
    await interaction.reply({ ...payload, flags: MessageFlags.Ephemeral });
  } else if (interaction.deferred && !interaction.replied) {
    await interaction.editReply({ ...payload, embeds: [], components: [], files: [] });
  } else {
    await interaction.followUp({ ...payload, flags: MessageFlags.Ephemeral });
  }
}
