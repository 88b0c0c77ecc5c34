import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import { KeyDecryptionError } from '../errors/key-decryption-error.js';
import { MissingApiKeyError } from '../errors/missing-api-key-error.js';
import { userText } from '../render/format.js';
import { EPHEMERAL } from './ephemeral.js';

/**
 * `/apikey unlink`: forgets the member's key without revoking it (no service call), and says how
 * to revoke it. A stored key that can no longer be decrypted is forgotten too.
 */
export async function unlinkPersonalKey(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const userId = interaction.user.id;
  const { apiKeys } = context.stores;
  if (!(await apiKeys.has(userId))) {
    throw new MissingApiKeyError('You have no API key linked, so there is nothing to unlink.');
  }
  const stored = await apiKeys.get(userId).catch((error: unknown) => {
    if (error instanceof KeyDecryptionError) return undefined;
    throw error;
  });
  await apiKeys.unlink(userId);
  context.logger.info('api key unlinked', { user: userId });
  const which = stored
    ? `\`${stored.masked}\` (service user **${userText(stored.serviceUsername, 100)}**)`
    : 'your key';
  const content = [
    `✅ Unlinked ${which}. The bot no longer has it; your generations need a key again (or the server key, where there is one).`,
    'The key itself was **not revoked** and still works wherever else you use it. To disable it, link it again and run `/apikey revoke`, or revoke it in your image-service account.',
  ].join('\n');
  await interaction.reply({ content, ...EPHEMERAL });
}
