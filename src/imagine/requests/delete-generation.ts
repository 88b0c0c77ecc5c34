import { type ButtonInteraction, PermissionFlagsBits } from 'discord.js';
import { MissingPermissionError } from '../../bot/errors.js';
import { DISCORD_ERRORS, discordErrorCode } from '../../discord/discord-rules.js';

/**
 * Delete: the member who asked for the image, or a member with Manage Messages in the channel,
 * deletes the message (through the click's own token: no channel permission needed). Anyone else
 * is told no, privately.
 */
export async function deleteGeneration(
  interaction: ButtonInteraction,
  requesterId: string | undefined,
): Promise<void> {
  const mayDelete =
    interaction.user.id === requesterId ||
    interaction.memberPermissions?.has(PermissionFlagsBits.ManageMessages) === true;
  if (!mayDelete) {
    throw new MissingPermissionError('permissionManageMessages', 'deleteOthersImage');
  }
  await interaction.deferUpdate();
  await interaction.deleteReply().catch((error: unknown) => {
    if (discordErrorCode(error) !== DISCORD_ERRORS.unknownMessage) throw error;
  });
}
