/** A day, in milliseconds. */
export const DAY_MS = 86_400_000;

/** A UTC calendar period the stores count in: the day or the month. */
export type UtcPeriod = 'daily' | 'monthly';

/** The UTC day of `time`, `YYYY-MM-DD`. */
export const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The UTC day (`YYYY-MM-DD`) or month (`YYYY-MM`) of `time`. */
export const utcPeriod = (period: UtcPeriod, time: number): string =>
  new Date(time).toISOString().slice(0, period === 'daily' ? 10 : 7);

/** When the period of `time` ends, epoch ms. */
export function periodEnd(period: UtcPeriod, time: number): number {
  const date = new Date(time);
  return period === 'daily'
    ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1)
    : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** When the UTC day of `time` ends (epoch ms): daily limits reset then. */
export const nextUtcMidnight = (time: number): number => periodEnd('daily', time);
