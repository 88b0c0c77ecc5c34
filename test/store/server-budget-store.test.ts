import { describe, expect, it } from 'vitest';
import { budgetCaps } from '../../src/store/budget-caps.js';
import { periodEnd } from '../../src/store/utc-periods.js';
import { checkBudgetAmounts, checkBudgetUnits } from './server-budget-amounts.js';
import { useTempDatabase } from './store-test-kit.js';

const at = (iso: string) => Date.parse(iso);

describe('ServerBudgetStore', () => {
  const db = useTempDatabase();

  it('takes generations while each capped period has room, and says which one ran out', async () => {
    const { budget } = await db.open();
    const noon = at('2030-05-31T12:00:00Z');
    const caps = { daily: 2, monthly: 3 };
    expect(await budget.take('g', caps, noon)).toEqual({ allowed: true });
    expect(await budget.take('g', caps, noon)).toEqual({ allowed: true });
    expect(await budget.take('g', caps, noon)).toEqual({
      allowed: false,
      period: 'daily',
      resetsAt: at('2030-06-01T00:00:00Z'),
    });
    expect(await budget.room('g', caps, noon)).toEqual({
      left: 0,
      period: 'daily',
      resetsAt: at('2030-06-01T00:00:00Z'),
    });
    const nextDay = at('2030-05-31T23:59:00Z') + 120_000;
    expect(await budget.take('g', caps, at('2030-05-31T23:59:00Z'))).toMatchObject({
      allowed: false,
    });
    expect(await budget.take('g', caps, nextDay)).toEqual({ allowed: true });
    expect(await budget.used('g', nextDay)).toEqual({ daily: 1, monthly: 1 });
    expect(await budget.room('g', {}, noon)).toBeUndefined();
  });

  it('counts every generation, so a cap set later counts what ran before it', async () => {
    const { budget } = await db.open();
    const noon = at('2030-05-10T12:00:00Z');
    for (let run = 0; run < 4; run += 1) await budget.take('g', {}, noon);
    expect(await budget.take('g', { monthly: 4 }, noon)).toMatchObject({
      allowed: false,
      period: 'monthly',
      resetsAt: at('2030-06-01T00:00:00Z'),
    });
  });

  it('gives a generation back once, in its own day and month only', async () => {
    const { budget } = await db.open();
    const monday = at('2030-05-06T12:00:00Z');
    const tuesday = monday + 86_400_000;
    await budget.take('g', {}, monday, 'j1');
    await budget.take('g', {}, tuesday, 'j2');
    await budget.take('g', {}, tuesday, 'j3');
    await budget.take('g', {}, tuesday, 'j3');
    await budget.refund('g', tuesday, { generationId: 'never-taken' });
    expect(await budget.used('g', tuesday)).toEqual({ daily: 2, monthly: 3 });
    await budget.refund('g', monday, { generationId: 'j1' });
    await budget.refund('g', monday, { generationId: 'j1' });
    expect(await budget.used('g', tuesday)).toEqual({ daily: 2, monthly: 2 });
    await budget.refund('g', tuesday);
    expect(await budget.used('g', tuesday)).toEqual({ daily: 1, monthly: 1 });
  });

  it('takes amounts of the backend’s unit and charges each take its real cost once', async () => {
    const { budget } = await db.open();
    await checkBudgetAmounts(budget, 'g');
  });

  it('counts generations and kudos whatever the caps count, so a cap set later counts what ran', async () => {
    const { budget } = await db.open();
    await checkBudgetUnits(budget, 'g');
  });

  it('converts caps in credits to the generations they pay for in full', () => {
    expect(budgetCaps(undefined, 4)).toEqual({});
    expect(budgetCaps({ unit: 'generations', daily: 5 }, 4)).toEqual({ daily: 5 });
    expect(budgetCaps({ unit: 'credits', daily: 10, monthly: 100 }, 4)).toEqual({
      daily: 2,
      monthly: 25,
    });
    expect(budgetCaps({ unit: 'credits', daily: 60 }, 4, 'kudos')).toEqual({
      daily: 60,
      unit: 'kudos',
    });
    expect(budgetCaps({ unit: 'generations', daily: 6 }, 4, 'kudos')).toEqual({ daily: 6 });
    expect(periodEnd('monthly', at('2030-12-31T23:59:59Z'))).toBe(at('2031-01-01T00:00:00Z'));
  });
});
