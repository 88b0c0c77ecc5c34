import type { ButtonInteraction } from 'discord.js';
import { DISCORD_ERRORS, discordErrorCode } from '../../discord/discord-rules.js';

/**
 * Delete: deletes the generation's message through the click's own token (no channel permission
 * needed). Who may (the member who asked, or a member with Manage Messages in its server) is
 * checked by the router against the stored job.
 */
export async function deleteGeneration(interaction: ButtonInteraction): Promise<void> {
  await interaction.deferUpdate();
  await interaction.deleteReply().catch((error: unknown) => {
    if (discordErrorCode(error) !== DISCORD_ERRORS.unknownMessage) throw error;
  });
}
