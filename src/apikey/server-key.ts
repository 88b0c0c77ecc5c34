import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { EPHEMERAL, REPLACE } from '../bot/private-answers.js';
import { requireServerManager, SERVER_KEY_ACCESS } from '../bot/server-manager.js';
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
  const { guildSettings } = context.stores;
  const dailyLimit = await guildSettings.getDailyLimit(guildId);
  const stored = await guildSettings.getServerKey(guildId);
  if (!stored) {
    const content = `This server has no server key, so members need their own (\`/apikey link\`). Set one with \`/apikey server set\`; the daily limit per member would be **${dailyLimit}**.`;
    await interaction.reply({ content, ...EPHEMERAL });
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const live = await fetchLiveBalance(context, { kind: 'server', guildId }, stored.apiKey);
  if (live.state === 'rejected') {
    await interaction.editReply({ content: `⚠️ ${live.notice}`, ...REPLACE });
    return;
  }
  const embed = keyStatusEmbed({
    kind: 'server',
    masked: stored.masked,
    serviceUsername: stored.serviceUsername,
    since: stored.setAt,
    setBy: stored.setBy,
    dailyLimit,
    live,
  });
  await interaction.editReply({ content: '', ...REPLACE, embeds: [embed] });
}

/** `/apikey server clear` (Manage Server): forgets the server key without revoking it. */
export async function clearServerKey(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = requireServerManager(interaction, SERVER_KEY_ACCESS);
  const had = await context.stores.guildSettings.clearServerKey(guildId);
  if (!had) {
    const content = 'This server has no server key, so nothing changed.';
    await interaction.reply({ content, ...EPHEMERAL });
    return;
  }
  context.logger.info('server key cleared', { guild: guildId, user: interaction.user.id });
  const content = [
    '✅ Removed the server key: members now need a key of their own (`/apikey link` or `/apikey generate`).',
    'The key was **not revoked** and still works elsewhere; revoke it in its image-service account if you no longer trust it.',
  ].join('\n');
  await interaction.reply({ content, ...EPHEMERAL });
}

/** The bounds of `/apikey server limit`. */
export const DAILY_LIMIT_RANGE = { min: 0, max: 1000 } as const;

/** `/apikey server limit` (Manage Server): generations per member per UTC day on the server key. */
export async function setServerDailyLimit(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = requireServerManager(interaction, {
    command: '/apikey server',
    action: 'change the daily limit',
  });
  const limit = interaction.options.getInteger('limit', true);
  const { min, max } = DAILY_LIMIT_RANGE;
  if (!Number.isSafeInteger(limit) || limit < min || limit > max) {
    throw new InvalidParameterError(
      `The daily limit must be a whole number from ${min} to ${max} (got ${limit}); nothing was changed.`,
      { parameter: 'limit', limit: `${min}-${max}` },
    );
  }
  const { guildSettings } = context.stores;
  await guildSettings.setDailyLimit(guildId, limit);
  context.logger.info('daily limit set', { guild: guildId, user: interaction.user.id, limit });
  const lines = [
    limit === 0
      ? '✅ Daily limit set to **0**: members can no longer generate on the server key (their own keys still work).'
      : `✅ Members without a key of their own may now run **${limit}** generation${limit === 1 ? '' : 's'} per day each on the server key (the count resets at 00:00 UTC).`,
  ];
  if (!(await guildSettings.hasServerKey(guildId))) {
    lines.push('This server has no server key yet: set one with `/apikey server set`.');
  }
  await interaction.reply({ content: lines.join('\n'), ...EPHEMERAL });
}
