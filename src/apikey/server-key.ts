import {
  type ChatInputCommandInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL, REPLACE } from '../bot/private-answers.js';
import { serverOf } from '../bot/rights.js';
import { serverBackend } from '../bot/server-backend.js';
import { changeSetting, tellChanged } from '../bot/setting-flow.js';
import { userText } from '../discord/text.js';
import { namedTranslator, namingOf } from '../image-backend/backend-naming.js';
import { isKeyless } from '../image-backend/capabilities.js';
import { SERVER_SETTINGS } from '../preferences/server-settings.js';
import { linkedKeyValues, parseApiKey, readSecret } from './key-modal.js';
import { answerKeyStatus } from './personal-key.js';

/**
 * The server key modal's submit (Manage Server checked again by the dispatcher: permissions may
 * have changed): checks the format, then the key with a balance call; only then stores it, encrypted.
 */
export async function submitServerKeyModal(
  interaction: ModalSubmitInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = serverOf(interaction, 'apikey server');
  const { id: backendId, backend } = await serverBackend(context, guildId);
  const apiKey = parseApiKey(
    readSecret(interaction, context.logger.secrets),
    backend.capabilities.keys,
  );
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const balance = await backend.balance(apiKey);
  const { guildSettings } = context.stores;
  const replaced = await guildSettings.hasServerKey(guildId);
  const stored = await guildSettings.setServerKey(guildId, {
    apiKey,
    setBy: interaction.user.id,
    serviceUserId: balance.userId,
    serviceUsername: balance.username,
    backend: backendId,
  });
  const limit = await guildSettings.getDailyLimit(guildId);
  context.logger.info('server key set', { guild: guildId, user: interaction.user.id, replaced });
  tellChanged(context, interaction, 'serverKey', stored.masked);
  const t = privateTranslator(context, interaction);
  const lines = [
    t.t('apikey.server.set', linkedKeyValues(stored.masked, balance, t)),
    t.t('apikey.server.setNext', { limit }),
  ];
  if (replaced) lines.push(t.t('apikey.server.setReplaced'));
  await interaction.editReply({ content: lines.join('\n'), ...REPLACE });
}

/**
 * `/apikey server status` (Manage Server): the masked server key, its service user, who set it and
 * when, the daily limit and the live balance (stored facts still show when the service is down).
 */
export async function showServerKeyStatus(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = serverOf(interaction, 'apikey server');
  const t = privateTranslator(context, interaction);
  const { guildSettings } = context.stores;
  const dailyLimit = await guildSettings.getDailyLimit(guildId);
  const stored = await guildSettings.getServerKey(guildId);
  if (!stored) {
    const content = t.t('apikey.server.none', { limit: dailyLimit });
    await interaction.reply({ content, ...EPHEMERAL });
    return;
  }
  await answerKeyStatus(interaction, context, { kind: 'server', guildId }, stored, {
    kind: 'server',
    masked: stored.masked,
    serviceUsername: stored.serviceUsername,
    since: stored.setAt,
    setBy: stored.setBy,
    dailyLimit,
  });
}

/** `/apikey server clear` (Manage Server): forgets the server key without revoking it. */
export async function clearServerKey(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = serverOf(interaction, 'apikey server');
  const t = namedTranslator(
    privateTranslator(context, interaction),
    namingOf(await serverBackend(context, guildId)),
  );
  const had = await context.stores.guildSettings.clearServerKey(guildId);
  if (!had) {
    await interaction.reply({ content: t.t('apikey.server.noneToClear'), ...EPHEMERAL });
    return;
  }
  context.logger.info('server key cleared', { guild: guildId, user: interaction.user.id });
  tellChanged(context, interaction, 'serverKey');
  const content = [t.t('apikey.server.cleared'), t.t('apikey.server.clearedNotRevoked')].join('\n');
  await interaction.reply({ content, ...EPHEMERAL });
}

/**
 * `/apikey server limit` (Manage Server): generations per member per UTC day on the server key; on
 * a keyless backend (ComfyUI), the images each member may make a day.
 */
export async function setServerDailyLimit(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  { limit }: { readonly limit: number },
): Promise<void> {
  const guildId = await changeSetting(context, interaction, SERVER_SETTINGS.dailyLimit, limit, {
    part: 'apikey server',
  });
  const t = privateTranslator(context, interaction);
  const registered = await serverBackend(context, guildId);
  if (isKeyless(registered.backend.capabilities)) {
    const content = t.t('imageQuota.limitSet', { limit, backend: userText(registered.name, 40) });
    await interaction.reply({ content, ...EPHEMERAL });
    return;
  }
  const lines = [
    limit === 0 ? t.t('apikey.server.limitZero') : t.t('apikey.server.limitSet', { limit }),
  ];
  if (!(await context.stores.guildSettings.hasServerKey(guildId))) {
    lines.push(t.t('apikey.server.limitNoKey'));
  }
  await interaction.reply({ content: lines.join('\n'), ...EPHEMERAL });
}
