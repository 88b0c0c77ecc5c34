import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { REPLACE } from '../bot/private-answers.js';
import { serverOf } from '../bot/rights.js';
import { fetchMemberNames } from '../discord/member-names.js';
import { budgetCaps } from '../store/budget-caps.js';
import { renderUsageChart } from './usage-chart.js';
import { USAGE_CHART_DAYS, usageChartData } from './usage-chart-data.js';
import { USAGE_CHART_FILE, usageChartView } from './usage-chart-view.js';
import { usageEmbed } from './usage-report.js';

/**
 * `/balance usage:True` (Manage Server): privately, each member's generations and credits on this
 * server's key today, in the last 7 and the last 30 UTC days, with the totals; and a chart of the
 * last 30 days, stacked by the top members (named as the server shows them), with the daily
 * budget's line when one is set. Deferred once the member may see it: the names are asked of
 * Discord and the chart drawn before the answer.
 */
export async function showUsage(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = serverOf(interaction, 'balance usage:True');
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const t = privateTranslator(context, interaction);
  const { stores, config } = context;
  const [summary, days, policy] = await Promise.all([
    stores.usageHistory.summary(guildId),
    stores.usageHistory.daily(guildId, USAGE_CHART_DAYS),
    stores.policy.get(guildId),
  ]);
  const embed = usageEmbed(summary, { creditsPerGeneration: config.CREDITS_PER_GENERATION }, t);
  const data = usageChartData(days, budgetCaps(policy.budget, config.CREDITS_PER_GENERATION).daily);
  const members = data.series.flatMap((series) => series.userId ?? []);
  const names = await fetchMemberNames(interaction.client.rest, guildId, members);
  const view = usageChartView(data, names, t);
  const chart = await renderUsageChart(view);
  await interaction.editReply({
    ...REPLACE,
    embeds: [embed, { color: embed.color, image: { url: `attachment://${USAGE_CHART_FILE}` } }],
    files: [{ attachment: chart, name: USAGE_CHART_FILE, description: view.title }],
  });
}
