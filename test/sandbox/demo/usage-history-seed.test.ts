import Keyv from 'keyv';
import { describe, expect, it } from 'vitest';
import {
  SEEDED_DAILY_BUDGET,
  SEEDED_DAYS,
  seedUsageHistory,
} from '../../../sandbox/demo/usage-history-seed.js';
import { USAGE_CHART_DAYS, usageChartData } from '../../../src/balance/usage-chart-data.js';
import { usageChartView } from '../../../src/balance/usage-chart-view.js';
import { budgetCaps } from '../../../src/store/budget-caps.js';
import { ServerPolicyStore } from '../../../src/store/server-policy-store.js';
import { UsageHistoryStore } from '../../../src/store/usage-history-store.js';
import { en } from '../../helpers/i18n.js';

const GUILD = '100';
const MEMBERS = ['1', '2', '3', '4', '5', '6', '7', '8'];
/** The demo's clock, stopped on a Friday afternoon (UTC). */
const NOW = Date.UTC(2030, 4, 31, 15, 0, 0);

/** The demo's history seeded into fresh stores, then read as `/balance usage:True` reads it. */
async function seededChart() {
  const stores = {
    usageHistory: new UsageHistoryStore(new Keyv(), { now: () => NOW }),
    policy: new ServerPolicyStore(new Keyv()),
  };
  const written = await seedUsageHistory(stores, {
    guildId: GUILD,
    members: MEMBERS,
    now: () => NOW,
  });
  const days = await stores.usageHistory.daily(GUILD, USAGE_CHART_DAYS);
  const policy = await stores.policy.get(GUILD);
  const data = usageChartData(days, budgetCaps(policy.budget, 1).daily);
  const names = new Map(MEMBERS.map((id) => [id, { displayName: `m${id}`, username: `m${id}` }]));
  const summary = await stores.usageHistory.summary(GUILD);
  return { written, days, data, view: usageChartView(data, names, en), summary };
}

describe("the demo's month of usage history", () => {
  it('gives the chart five members, everyone else and the budget line, with today last', async () => {
    const { view, data } = await seededChart();
    const members = data.series.filter((series) => series.userId !== undefined);
    expect(members.map((series) => series.userId)).toEqual(['1', '2', '3', '4', '5']);
    expect(data.series.at(-1)?.userId).toBeUndefined();
    expect(view.series.at(-1)?.names).toEqual(['Everyone else']);
    expect(view.budget).toEqual({ daily: SEEDED_DAILY_BUDGET, label: 'Daily budget: 14' });
    expect(view.days).toHaveLength(USAGE_CHART_DAYS);
    expect(view.days.at(-1)).toBe('5/31');
  });

  it('fills every day before today, never above the budget, and leaves today to the demo', async () => {
    const { days, written, summary } = await seededChart();
    const totals = days.map((day) => [...day.members.values()].reduce((a, b) => a + b, 0));
    expect(totals.slice(0, -1).every((total) => total > 0)).toBe(true);
    expect(Math.max(...totals)).toBe(SEEDED_DAILY_BUDGET);
    expect(totals.at(-1)).toBe(0);
    expect(totals.slice(-1 - SEEDED_DAYS, -1).reduce((a, b) => a + b, 0)).toBe(written);
    expect(summary.totals.today.generations).toBe(0);
    expect(summary.totals.month.generations).toBe(written);
    expect(summary.members).toHaveLength(MEMBERS.length);
  });
});
