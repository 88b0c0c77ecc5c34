import { describe, expect, it } from 'vitest';
import { renderUsageChart, USAGE_CHART_SIZE } from '../../src/balance/usage-chart.js';
import {
  OTHERS_COLOR,
  SERIES_COLORS,
  type UsageDayCounts,
  usageChartData,
} from '../../src/balance/usage-chart-data.js';
import { usageChartView } from '../../src/balance/usage-chart-view.js';
import { en, i18n } from '../helpers/i18n.js';
import { decodePng, differingPixels, pixelsOfColor } from '../helpers/png-pixels.js';

const day = (date: string, members: Record<string, number>): UsageDayCounts => ({
  day: date,
  members: new Map(Object.entries(members)),
});

/** The budget line's red (see `usage-chart.ts`). */
const BUDGET_RED = '#D62728';

const history = [
  day('2030-05-01', { alice: 3, bob: 1 }),
  day('2030-05-02', {}),
  day('2030-05-03', { alice: 1, carol: 2, dan: 1, erin: 1, frank: 1, gus: 1 }),
];
const names = new Map([
  ['alice', { displayName: 'Алиса', username: 'alice' }],
  ['carol', { displayName: '🌸🌸', username: 'carol.k' }],
  ['bob', { displayName: '김보배', username: 'bob' }],
  ['dan', { displayName: '田中 大', username: 'dan' }],
]);

describe("the usage chart's view", () => {
  it('names each member as the server shows them, then by username, else as unknown', () => {
    const view = usageChartView(usageChartData(history, 4), names, en);
    expect(view.series.map((series) => series.names)).toEqual([
      ['Алиса', 'alice', 'Unknown member'],
      ['🌸🌸', 'carol.k', 'Unknown member'],
      ['김보배', 'bob', 'Unknown member'],
      ['田中 大', 'dan', 'Unknown member'],
      ['Unknown member'],
      ['Everyone else'],
    ]);
    expect(view).toMatchObject({
      title: 'Generations per day on the server key, the last 30 days',
      axes: { days: 'Day (UTC)', generations: 'Generations' },
      days: ['5/1', '5/2', '5/3'],
      budget: { daily: 4, label: 'Daily budget: 4' },
    });
  });

  it("writes its words and dates in the reader's language, and has no budget when none is set", () => {
    const view = usageChartView(usageChartData(history), names, i18n.translator('de'));
    expect(view.days).toEqual(['1.5.', '2.5.', '3.5.']);
    expect(view.axes).toEqual({ days: 'Tag (UTC)', generations: 'Generierungen' });
    expect(view.series.at(-1)?.names).toEqual(['Alle anderen']);
    expect(view.budget).toBeUndefined();
  });
});

describe('the usage chart', () => {
  const render = async (days: readonly UsageDayCounts[], budget?: number, locale = 'en-US') =>
    decodePng(
      await renderUsageChart(
        usageChartView(usageChartData(days, budget), names, i18n.translator(locale)),
      ),
    );

  it('is a PNG of its size, opaque white, whose pixels differ between two histories', async () => {
    const one = await render(history);
    const other = await render([...history].reverse(), 2, 'ja');
    expect([one.width, one.height]).toEqual([USAGE_CHART_SIZE.width, USAGE_CHART_SIZE.height]);
    expect([other.width, other.height]).toEqual([one.width, one.height]);
    expect(differingPixels(one.data, other.data)).toBeGreaterThan(1_000);
    expect(Array.from(one.data.slice(0, 4))).toEqual([255, 255, 255, 255]);
    expect(Array.from(one.data.slice(-4))).toEqual([255, 255, 255, 255]);
  });

  it("draws each member's bars in their colour, and the budget line only when one is set", async () => {
    const without = await render(history);
    for (const color of [...SERIES_COLORS, OTHERS_COLOR]) {
      expect(pixelsOfColor(without.data, color)).toBeGreaterThan(100);
    }
    expect(pixelsOfColor(without.data, BUDGET_RED)).toBe(0);
    const withBudget = await render(history, 4);
    expect(pixelsOfColor(withBudget.data, BUDGET_RED)).toBeGreaterThan(150);
  });

  it('draws a key no one used as empty axes of the same size', async () => {
    const quiet = await render([day('2030-05-01', {}), day('2030-05-02', {})]);
    expect([quiet.width, quiet.height]).toEqual([USAGE_CHART_SIZE.width, USAGE_CHART_SIZE.height]);
    for (const color of SERIES_COLORS) expect(pixelsOfColor(quiet.data, color)).toBe(0);
  });
});
