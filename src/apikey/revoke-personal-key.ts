import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../context.js';
import { InvalidApiKeyError } from '../errors/invalid-api-key-error.js';
import { MissingApiKeyError } from '../errors/missing-api-key-error.js';
import { forgetRejectedKey } from '../keys/forget-rejected-key.js';
import { userText } from '../render/format.js';
import { REPLACE } from './ephemeral.js';
import { revokeAllPrompt } from './revoke-all-prompt.js';

const NOTHING_TO_REVOKE =
  'You have no API key linked, so there is nothing to revoke. To revoke a key the bot does not have, use your image-service account.';

/**
 * `/apikey revoke`: revokes the linked key on the service, then unlinks it. With `all: true` it
 * first asks to confirm (see `revoke-all-buttons.ts`): that revokes every key of the account.
 */
export async function revokePersonalKey(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const userId = interaction.user.id;
  const stored = await context.stores.apiKeys.get(userId);
  if (!stored) throw new MissingApiKeyError(NOTHING_TO_REVOKE);
  if (interaction.options.getBoolean('all')) {
    const request = { userId, issuedAt: interaction.createdTimestamp, linkedAt: stored.linkedAt };
    await interaction.reply(revokeAllPrompt(request, stored.serviceUsername));
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  let revoked: number | undefined;
  try {
    revoked = await context.api.revokeApiKey(stored.apiKey, { key: stored.apiKey });
  } catch (error) {
    if (!(error instanceof InvalidApiKeyError)) throw error;
    await forgetRejectedKey(context.stores, { kind: 'user', userId }, stored.apiKey);
    const content = `✅ \`${stored.masked}\` was already invalid or revoked on the image service, so I unlinked it. Link another with \`/apikey link\` or create one with \`/apikey generate\`.`;
    await interaction.editReply({ content, ...REPLACE });
    return;
  }
  const current = await context.stores.apiKeys.get(userId);
  if (current?.apiKey === stored.apiKey) await context.stores.apiKeys.unlink(userId);
  context.logger.info('api key revoked', { user: userId, revoked });
  const already = revoked === 0 ? ' (the service says it was already revoked)' : '';
  const content = [
    `✅ Revoked \`${stored.masked}\`${already} and unlinked it: it no longer works anywhere. Its account **${userText(stored.serviceUsername, 100)}** keeps its credits and other keys.`,
    'Link another key with `/apikey link` or create one with `/apikey generate`.',
  ].join('\n');
  await interaction.editReply({ content, ...REPLACE });
}
