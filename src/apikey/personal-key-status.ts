import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { fetchLiveBalance } from '../balance/fetch-live-balance.js';
import type { AppContext } from '../context.js';
import { MissingApiKeyError } from '../errors/missing-api-key-error.js';
import { REPLACE } from './ephemeral.js';
import { keyStatusEmbed } from './key-status-embed.js';

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
