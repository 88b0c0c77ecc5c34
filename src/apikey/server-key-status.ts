import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { fetchLiveBalance } from '../balance/fetch-live-balance.js';
import type { AppContext } from '../context.js';
import { EPHEMERAL, REPLACE } from './ephemeral.js';
import { keyStatusEmbed } from './key-status-embed.js';
import { requireServerManager, SERVER_KEY_ACCESS } from './require-server-manager.js';

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
