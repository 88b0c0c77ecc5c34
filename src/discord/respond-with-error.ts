import { type Interaction, MessageFlags } from 'discord.js';
import { NO_MENTIONS } from './no-mentions.js';

/**
 * Shows `message` to the member who ran the interaction, and only to them, on whichever response it
 * can still take: an ephemeral reply when it has none; an edit of an ephemeral deferred reply; else
 * an ephemeral follow-up — deleting a public "thinking…" placeholder first, so that a refusal after
 * a public defer reads the same as one before it.
 */
export async function respondWithError(interaction: Interaction, message: string): Promise<void> {
  if (interaction.isAutocomplete()) {
    if (!interaction.responded) await interaction.respond([]);
    return;
  }
  const payload = { content: `⚠️ ${message}`, allowedMentions: NO_MENTIONS };
  if (!interaction.deferred && !interaction.replied) {
    await interaction.reply({ ...payload, flags: MessageFlags.Ephemeral });
    return;
  }
  const placeholder = interaction.deferred && !interaction.replied;
  if (placeholder && interaction.ephemeral) {
    await interaction.editReply({ ...payload, embeds: [], components: [], files: [] });
    return;
  }
  if (placeholder) await interaction.deleteReply().catch(() => undefined);
  await interaction.followUp({ ...payload, flags: MessageFlags.Ephemeral });
}
