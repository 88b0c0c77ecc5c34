import { expect } from 'vitest';
import type { ServerBudgetStore } from '../../src/store/server-budget-store.js';

/**
 * A budget in the backend's unit: takes of an estimate each within the caps, each take charged its
 * real cost once (whatever the caps), a charged or refunded take given back no more. Run on the
 * SQLite store here and on Redis in `test/e2e/redis/`.
 */
export async function checkBudgetAmounts(budget: ServerBudgetStore, guildId: string) {
  const noon = Date.parse('2030-05-31T12:00:00Z');
  const caps = { daily: 30 };
  expect(await budget.take(guildId, caps, noon, 'j1', 12)).toEqual({ allowed: true });
  expect(await budget.take(guildId, caps, noon, 'j2', 19)).toMatchObject({ allowed: false });
  expect(await budget.take(guildId, caps, noon, 'j2', 12)).toEqual({ allowed: true });
  expect(await budget.room(guildId, caps, noon)).toMatchObject({ left: 6 });
  await budget.charge(guildId, noon, 'j1', 20);
  await budget.charge(guildId, noon, 'j1', 20);
  expect(await budget.used(guildId, noon)).toEqual({ daily: 32, monthly: 32 });
  await budget.refund(guildId, noon, { generationId: 'j1' });
  await budget.refund(guildId, noon, { generationId: 'j2' });
  expect(await budget.used(guildId, noon)).toEqual({ daily: 20, monthly: 20 });
  expect(await budget.take(guildId, caps, noon, 'j3', 11)).toMatchObject({ allowed: false });
  expect(await budget.take(guildId, caps, noon, 'j3', 10)).toEqual({ allowed: true });
}
