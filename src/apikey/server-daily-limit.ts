import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import { InvalidParameterError } from '../errors/invalid-parameter-error.js';
import { EPHEMERAL } from './ephemeral.js';
import { requireServerManager } from './require-server-manager.js';

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
