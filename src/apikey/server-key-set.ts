import {
  type ChatInputCommandInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { REPLACE } from '../bot/private-answers.js';
import { requireServerManager, SERVER_KEY_ACCESS } from '../bot/server-manager.js';
import { tellChanged } from '../bot/tell-changed.js';
import { userText } from '../discord/text.js';
import { formatCredits } from '../keys/live-balance.js';
import { APIKEY_IDS } from './apikey-actions.js';
import { parseApiKey, readSecret, secretModal } from './key-modal.js';

/** `/apikey server set` (Manage Server): asks for the server key in a modal. */
export async function showServerKeyModal(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  requireServerManager(interaction, SERVER_KEY_ACCESS);
  await interaction.showModal(
    secretModal(
      { customId: APIKEY_IDS.serverSet.build(), kind: 'serverModal' },
      privateTranslator(context, interaction),
    ),
  );
}

/**
 * The server key modal's submit: checks Manage Server again (permissions may have changed), the
 * format, then the key with a balance call; only then stores it, encrypted.
 */
export async function submitServerKeyModal(
  interaction: ModalSubmitInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = requireServerManager(interaction, SERVER_KEY_ACCESS);
  const apiKey = parseApiKey(readSecret(interaction));
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const balance = await context.api.balance(apiKey);
  const { guildSettings } = context.stores;
  const replaced = await guildSettings.hasServerKey(guildId);
  const stored = await guildSettings.setServerKey(guildId, {
    apiKey,
    setBy: interaction.user.id,
    serviceUserId: balance.userId,
    serviceUsername: balance.username,
  });
  const limit = await guildSettings.getDailyLimit(guildId);
  context.logger.info('server key set', { guild: guildId, user: interaction.user.id, replaced });
  tellChanged(context, interaction, 'serverKey', stored.masked);
  const t = privateTranslator(context, interaction);
  const lines = [
    t.t('apikey.server.set', {
      masked: stored.masked,
      username: userText(balance.username, 100),
      credits: formatCredits(balance, t),
    }),
    t.t('apikey.server.setNext', { limit }),
  ];
  if (replaced) lines.push(t.t('apikey.server.setReplaced'));
  await interaction.editReply({ content: lines.join('\n'), ...REPLACE });
}
