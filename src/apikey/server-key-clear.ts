import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import { EPHEMERAL } from './ephemeral.js';
import { requireServerManager, SERVER_KEY_ACCESS } from './require-server-manager.js';

/** `/apikey server clear` (Manage Server): forgets the server key without revoking it. */
export async function clearServerKey(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = requireServerManager(interaction, SERVER_KEY_ACCESS);
  const had = await context.stores.guildSettings.clearServerKey(guildId);
  if (!had) {
    const content = 'This server has no server key, so nothing changed.';
    await interaction.reply({ content, ...EPHEMERAL });
    return;
  }
  context.logger.info('server key cleared', { guild: guildId, user: interaction.user.id });
  const content = [
    '✅ Removed the server key: members now need a key of their own (`/apikey link` or `/apikey generate`).',
    'The key was **not revoked** and still works elsewhere; revoke it in its image-service account if you no longer trust it.',
  ].join('\n');
  await interaction.reply({ content, ...EPHEMERAL });
}
