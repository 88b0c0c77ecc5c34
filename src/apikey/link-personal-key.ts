import {
  type ChatInputCommandInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { REPLACE } from '../bot/private-answers.js';
import { userText } from '../discord/text.js';
import { formatCredits } from '../keys/live-balance.js';
import { APIKEY_IDS } from './apikey-actions.js';
import { parseApiKey, readSecret, secretModal } from './key-modal.js';

/** `/apikey link`: asks for the key in a modal, so it never shows in the channel. */
export async function showLinkModal(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  await interaction.showModal(
    secretModal(
      { customId: APIKEY_IDS.link.build(), kind: 'linkModal' },
      privateTranslator(context, interaction),
    ),
  );
}

/**
 * The link modal's submit: checks the format, then asks the service for the key's balance (which
 * also names its user) and only then stores it. A key the service refuses changes nothing.
 */
export async function submitLinkModal(
  interaction: ModalSubmitInteraction,
  context: AppContext,
): Promise<void> {
  const apiKey = parseApiKey(readSecret(interaction));
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const balance = await context.api.balance(apiKey);
  const userId = interaction.user.id;
  const replaced = await context.stores.apiKeys.has(userId);
  const linked = await context.stores.apiKeys.link(userId, {
    apiKey,
    serviceUserId: balance.userId,
    serviceUsername: balance.username,
  });
  context.logger.info('api key linked', { user: userId, replaced });
  const t = privateTranslator(context, interaction);
  const lines = [
    t.t('apikey.linked', {
      masked: linked.masked,
      username: userText(balance.username, 100),
      credits: formatCredits(balance, t),
    }),
    t.t('apikey.linkedNext'),
  ];
  if (replaced) lines.push(t.t('apikey.linkedReplaced'));
  await interaction.editReply({ content: lines.join('\n'), ...REPLACE });
}
