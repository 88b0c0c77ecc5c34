import { describe, expect, it } from 'vitest';
import {
  dayTickLabels,
  renderUsageChart,
  USAGE_CHART_SIZE,
} from '../../src/balance/usage-chart.js';
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

/** A month of days, `2030-05-01` to `2030-05-30`, alice on every one. */
const month = Array.from({ length: 30 }, (_, index) =>
  day(`2030-05-${String(index + 1).padStart(2, '0')}`, { alice: 1 + (index % 3) }),
);

/** The box of the pixels that differ between two images of one size, or undefined. */
function differingBox(one: Uint8ClampedArray, other: Uint8ClampedArray, width: number) {
  let box: { left: number; right: number; top: number; bottom: number } | undefined;
  for (let index = 0; index < one.length; index += 4) {
    if ([0, 1, 2].every((channel) => one[index + channel] === other[index + channel])) continue;
    const x = (index / 4) % width;
    const y = Math.floor(index / 4 / width);
    box = {
      left: Math.min(box?.left ?? x, x),
      right: Math.max(box?.right ?? x, x),
      top: Math.min(box?.top ?? y, y),
      bottom: Math.max(box?.bottom ?? y, y),
    };
  }
  return box;
}

describe("the usage chart's day labels", () => {
  it('labels every other day of a month counted back from today, today always', () => {
    const labels = dayTickLabels(month.map((_, index) => `5/${index + 1}`));
    expect(labels).toHaveLength(30);
    expect(labels.at(-1)).toBe('5/30');
    expect(labels.filter(Boolean)).toEqual(
      Array.from({ length: 15 }, (_, index) => `5/${2 * index + 2}`),
    );
  });

  it('labels every day of a short history, and at most 15 days of a longer one, the last always', () => {
    expect(dayTickLabels(['5/1', '5/2', '5/3'])).toEqual(['5/1', '5/2', '5/3']);
    const long = dayTickLabels(Array.from({ length: 31 }, (_, index) => `d${index}`));
    expect(long.at(-1)).toBe('d30');
    expect(long.filter(Boolean)).toEqual([
      'd0',
      'd3',
      'd6',
      'd9',
      'd12',
      'd15',
      'd18',
      'd21',
      'd24',
      'd27',
      'd30',
    ]);
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

  it("writes today's date under today's bar, the last one", async () => {
    const view = usageChartView(usageChartData(month, 4), names, en);
    const today = await decodePng(await renderUsageChart(view));
    const relabelled = await decodePng(
      await renderUsageChart({ ...view, days: [...view.days.slice(0, -1), '8/8'] }),
    );
    const box = differingBox(today.data, relabelled.data, today.width);
    // Only the label under the last bar changed: at the bottom right, below the bars.
    expect(box).toBeDefined();
    expect(box?.left).toBeGreaterThan(today.width * 0.9);
    expect(box?.top).toBeGreaterThan(today.height * 0.8);
    expect(box?.bottom).toBeLessThan(today.height * 0.95);
  });

  it('draws a key no one used as empty axes of the same size', async () => {
    const quiet = await render([day('2030-05-01', {}), day('2030-05-02', {})]);
    expect([quiet.width, quiet.height]).toEqual([USAGE_CHART_SIZE.width, USAGE_CHART_SIZE.height]);
    for (const color of SERIES_COLORS) expect(pixelsOfColor(quiet.data, color)).toBe(0);
  });
});
