import { describe, expect, it } from 'vitest';
import { LocalSharedState } from '../../src/store/local-shared-state.js';
import { UsageHistoryStore } from '../../src/store/usage-history-store.js';
import { useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();
const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

describe('UsageHistoryStore', () => {
  it('adds up each member per day into today, 7 and 30 days, with totals', async () => {
    const now = at('2030-05-31T10:00:00Z');
    const { usage, usageHistory } = await db.open({ creditsPerGeneration: 2, now: () => now });
    await usage.tryConsume('g', 'alice', 10, now);
    await usage.tryConsume('g', 'alice', 10, now - 3 * DAY);
    await usage.tryConsume('g', 'bob', 10, now - 20 * DAY);
    await usage.tryConsume('g', 'bob', 10, now - 20 * DAY);
    await usage.tryConsume('g', 'carol', 10, now - 31 * DAY);
    await usage.tryConsume('other', 'alice', 10, now);
    const summary = await usageHistory.summary('g');
    expect(summary.members).toEqual([
      {
        userId: 'alice',
        today: { generations: 1, credits: 2 },
        week: { generations: 2, credits: 4 },
        month: { generations: 2, credits: 4 },
      },
      {
        userId: 'bob',
        today: { generations: 0, credits: 0 },
        week: { generations: 0, credits: 0 },
        month: { generations: 2, credits: 4 },
      },
    ]);
    expect(summary.totals).toEqual({
      today: { generations: 1, credits: 2 },
      week: { generations: 2, credits: 4 },
      month: { generations: 4, credits: 8 },
    });
  });

  it('takes a refunded use back, and counts nothing for a refused one', async () => {
    const now = at('2030-05-31T10:00:00Z');
    const { usage, usageHistory } = await db.open({ now: () => now });
    await usage.tryConsume('g', 'alice', 1, now);
    expect((await usage.tryConsume('g', 'alice', 1, now)).allowed).toBe(false);
    expect((await usageHistory.memberUsage('g', 'alice')).today.generations).toBe(1);
    await usage.refund('g', 'alice', now);
    expect(await usageHistory.memberUsage('g', 'alice')).toMatchObject({
      today: { generations: 0, credits: 0 },
    });
    expect((await usageHistory.summary('g')).members).toEqual([]);
  });

  it('keeps the counts in a shared tally when processes share the store', async () => {
    const shared = new LocalSharedState();
    const now = at('2030-05-31T23:59:00Z');
    const history = new UsageHistoryStore((await db.open()).keyv('usage-history-shared'), {
      shared,
      creditsPerGeneration: 0.5,
      now: () => now,
    });
    await history.record('g', 'alice', 1, now);
    await history.record('g', 'alice', 1, now + 2 * 60_000);
    expect(await history.memberUsage('g', 'alice', now + 2 * 60_000)).toEqual({
      userId: 'alice',
      today: { generations: 1, credits: 0.5 },
      week: { generations: 2, credits: 1 },
      month: { generations: 2, credits: 1 },
    });
  });
});
