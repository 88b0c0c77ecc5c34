import { expect } from 'vitest';
import type { ServerBudgetStore } from '../../src/store/server-budget-store.js';

const kudos = (amount: number) => ({ generations: 1, kudos: amount });

/**
 * A budget in the backend's unit: takes of an estimate each within the caps, each take charged its
 * real cost once (whatever the caps), a charged or refunded take given back no more; generations
 * counted beside, one each. Run on the SQLite store here and on Redis in `test/e2e/redis/`.
 */
export async function checkBudgetAmounts(budget: ServerBudgetStore, guildId: string) {
  const noon = Date.parse('2030-05-31T12:00:00Z');
  const caps = { daily: 30, unit: 'kudos' };
  expect(await budget.take(guildId, caps, noon, 'j1', kudos(12))).toEqual({ allowed: true });
  expect(await budget.take(guildId, caps, noon, 'j2', kudos(19))).toMatchObject({
    allowed: false,
  });
  expect(await budget.take(guildId, caps, noon, 'j2', kudos(12))).toEqual({ allowed: true });
  expect(await budget.room(guildId, caps, noon)).toMatchObject({ left: 6 });
  expect(await budget.used(guildId, noon)).toEqual({ daily: 2, monthly: 2 });
  await budget.charge(guildId, noon, 'j1', { unit: 'kudos', amount: 20 });
  await budget.charge(guildId, noon, 'j1', { unit: 'kudos', amount: 20 });
  expect(await budget.used(guildId, noon, 'kudos')).toEqual({ daily: 32, monthly: 32 });
  const units = ['generations', 'kudos'];
  await budget.refund(guildId, noon, { generationId: 'j1', units });
  await budget.refund(guildId, noon, { generationId: 'j2', units });
  expect(await budget.used(guildId, noon, 'kudos')).toEqual({ daily: 20, monthly: 20 });
  expect(await budget.used(guildId, noon)).toEqual({ daily: 0, monthly: 0 });
  expect(await budget.take(guildId, caps, noon, 'j3', kudos(11))).toMatchObject({
    allowed: false,
  });
  expect(await budget.used(guildId, noon)).toEqual({ daily: 0, monthly: 0 });
  expect(await budget.take(guildId, caps, noon, 'j3', kudos(10))).toEqual({ allowed: true });
}

/**
 * Every unit counted whatever the caps count: generations under a cap in generations spend kudos
 * too (0 until charged), descriptions spend kudos only; a cap in kudos set later counts them all.
 */
export async function checkBudgetUnits(budget: ServerBudgetStore, guildId: string) {
  const noon = Date.parse('2030-05-31T12:00:00Z');
  const inGenerations = { daily: 5 };
  expect(await budget.take(guildId, inGenerations, noon, 'g1', kudos(0))).toEqual({
    allowed: true,
  });
  await budget.charge(guildId, noon, 'g1', { unit: 'kudos', amount: 13 });
  expect(await budget.take(guildId, inGenerations, noon, 'd1', { kudos: 0 })).toEqual({
    allowed: true,
  });
  await budget.charge(guildId, noon, 'd1', { unit: 'kudos', amount: 3 });
  expect(await budget.used(guildId, noon)).toEqual({ daily: 1, monthly: 1 });
  expect(await budget.used(guildId, noon, 'kudos')).toEqual({ daily: 16, monthly: 16 });
  const inKudos = { daily: 20, unit: 'kudos' };
  expect(await budget.room(guildId, inKudos, noon)).toMatchObject({ left: 4 });
  expect(await budget.take(guildId, inKudos, noon, 'g2', kudos(5))).toMatchObject({
    allowed: false,
  });
  expect(await budget.used(guildId, noon)).toEqual({ daily: 1, monthly: 1 });
}
