import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { EPHEMERAL, REPLACE } from '../bot/private-answers.js';
import { userText } from '../discord/text.js';
import { InvalidApiKeyError } from '../image-api/errors.js';
import { MissingApiKeyError } from '../keys/errors.js';
import { forgetRejectedKey } from '../keys/key-ref.js';
import { fetchLiveBalance } from '../keys/live-balance.js';
import { KeyDecryptionError } from '../store/errors.js';
import { keyStatusEmbed } from './key-status-embed.js';
import { revokeAllPrompt } from './revoke-all.js';

/**
 * `/apikey status`: the masked key, its service user, when it was linked and the live balance.
 * When the service is down the stored facts still show; a key the service rejects is unlinked and
 * the member told why.
 */
export async function showPersonalKeyStatus(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const userId = interaction.user.id;
  const stored = await context.stores.apiKeys.get(userId);
  if (!stored) throw new MissingApiKeyError();
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const live = await fetchLiveBalance(context, { kind: 'user', userId }, stored.apiKey);
  if (live.state === 'rejected') {
    await interaction.editReply({ content: `⚠️ ${live.notice}`, ...REPLACE });
    return;
  }
  const embed = keyStatusEmbed({
    kind: 'personal',
    masked: stored.masked,
    serviceUsername: stored.serviceUsername,
    since: stored.linkedAt,
    live,
  });
  await interaction.editReply({ content: '', ...REPLACE, embeds: [embed] });
}

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
