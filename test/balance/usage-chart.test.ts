import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  OTHERS_SWATCH,
  renderUsageChart,
  USAGE_CHART_SIZE,
  type UsageDayCounts,
  usageChartData,
} from '../../src/balance/usage-chart.js';

const day = (date: string, members: Record<string, number>): UsageDayCounts => ({
  day: date,
  members: new Map(Object.entries(members)),
});

/** The PNG's pixels, decoded. */
async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    data: context.getImageData(0, 0, image.width, image.height).data,
  };
}

describe('the usage chart', () => {
  const history = [
    day('2030-05-01', { alice: 3, bob: 1 }),
    day('2030-05-02', {}),
    day('2030-05-03', { alice: 1, carol: 2, dan: 1, erin: 1, frank: 1, gus: 1 }),
  ];

  it('stacks the top five members of the period and puts the rest together', () => {
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
    expect(data.series.at(-1)).toMatchObject({ values: [0, 0, 2], ...OTHERS_SWATCH });
    expect(data.series[0]?.values).toEqual([3, 0, 1]);
    expect(data.dailyBudget).toBe(4);
    expect(usageChartData([day('2030-05-01', {})]).series).toEqual([]);
  });

  it('is a PNG of its size whose pixels differ between two histories', async () => {
    const one = await pixels(await renderUsageChart(usageChartData(history), 'en-US'));
    const other = await pixels(
      await renderUsageChart(usageChartData([...history].reverse(), 2), 'ja'),
    );
    expect([one.width, one.height]).toEqual([USAGE_CHART_SIZE.width, USAGE_CHART_SIZE.height]);
    expect([other.width, other.height]).toEqual([one.width, one.height]);
    let differing = 0;
    for (let index = 0; index < one.data.length; index += 4) {
      if (one.data[index] !== other.data[index] || one.data[index + 1] !== other.data[index + 1])
        differing += 1;
    }
    expect(differing).toBeGreaterThan(1_000);
    const corner = Array.from(one.data.slice(0, 4));
    expect(corner).toEqual([255, 255, 255, 255]);
  });
});
