import { describe, expect, it } from 'vitest';
import {
  OTHERS_COLOR,
  SERIES_COLORS,
  type UsageDayCounts,
  usageChartData,
} from '../../src/balance/usage-chart-data.js';

const day = (date: string, members: Record<string, number>): UsageDayCounts => ({
  day: date,
  members: new Map(Object.entries(members)),
});

describe("the usage chart's data", () => {
  const history = [
    day('2030-05-01', { alice: 3, bob: 1 }),
    day('2030-05-02', {}),
    day('2030-05-03', { alice: 1, carol: 2, dan: 1, erin: 1, frank: 1, gus: 1 }),
  ];

  it('stacks the top five members of the period, most first, and puts the rest together', () => {
    const data = usageChartData(history, 4);
    expect(data.days).toEqual(['2030-05-01', '2030-05-02', '2030-05-03']);
    expect(data.series.map((series) => series.userId)).toEqual([
      'alice',
      'carol',
      'bob',
      'dan',
      'erin',
      undefined,
    ]);
    expect(data.series[0]).toEqual({ userId: 'alice', values: [3, 0, 1], color: SERIES_COLORS[0] });
    expect(data.series.at(-1)).toEqual({ values: [0, 0, 2], color: OTHERS_COLOR });
    expect(data.dailyBudget).toBe(4);
  });

  it('has no series for a key no one used, nor an "others" one for five members or fewer', () => {
    const quiet = usageChartData([day('2030-05-01', {}), day('2030-05-02', {})]);
    expect(quiet).toEqual({ days: ['2030-05-01', '2030-05-02'], series: [] });
    const few = usageChartData([day('2030-05-01', { alice: 2, bob: 2 })]);
    expect(few.series.map((series) => series.userId)).toEqual(['alice', 'bob']);
  });

  it('gives the same colours to the same history, ties broken by member', () => {
    const tied = [day('2030-05-01', { zoe: 2, amy: 2 })];
    expect(usageChartData(tied).series.map((series) => series.userId)).toEqual(['amy', 'zoe']);
    expect(usageChartData(tied)).toEqual(usageChartData([...tied]));
  });
});
