import type { APIEmbed } from 'discord.js';
import type { Translator } from '../i18n/translator.js';
import type { UsageChartData } from './usage-chart.js';

/** The chart's file name in the answer (the embed shows it as `attachment://…`). */
export const USAGE_CHART_FILE = 'usage.png';

/**
 * The embed that shows the usage chart, in the manager's language: its title, and who each colour
 * is (members as mentions, which ping no one in a private answer) with the budget line's cap.
 */
export function usageChartEmbed(data: UsageChartData, t: Translator): APIEmbed {
  const legend = data.series.map(
    (series) =>
      `${series.emoji} ${series.userId ? `<@${series.userId}>` : t.t('usage.chartOthers')}`,
  );
  if (data.dailyBudget !== undefined) {
    legend.push(`🟥 ┅ ${t.t('usage.chartBudget', { cap: data.dailyBudget })}`);
  }
  return {
    title: t.t('usage.chartTitle'),
    color: 0x5865f2,
    ...(legend.length > 0 ? { description: legend.join('\n') } : {}),
    image: { url: `attachment://${USAGE_CHART_FILE}` },
  };
}
