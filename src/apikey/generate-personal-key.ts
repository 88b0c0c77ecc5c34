import {
  type ChatInputCommandInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { REPLACE } from '../bot/private-answers.js';
import { AppError } from '../core/app-error.js';
import { userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { maskApiKey } from '../image-api/credentials.js';
import type { Balance } from '../image-api/service-types.js';
import { formatCredits } from '../keys/live-balance.js';
import { APIKEY_IDS } from './apikey-actions.js';
import { readSecret, secretModal } from './key-modal.js';

/** `/apikey generate`: asks for the service login token in a modal. */
export async function showGenerateModal(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  await interaction.showModal(
    secretModal(
      { customId: APIKEY_IDS.generate.build(), kind: 'generateModal' },
      privateTranslator(context, interaction),
    ),
  );
}

const shownOnce = (apiKey: string, t: Translator) => [
  t.t('apikey.generated.shownOnce'),
  `||\`${apiKey}\`||`,
  t.t('apikey.generated.warning'),
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
  const t = privateTranslator(context, interaction);
  const apiKey = await context.api.generateApiKey(readSecret(interaction));
  let balance: Balance;
  try {
    balance = await context.api.balance(apiKey);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    context.logger.warn('created a key but could not check it', { reason: error.name });
    const reason = error.text ? t.text(error.text, error.message) : error.message;
    const content = [
      t.t('apikey.generated.notChecked', { masked: maskApiKey(apiKey), reason }),
      ...shownOnce(apiKey, t),
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
    t.t('apikey.generated.linked', {
      masked: linked.masked,
      username: userText(balance.username, 100),
      credits: formatCredits(balance, t),
    }),
    ...shownOnce(apiKey, t),
    t.t('apikey.generated.tokenUnused'),
  ].join('\n');
  await interaction.editReply({ content, ...REPLACE });
}
