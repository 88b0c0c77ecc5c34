import { describe, expect, it } from 'vitest';
import {
  CountOverBudgetError,
  CountOverDailyLimitError,
  DailyLimitReachedError,
} from '../../../../src/imagine/imagine-errors.js';
import {
  checkDailyRoom,
  giveBackDailyUses,
  takeDailyUses,
} from '../../../../src/imagine/requests/admission/daily-uses.js';
import type { Payer } from '../../../../src/imagine/requests/admission/payer.js';
import { useTempDatabase } from '../../../store/store-test-kit.js';

const NOON = Date.UTC(2030, 0, 15, 12);
const asker = { userId: 'u1', guildId: 'g1' };
const server = (dailyLimit: number): Payer => ({
  keySource: 'server',
  keyRef: { kind: 'server', guildId: 'g1' },
  dailyLimit,
  budget: {},
  budgetUnit: 'generations',
});
const own: Payer = { keySource: 'user', keyRef: { kind: 'user', userId: 'u1' } };
/** The server key on the Horde, its budget of 20 kudos a day. */
const kudos: Payer = {
  keySource: 'server',
  keyRef: { kind: 'server', guildId: 'g1' },
  dailyLimit: 10,
  budget: { daily: 20, unit: 'kudos' },
  budgetUnit: 'kudos',
  costUnit: 'kudos',
};

describe('checkDailyRoom', () => {
  const db = useTempDatabase();

  it('refuses, counting nothing, what the daily limit has no room for, saying when it resets', async () => {
    const stores = await db.open();
    await checkDailyRoom(stores, asker, server(2), 2, NOON);
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(0);
    await stores.usage.tryConsume('g1', 'u1', 2, NOON);
    await expect(checkDailyRoom(stores, asker, server(2), 2, NOON)).rejects.toThrow(
      CountOverDailyLimitError,
    );
    await stores.usage.tryConsume('g1', 'u1', 2, NOON);
    const refused = await checkDailyRoom(stores, asker, server(2), 1, NOON).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DailyLimitReachedError);
    const seconds = Date.UTC(2030, 0, 16) / 1000;
    expect((refused as Error).message).toBe(
      `You used all 2 generations this server's key allows you today. The limit resets <t:${seconds}:R> (<t:${seconds}:t>, midnight UTC). To keep going now, link your own key with \`/apikey link\`.`,
    );
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(2);
  });

  it('says a server key with a daily limit of 0 is not open to members', async () => {
    const stores = await db.open();
    await expect(checkDailyRoom(stores, asker, server(0), 1, NOON)).rejects.toThrow(
      "This server's key is not open to members (daily limit 0).",
    );
  });

  it("checks nothing when the member's own key pays", async () => {
    const stores = await db.open();
    await checkDailyRoom(stores, asker, own, 50, NOON);
  });
});

describe('takeDailyUses', () => {
  const db = useTempDatabase();

  it('counts every image on the server key, or none when they do not all fit', async () => {
    const stores = await db.open();
    let made = 0;
    const ids = (images: number) => {
      made += images;
      return Array.from({ length: images }, (_, index) => `job-${made - images + index + 1}`);
    };
    const take = (images: number) =>
      takeDailyUses(stores, asker, server(5), ids(images), { now: NOON });
    expect(await take(3)).toEqual({
      guildId: 'g1',
      userId: 'u1',
      at: NOON,
      generationIds: ['job-1', 'job-2', 'job-3'],
    });
    await expect(take(3)).rejects.toThrow(CountOverDailyLimitError);
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(3);
    await take(2);
    await expect(take(2)).rejects.toThrow(DailyLimitReachedError);
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(5);
  });

  it('takes an estimated amount of a budget in kudos for each image, all or none, and says so when it is short', async () => {
    const stores = await db.open();
    await takeDailyUses(stores, asker, kudos, ['a'], { now: NOON, amount: 8 });
    expect(await stores.budget.used('g1', NOON, 'kudos')).toEqual({ daily: 8, monthly: 8 });
    const refused = await takeDailyUses(stores, asker, kudos, ['b', 'c'], {
      now: NOON,
      amount: 8,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CountOverBudgetError);
    expect((refused as Error).message).toMatch(
      /^These 2 images would cost about 16 kudos by the image backend’s estimate, over this server’s daily budget: 12 kudos left\./,
    );
    expect(await stores.budget.used('g1', NOON, 'kudos')).toEqual({ daily: 8, monthly: 8 });
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(1);
  });

  it('names a kudos budget’s room in kudos when no estimate came (one counted per image)', async () => {
    const stores = await db.open();
    await takeDailyUses(stores, asker, kudos, ['a'], { now: NOON, amount: 17 });
    const refused = await checkDailyRoom(stores, asker, kudos, 4, NOON).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(CountOverBudgetError);
    expect((refused as Error).message).toMatch(
      /^4 images would go over this server’s daily budget: 3 kudos left\. /,
    );
    const taking = await takeDailyUses(stores, asker, kudos, ['b', 'c', 'd', 'e'], {
      now: NOON,
    }).catch((error: unknown) => error);
    expect((taking as Error).message).toMatch(/: 3 kudos left\. /);
    expect(await stores.budget.used('g1', NOON, 'kudos')).toEqual({ daily: 17, monthly: 17 });
  });

  it('gives back the uses of images that never started', async () => {
    const stores = await db.open();
    const uses = await takeDailyUses(stores, asker, server(5), ['a', 'b', 'c'], { now: NOON });
    if (!uses) throw new Error('nothing counted');
    await giveBackDailyUses(stores, uses, ['b', 'c']);
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(1);
    await giveBackDailyUses(stores, uses, ['b', 'c', 'never-taken']);
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(1);
  });

  it('counts a Horde image in kudos too under a budget in generations (0 until charged), and gives both back', async () => {
    const stores = await db.open();
    const horde: Payer = {
      keySource: 'server',
      keyRef: { kind: 'server', guildId: 'g1' },
      dailyLimit: 5,
      budget: { daily: 3 },
      budgetUnit: 'generations',
      costUnit: 'kudos',
    };
    const uses = await takeDailyUses(stores, asker, horde, ['a', 'b'], { now: NOON });
    if (!uses) throw new Error('nothing counted');
    expect(await stores.budget.used('g1', NOON)).toEqual({ daily: 2, monthly: 2 });
    await stores.budget.charge('g1', NOON, 'a', { unit: 'kudos', amount: 11 });
    expect(await stores.budget.used('g1', NOON, 'kudos')).toEqual({ daily: 11, monthly: 11 });
    await giveBackDailyUses(stores, uses, ['a', 'b']);
    expect(await stores.budget.used('g1', NOON)).toEqual({ daily: 0, monthly: 0 });
    expect(await stores.budget.used('g1', NOON, 'kudos')).toEqual({ daily: 11, monthly: 11 });
  });

  it("counts nothing when the member's own key pays", async () => {
    const stores = await db.open();
    expect(await takeDailyUses(stores, asker, own, ['a', 'b'], { now: NOON })).toBeUndefined();
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(0);
  });
});

describe('a keyless backend’s images (ComfyUI)', () => {
  const db = useTempDatabase();
  const keyless = (dailyLimit: number, daily?: number): Payer => ({
    keySource: 'none',
    keyRef: { kind: 'none' },
    quota: { guildId: 'g1', dailyLimit, budget: { daily }, budgetUnit: 'images' },
  });

  it('counts them in the member’s day and the budget, refusing in images', async () => {
    const stores = await db.open();
    expect(await takeDailyUses(stores, asker, keyless(2), ['a', 'b'], { now: NOON })).toMatchObject(
      {
        guildId: 'g1',
        generationIds: ['a', 'b'],
      },
    );
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(2);
    await expect(checkDailyRoom(stores, asker, keyless(2), 1, NOON)).rejects.toThrow(
      'You made all 2 images this server allows you today.',
    );
    await expect(checkDailyRoom(stores, asker, keyless(4), 3, NOON)).rejects.toThrow(
      '3 images would go over your daily limit on this server: 2 images left today.',
    );
    await expect(checkDailyRoom(stores, asker, keyless(9, 2), 1, NOON)).rejects.toThrow(
      'This server made all the images of its daily budget.',
    );
  });

  it('counts nothing in a DM', async () => {
    const stores = await db.open();
    const dm: Payer = { keySource: 'none', keyRef: { kind: 'none' } };
    expect(await takeDailyUses(stores, asker, dm, ['a'], { now: NOON })).toBeUndefined();
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(0);
  });
});
