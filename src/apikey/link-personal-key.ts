import { MessageFlags, type ModalSubmitInteraction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { REPLACE } from '../bot/private-answers.js';
import { serverBackend } from '../bot/server-backend.js';
import { AppError } from '../core/app-error.js';
import type { Translator } from '../i18n/translator.js';
import { offering } from '../image-backend/backend-calls.js';
import { namedTranslator, namingOf } from '../image-backend/backend-naming.js';
import { ORIGINAL_BACKEND_ID } from '../image-backend/backend-registry.js';
import type { Balance } from '../image-backend/backend-types.js';
import { maskApiKey } from '../image-backend/credentials.js';
import { linkedKeyValues, parseApiKey, readSecret } from './key-modal.js';

/**
 * The link modal's submit: checks the format, then asks the service for the key's balance (which
 * also names its user) and only then stores it. A key the service refuses changes nothing.
 */
export async function submitLinkModal(
  interaction: ModalSubmitInteraction,
  context: AppContext,
): Promise<void> {
  const registered = await serverBackend(context, interaction.guildId);
  const { id: backendId, backend } = registered;
  const apiKey = parseApiKey(
    readSecret(interaction, context.logger.secrets),
    backend.capabilities.keys,
  );
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const balance = await backend.balance(apiKey);
  const userId = interaction.user.id;
  const replaced = await context.stores.apiKeys.has(userId);
  const linked = await context.stores.apiKeys.link(userId, {
    apiKey,
    serviceUserId: balance.userId,
    serviceUsername: balance.username,
    backend: backendId,
  });
  context.logger.info('api key linked', { user: userId, replaced });
  const t = privateTranslator(context, interaction);
  const lines = [
    registered.id === ORIGINAL_BACKEND_ID
      ? t.t('apikey.linked', linkedKeyValues(linked.masked, balance, t))
      : t.t('apikey.linkedOn', {
          ...linkedKeyValues(linked.masked, balance, t),
          backend: registered.name,
        }),
    t.t('apikey.linkedNext'),
  ];
  if (replaced) lines.push(t.t('apikey.linkedReplaced'));
  await interaction.editReply({ content: lines.join('\n'), ...REPLACE });
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
  const registered = await serverBackend(context, interaction.guildId);
  const { id: backendId, backend } = registered;
  const t = namedTranslator(privateTranslator(context, interaction), namingOf(registered));
  const apiKey = await offering(backend, 'generateApiKey').generateApiKey(
    readSecret(interaction, context.logger.secrets),
  );
  context.logger.secrets.note(apiKey);
  let balance: Balance;
  try {
    balance = await backend.balance(apiKey);
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
    backend: backendId,
  });
  context.logger.info('api key generated and linked', { user: userId });
  const content = [
    t.t('apikey.generated.linked', linkedKeyValues(linked.masked, balance, t)),
    ...shownOnce(apiKey, t),
    t.t('apikey.generated.tokenUnused'),
  ].join('\n');
  await interaction.editReply({ content, ...REPLACE });
}
