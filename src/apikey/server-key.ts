import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL, REPLACE } from '../bot/private-answers.js';
import { requireServerManager, SERVER_KEY_ACCESS } from '../bot/server-manager.js';
import { tellChanged } from '../bot/tell-changed.js';
import { text } from '../i18n/localized-text.js';
import { InvalidParameterError } from '../image-api/errors.js';
import { fetchLiveBalance } from '../keys/live-balance.js';
import { keyStatusEmbed } from './key-status-embed.js';

/**
 * `/apikey server status` (Manage Server): the masked server key, its service user, who set it and
 * when, the daily limit and the live balance (stored facts still show when the service is down).
 */
export async function showServerKeyStatus(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = requireServerManager(interaction, SERVER_KEY_ACCESS);
  const t = privateTranslator(context, interaction);
  const { guildSettings } = context.stores;
  const dailyLimit = await guildSettings.getDailyLimit(guildId);
  const stored = await guildSettings.getServerKey(guildId);
  if (!stored) {
    const content = t.t('apikey.server.none', { limit: dailyLimit });
    await interaction.reply({ content, ...EPHEMERAL });
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const live = await fetchLiveBalance(context, { kind: 'server', guildId }, stored.apiKey);
  if (live.state === 'rejected') {
    const content = t.t('common.warning', { message: live.notice });
    await interaction.editReply({ content, ...REPLACE });
    return;
  }
  const embed = keyStatusEmbed(
    {
      kind: 'server',
      masked: stored.masked,
      serviceUsername: stored.serviceUsername,
      since: stored.setAt,
      setBy: stored.setBy,
      dailyLimit,
      live,
    },
    t,
  );
  await interaction.editReply({ content: '', ...REPLACE, embeds: [embed] });
}

/** `/apikey server clear` (Manage Server): forgets the server key without revoking it. */
export async function clearServerKey(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = requireServerManager(interaction, SERVER_KEY_ACCESS);
  const t = privateTranslator(context, interaction);
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

/** The bounds of `/apikey server limit`. */
export const DAILY_LIMIT_RANGE = { min: 0, max: 1000 } as const;

/** `/apikey server limit` (Manage Server): generations per member per UTC day on the server key. */
export async function setServerDailyLimit(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  { limit }: { readonly limit: number },
): Promise<void> {
  const guildId = requireServerManager(interaction, {
    command: 'apikey server',
    action: 'changeDailyLimit',
  });
  const { min, max } = DAILY_LIMIT_RANGE;
  if (!Number.isSafeInteger(limit) || limit < min || limit > max) {
    throw new InvalidParameterError(
      text('apikey.server.limitInvalid', { min, max, got: String(limit) }),
      { parameter: 'limit', limit: `${min}-${max}` },
    );
  }
  const { guildSettings } = context.stores;
  await guildSettings.setDailyLimit(guildId, limit);
  context.logger.info('daily limit set', { guild: guildId, user: interaction.user.id, limit });
  tellChanged(context, interaction, 'dailyLimit', String(limit));
  const t = privateTranslator(context, interaction);
  const lines = [
    limit === 0 ? t.t('apikey.server.limitZero') : t.t('apikey.server.limitSet', { limit }),
  ];
  if (!(await guildSettings.hasServerKey(guildId))) lines.push(t.t('apikey.server.limitNoKey'));
  await interaction.reply({ content: lines.join('\n'), ...EPHEMERAL });
}
