/** Days the chart shows, today last. */
export const USAGE_CHART_DAYS = 30;

/** Members drawn on their own; the others share one series. */
const TOP_MEMBERS = 5;

/**
 * The top members' colours, most active first: Okabe and Ito's palette, told apart with the
 * common colour blindnesses and on the chart's white background.
 */
export const SERIES_COLORS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9'] as const;

/** The colour of everyone beyond the top members together. */
export const OTHERS_COLOR = '#A3A3A3';

/** One UTC day of the server key's use: generations per member. */
export interface UsageDayCounts {
  readonly day: string;
  readonly members: ReadonlyMap<string, number>;
}

/** A series of the chart: a member (or the others) with a value per day. */
export interface UsageSeries {
  /** A member's id; undefined for the others together. */
  readonly userId?: string;
  readonly values: readonly number[];
  readonly color: string;
}

/** What the chart draws: the days, a series per top member (most first) and one for the rest. */
export interface UsageChartData {
  /** `YYYY-MM-DD`, oldest first. */
  readonly days: readonly string[];
  readonly series: readonly UsageSeries[];
  /** The daily budget in generations, drawn as a line when set. */
  readonly dailyBudget?: number;
}

/**
 * The chart's data from per-day counts: the five members who ran the most (ties by id, so colours
 * are stable), then the others together; `dailyBudget` in generations.
 */
export function usageChartData(
  days: readonly UsageDayCounts[],
  dailyBudget?: number,
): UsageChartData {
  const totals = new Map<string, number>();
  for (const { members } of days) {
    for (const [userId, count] of members) totals.set(userId, (totals.get(userId) ?? 0) + count);
  }
  const top = [...totals]
    .filter(([, total]) => total > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, TOP_MEMBERS)
    .map(([userId]) => userId);
  const series: UsageSeries[] = top.map((userId, index) => ({
    userId,
    values: days.map((day) => day.members.get(userId) ?? 0),
    color: SERIES_COLORS[index] ?? OTHERS_COLOR,
  }));
  const others = days.map((day) =>
    [...day.members].reduce((sum, [userId, count]) => sum + (top.includes(userId) ? 0 : count), 0),
  );
  if (others.some((value) => value > 0)) series.push({ values: others, color: OTHERS_COLOR });
  return {
    days: days.map((day) => day.day),
    series,
    ...(dailyBudget === undefined ? {} : { dailyBudget }),
  };
}
