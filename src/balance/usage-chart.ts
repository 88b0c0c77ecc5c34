import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The chart's size in pixels: wide enough for 30 days, readable in Discord's preview. */
export const USAGE_CHART_SIZE = { width: 960, height: 420 } as const;

/** Days the chart shows, today last. */
export const USAGE_CHART_DAYS = 30;

/** Members drawn on their own; the others share one series. */
const TOP_MEMBERS = 5;

/**
 * A series' colour and the emoji square of that colour (Twemoji's), so the legend in the embed —
 * in the server's language, any script — names what the picture shows in colour only.
 */
export const SERIES_SWATCHES = [
  { color: '#55ACEE', emoji: '🟦' },
  { color: '#F4900C', emoji: '🟧' },
  { color: '#78B159', emoji: '🟩' },
  { color: '#AA8ED6', emoji: '🟪' },
  { color: '#FDCB58', emoji: '🟨' },
] as const;

/** The series of everyone beyond the top members. */
export const OTHERS_SWATCH = { color: '#C1694F', emoji: '🟫' } as const;

/** The budget line's colour (Twemoji's red square). */
const BUDGET_COLOR = '#DD2E44';

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
  readonly emoji: string;
}

/** What the chart draws: the days, a series per top member (most first) and one for the rest. */
export interface UsageChartData {
  /** `YYYY-MM-DD`, oldest first. */
  readonly days: readonly string[];
  readonly series: readonly UsageSeries[];
  /** The daily budget in generations, drawn as a line when set. */
  readonly dailyBudget?: number;
}

/** The chart's data from per-day counts: the top members of the period, then the others. */
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
    ...(SERIES_SWATCHES[index] ?? OTHERS_SWATCH),
  }));
  const others = days.map((day) =>
    [...day.members].reduce((sum, [userId, count]) => sum + (top.includes(userId) ? 0 : count), 0),
  );
  if (others.some((value) => value > 0)) series.push({ values: others, ...OTHERS_SWATCH });
  return {
    days: days.map((day) => day.day),
    series,
    ...(dailyBudget === undefined ? {} : { dailyBudget }),
  };
}

/** The date of a day as the server's language writes a month and day, in digits. */
const dayLabel = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The font of the chart's digits, from the npm registry (never the system's): registered once. */
let fontFamily: string | undefined;

async function loadCanvas() {
  const canvas = await import('@napi-rs/canvas');
  if (!fontFamily) {
    const require = createRequire(import.meta.url);
    const files = join(dirname(require.resolve('@fontsource/noto-sans/package.json')), 'files');
    canvas.GlobalFonts.registerFromPath(
      join(files, 'noto-sans-latin-400-normal.woff2'),
      'Noto Sans',
    );
    fontFamily = 'Noto Sans';
  }
  return canvas;
}

/**
 * The chart as a PNG: generations per day, stacked by series, the daily budget as a dashed red
 * line; dates and numbers in the server's `locale`, on an opaque white background with grey grid
 * lines (readable in Discord's dark and light themes). Words (the title, who each colour is) are
 * in the embed beside it, so any script reads right without CJK fonts in the image. chart.js draws
 * on a Skia canvas (`@napi-rs/canvas`, loaded on first use).
 */
export async function renderUsageChart(data: UsageChartData, locale: string): Promise<Buffer> {
  const [{ createCanvas }, { Chart, registerables }] = await Promise.all([
    loadCanvas(),
    import('chart.js'),
  ]);
  Chart.register(...registerables);
  const { width, height } = USAGE_CHART_SIZE;
  const canvas = createCanvas(width, height);
  const numbers = new Intl.NumberFormat(locale);
  const font = { family: fontFamily ?? 'sans-serif', size: 13 };
  const budget = data.dailyBudget;
  const item = canvas.getContext('2d') as unknown as ConstructorParameters<typeof Chart>[0];
  const chart = new Chart(item, {
    type: 'bar',
    data: {
      labels: data.days.map((day) => dayLabel(day, locale)),
      datasets: [
        ...data.series.map((series) => ({
          type: 'bar' as const,
          data: [...series.values],
          backgroundColor: series.color,
          stack: 'use',
        })),
        ...(budget === undefined
          ? []
          : [
              {
                type: 'line' as const,
                data: data.days.map(() => budget),
                borderColor: BUDGET_COLOR,
                borderDash: [8, 5],
                borderWidth: 2,
                pointRadius: 0,
              },
            ]),
      ],
    },
    options: {
      responsive: false,
      animation: false,
      devicePixelRatio: 1,
      layout: { padding: 12 },
      plugins: { legend: { display: false }, tooltip: { enabled: false } },
      scales: {
        x: { stacked: true, grid: { display: false }, ticks: { color: '#4E5058', font } },
        y: {
          stacked: true,
          beginAtZero: true,
          suggestedMax: budget === undefined ? 1 : budget + 1,
          grid: { color: '#E3E5E8' },
          ticks: {
            color: '#4E5058',
            font,
            precision: 0,
            callback: (value) => numbers.format(Number(value)),
          },
        },
      },
    },
    plugins: [
      {
        id: 'background',
        beforeDraw: ({ ctx }) => {
          ctx.save();
          ctx.fillStyle = '#FFFFFF';
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
