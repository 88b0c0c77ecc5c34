import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { requireServerManager } from '../bot/server-manager.js';
import { budgetCaps } from '../store/server-budget-store.js';
import { renderUsageChart, USAGE_CHART_DAYS, usageChartData } from './usage-chart.js';
import { USAGE_CHART_FILE, usageChartEmbed } from './usage-chart-embed.js';
import { usageEmbed } from './usage-report.js';

/**
 * `/balance usage:True` (Manage Server): privately, each member's generations and credits on this
 * server's key today, in the last 7 and the last 30 UTC days, with the totals; and a chart of the
 * last 30 days, stacked by the top members, with the daily budget's line when one is set.
 */
export async function showUsage(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = requireServerManager(interaction, {
    command: 'balance usage:True',
    action: 'seeUsage',
  });
  const t = privateTranslator(context, interaction);
  const { stores, config } = context;
  const [summary, days, policy] = await Promise.all([
    stores.usageHistory.summary(guildId),
    stores.usageHistory.daily(guildId, USAGE_CHART_DAYS),
    stores.policy.get(guildId),
  ]);
  const embed = usageEmbed(summary, { creditsPerGeneration: config.CREDITS_PER_GENERATION }, t);
  const data = usageChartData(days, budgetCaps(policy.budget, config.CREDITS_PER_GENERATION).daily);
  const chart = await renderUsageChart(data, t.locale);
  await interaction.reply({
    ...EPHEMERAL,
    embeds: [embed, usageChartEmbed(data, t)],
    files: [{ attachment: chart, name: USAGE_CHART_FILE }],
  });
}
