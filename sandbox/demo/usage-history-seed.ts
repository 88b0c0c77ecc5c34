import type { ServerPolicyStore } from '../../src/store/server-policy-store.js';
import type { UsageHistoryStore } from '../../src/store/usage-history-store.js';

/** The demo server's daily budget, in generations: the red line of the usage chart. */
export const SEEDED_DAILY_BUDGET = 14;

/** Days before today that the seeded history covers: today's bar is the demo's own use. */
export const SEEDED_DAYS = 29;

const DAY_MS = 86_400_000;

/** The stores {@link seedUsageHistory} writes through, as the bot's `AppContext` holds them. */
export interface SeedStores {
  readonly usageHistory: UsageHistoryStore;
  readonly policy: ServerPolicyStore;
}

/** Where and when the history goes. */
export interface SeedTarget {
  readonly guildId: string;
  /** Member ids, most active first; more than five gives the chart its "everyone else". */
  readonly members: readonly string[];
  /** The demo's clock: the history ends the UTC day before the day of `now()`. */
  readonly now: () => number;
}

/**
 * Generations of member `rank` (0: most active) on the day `back` days before today: fewer the
 * lower the rank, more at weekends, a repeatable wave rather than chance, so every run draws the
 * same chart.
 */
export function seededCount(rank: number, back: number, weekday: number): number {
  const base = Math.max(0.6, 3.2 - rank * 0.55);
  const wave = 1 + 0.6 * Math.sin(back * 0.9 + rank * 1.7);
  const weekend = weekday === 0 || weekday === 6 ? 1.5 : 1;
  return Math.max(0, Math.round(base * wave * weekend - 0.4));
}

/**
 * A month of the server key's use before the demo, written through the bot's own stores as
 * `/imagine` on the server key writes it: each member's generations on each of the
 * {@link SEEDED_DAYS} UTC days before today, never more in a day than the server's daily budget
 * of {@link SEEDED_DAILY_BUDGET} generations lets run (set too). Today is left to the demo's live
 * generations (the budget's own count of today stays true). Resolves to the generations written.
 */
export async function seedUsageHistory(stores: SeedStores, target: SeedTarget): Promise<number> {
  const today = target.now();
  let written = 0;
  for (let back = SEEDED_DAYS; back >= 1; back -= 1) {
    const at = today - back * DAY_MS;
    const weekday = new Date(at).getUTCDay();
    let room = SEEDED_DAILY_BUDGET;
    for (const [rank, userId] of target.members.entries()) {
      const count = Math.min(room, seededCount(rank, back, weekday));
      if (count === 0) continue;
      await stores.usageHistory.record(target.guildId, userId, count, at);
      room -= count;
      written += count;
    }
  }
  await stores.policy.setBudget(target.guildId, {
    unit: 'generations',
    daily: SEEDED_DAILY_BUDGET,
  });
  return written;
}
