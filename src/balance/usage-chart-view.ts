import type { MemberNames } from '../discord/member-names.js';
import type { Translator } from '../i18n/translator.js';
import type { UsageChartData } from './usage-chart-data.js';

/** A stacked series as the chart draws it: a colour, a value per day, and whom it counts. */
export interface UsageChartSeriesView {
  /**
   * What the legend may call it, best first: a member's server name, then their username (always
   * Latin, for a name in a script the chart's fonts lack), then "unknown member"; or "everyone
   * else". The chart draws the first that its fonts can draw.
   */
  readonly names: readonly string[];
  readonly color: string;
  readonly values: readonly number[];
}

/** Everything the chart shows, its words already in the reader's language. */
export interface UsageChartView {
  /** The reader's locale: how the axis's numbers are written. */
  readonly locale: string;
  readonly title: string;
  readonly axes: { readonly days: string; readonly generations: string };
  /** Each day's label (month and day, the locale's way), oldest first. */
  readonly days: readonly string[];
  /** The top members, most first, then everyone else. */
  readonly series: readonly UsageChartSeriesView[];
  /** The server budget's daily cap in generations, and its legend entry. */
  readonly budget?: { readonly daily: number; readonly label: string };
}

/** The chart's file name in the answer (the embed shows it as `attachment://…`). */
export const USAGE_CHART_FILE = 'usage.png';

/**
 * The view of a usage chart in `t`'s language, with the top members' `names` as Discord gave
 * them (a member missing is an "unknown member"); no markup: the chart draws text as it is.
 */
export function usageChartView(
  data: UsageChartData,
  names: ReadonlyMap<string, MemberNames>,
  t: Translator,
): UsageChartView {
  const dayLabel = new Intl.DateTimeFormat(t.locale, {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const namesOf = (userId: string | undefined) => {
    if (userId === undefined) return [t.t('usage.chartOthers')];
    const member = names.get(userId);
    return [...(member ? [member.displayName, member.username] : []), t.t('usage.chartUnknown')];
  };
  return {
    locale: t.locale,
    title: t.t('usage.chartTitle'),
    axes: { days: t.t('usage.chartAxisDays'), generations: t.t('usage.chartAxisGenerations') },
    days: data.days.map((day) => dayLabel.format(new Date(`${day}T00:00:00Z`))),
    series: data.series.map((series) => ({
      names: namesOf(series.userId),
      color: series.color,
      values: series.values,
    })),
    ...(data.dailyBudget !== undefined && {
      budget: {
        daily: data.dailyBudget,
        label: t.t('usage.chartBudget', { cap: data.dailyBudget }),
      },
    }),
  };
}
