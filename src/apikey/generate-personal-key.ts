import {
  type ChatInputCommandInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
} from 'discord.js';
import { customId } from '../bot/command.js';
import type { AppContext } from '../bot/context.js';
import { REPLACE } from '../bot/private-answers.js';
import { AppError } from '../core/app-error.js';
import { userText } from '../discord/text.js';
import { maskApiKey } from '../image-api/credentials.js';
import type { Balance } from '../image-api/service-types.js';
import { formatCredits } from '../keys/live-balance.js';
import { APIKEY_ACTIONS, APIKEY_COMMAND } from './apikey-actions.js';
import { readSecret, secretModal } from './key-modal.js';

/** `/apikey generate`: asks for the service login token in a modal. */
export async function showGenerateModal(interaction: ChatInputCommandInteraction): Promise<void> {
  await interaction.showModal(
    secretModal({
      customId: customId(APIKEY_COMMAND, APIKEY_ACTIONS.generate),
      title: 'Create an API key',
      label: 'Your image-service login token',
      description: 'Used once to create a key, never stored.',
      placeholder: 'login token',
    }),
  );
}

const shownOnce = (apiKey: string) => [
  'Your new key, shown **only this once**: copy it now if you want to use it elsewhere.',
  `||\`${apiKey}\`||`,
  '⚠️ Anyone with this key can spend your credits: never post it in a channel. Older keys of your account keep working.',
];

/**
 * The generate modal's submit: creates a key with the login token (used once: never stored, never
 * logged), learns its user from a balance call and links it. The full key is shown once, in this
 * ephemeral answer, for the member to copy.
 */
export async function submitGenerateModal(
  interaction: ModalSubmitInteraction,
  context: AppContext,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const apiKey = await context.api.generateApiKey(readSecret(interaction));
  let balance: Balance;
  try {
    balance = await context.api.balance(apiKey);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    context.logger.warn('created a key but could not check it', { reason: error.name });
    const content = [
      `⚠️ I created a new key (\`${maskApiKey(apiKey)}\`) but could not check it with the service (${error.message}), so it is **not linked**. Link it later with \`/apikey link\`.`,
      ...shownOnce(apiKey),
    ].join('\n');
    await interaction.editReply({ content, ...REPLACE });
    return;
  }
  const userId = interaction.user.id;
  const linked = await context.stores.apiKeys.link(userId, {
    apiKey,
    serviceUserId: balance.userId,
    serviceUsername: balance.username,
  });
  context.logger.info('api key generated and linked', { user: userId });
  const content = [
    `✅ Created \`${linked.masked}\` for **${userText(balance.username, 100)}** (${formatCredits(balance)}) and linked it: your generations now use it.`,
    ...shownOnce(apiKey),
    'The login token you entered was used once and not stored.',
  ].join('\n');
  await interaction.editReply({ content, ...REPLACE });
}
