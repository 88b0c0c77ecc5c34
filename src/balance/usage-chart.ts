import { CHART_FONT_VARIATION, type ChartFonts, loadChartFonts } from './chart-fonts.js';
import type { UsageChartView } from './usage-chart-view.js';

/** The chart's size in pixels: wide enough for 30 days and a legend, readable in Discord's preview. */
export const USAGE_CHART_SIZE = { width: 960, height: 480 } as const;

/** The budget line's colour: red, dashed, apart from every series' colour. */
const BUDGET_COLOR = '#D62728';

/** Text, grid and background: dark on opaque white, the same in Discord's dark and light themes. */
const INK = { text: '#313338', grid: '#E3E5E8', background: '#FFFFFF' } as const;

/** The longest name the legend shows, in graphemes (an ellipsis ends a longer one). */
const NAME_GRAPHEMES = 24;

/** The most day labels under the bars: every other day of a month, so none overlaps another. */
const MAX_DAY_LABELS = 15;

/** The labels under the bars: evenly spaced, counted back from today (always labelled). */
export function dayTickLabels(days: readonly string[]): string[] {
  const every = Math.max(1, Math.ceil(days.length / MAX_DAY_LABELS));
  const last = days.length - 1;
  return days.map((day, index) => ((last - index) % every === 0 ? day : ''));
}

/** `text` cut to `max` graphemes (never inside a combined character), `…` when cut. */
function cut(text: string, max: number): string {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  if (graphemes.length <= max) return text;
  return `${graphemes
    .slice(0, max - 1)
    .map(({ segment }) => segment)
    .join('')
    .trimEnd()}…`;
}

/** The view's words as the fonts draw them: each series' first name they can draw, cut. */
function wordsOf(view: UsageChartView, fonts: ChartFonts) {
  const names = view.series.map((series) =>
    cut(series.names.map(fonts.drawable).find((name) => name.length > 0) ?? '', NAME_GRAPHEMES),
  );
  return {
    title: fonts.drawable(view.title),
    days: fonts.drawable(view.axes.days),
    generations: fonts.drawable(view.axes.generations),
    names,
    budget: view.budget ? fonts.drawable(view.budget.label) : undefined,
  };
}

/**
 * The usage chart as a PNG, a pure function of the view: generations per day stacked by series,
 * the daily budget as a dashed red line, titles, day labels ({@link dayTickLabels}) and a legend.
 * chart.js draws on `@napi-rs/canvas` (loaded on first use) with fonts from npm packages
 * (`chart-fonts.ts`), the same on any machine; what no font draws is left out of a name.
 */
export async function renderUsageChart(view: UsageChartView): Promise<Buffer> {
  const [{ createCanvas }, { Chart, registerables }, fonts] = await Promise.all([
    import('@napi-rs/canvas'),
    import('chart.js'),
    loadChartFonts(),
  ]);
  Chart.register(...registerables);
  const words = wordsOf(view, fonts);
  const family = fonts.familyFor([
    ...Object.values(words).flat(),
    ...view.days,
    '0123456789',
  ] as string[]);
  const font = { family, size: 13 };
  const ink = { color: INK.text, font };
  const numbers = new Intl.NumberFormat(view.locale);
  const { width, height } = USAGE_CHART_SIZE;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const budget = view.budget?.daily;
  const dayLabels = dayTickLabels(view.days);
  const axisTitle = (text: string) => ({ display: true, text, ...ink });
  const chart = new Chart(context as unknown as ConstructorParameters<typeof Chart>[0], {
    type: 'bar',
    data: {
      labels: [...view.days],
      datasets: [
        ...view.series.map((series, index) => ({
          type: 'bar' as const,
          label: words.names[index] ?? '',
          data: [...series.values],
          backgroundColor: series.color,
          stack: 'use',
          pointStyle: 'rect' as const,
        })),
        ...(budget === undefined
          ? []
          : [
              {
                type: 'line' as const,
                label: words.budget ?? '',
                data: view.days.map(() => budget),
                borderColor: BUDGET_COLOR,
                backgroundColor: BUDGET_COLOR,
                borderDash: [8, 5],
                borderWidth: 2,
                pointRadius: 0,
                pointStyle: 'line' as const,
              },
            ]),
      ],
    },
    options: {
      responsive: false,
      animation: false,
      devicePixelRatio: 1,
      layout: { padding: 16 },
      plugins: {
        title: {
          display: true,
          text: words.title,
          color: INK.text,
          font: { family, size: 18, weight: 'bold' },
          padding: { bottom: 8 },
        },
        legend: {
          display: view.series.length > 0 || budget !== undefined,
          align: 'start',
          labels: { ...ink, usePointStyle: true, padding: 14 },
        },
        tooltip: { enabled: false },
      },
      scales: {
        x: {
          stacked: true,
          grid: { display: false },
          ticks: {
            ...ink,
            maxRotation: 0,
            autoSkip: false,
            callback: (_, i) => dayLabels[i] ?? '',
          },
          title: axisTitle(words.days),
        },
        y: {
          stacked: true,
          beginAtZero: true,
          suggestedMax: budget === undefined ? 1 : Math.ceil(budget * 1.1),
          grid: { color: INK.grid },
          ticks: { ...ink, precision: 0, callback: (value) => numbers.format(Number(value)) },
          title: axisTitle(words.generations),
        },
      },
    },
    plugins: [
      {
        id: 'background',
        beforeDraw: ({ ctx }) => {
          (ctx as unknown as typeof context).fontVariationSettings = CHART_FONT_VARIATION;
          ctx.save();
          ctx.fillStyle = INK.background;
          ctx.fillRect(0, 0, width, height);
          ctx.restore();
        },
      },
    ],
  });
  try {
    return await canvas.encode('png');
  } finally {
    chart.destroy();
  }
}
