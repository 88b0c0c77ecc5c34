import { Keyv } from 'keyv';
import { describe, expect, it } from 'vitest';
import { type DailyCount, DailyUsageStore } from '../../src/store/daily-usage-store.js';
import { LocalSharedState } from '../../src/store/local-shared-state.js';
import { rawEntry, useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();
const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

describe('DailyUsageStore', () => {
  it('allows up to the limit per UTC day, then refuses without counting', async () => {
    const { usage } = await db.open();
    const now = at('2030-05-01T10:00:00Z');
    const resetsAt = at('2030-05-02T00:00:00Z');
    expect(await usage.tryConsume('g', 'u', 2, now)).toEqual({
      allowed: true,
      used: 1,
      limit: 2,
      resetsAt,
    });
    expect(await usage.tryConsume('g', 'u', 2, now)).toMatchObject({ allowed: true, used: 2 });
    expect(await usage.tryConsume('g', 'u', 2, now)).toEqual({
      allowed: false,
      used: 2,
      limit: 2,
      resetsAt,
    });
    expect(await usage.used('g', 'u', now)).toBe(2);
  });

  it('counts each member and each server apart', async () => {
    const { usage } = await db.open();
    const now = at('2030-05-01T10:00:00Z');
    await usage.tryConsume('g1', 'u1', 5, now);
    await usage.tryConsume('g1', 'u1', 5, now);
    await usage.tryConsume('g1', 'u2', 5, now);
    await usage.tryConsume('g2', 'u1', 5, now);
    expect(await usage.used('g1', 'u1', now)).toBe(2);
    expect(await usage.used('g1', 'u2', now)).toBe(1);
    expect(await usage.used('g2', 'u1', now)).toBe(1);
  });

  it('starts again at the UTC midnight, whatever the local time zone', async () => {
    const { usage } = await db.open();
    const late = at('2030-05-01T23:59:59.999Z');
    const next = at('2030-05-02T00:00:00.000Z');
    expect(await usage.tryConsume('g', 'u', 1, late)).toMatchObject({
      allowed: true,
      resetsAt: next,
    });
    expect(await usage.tryConsume('g', 'u', 1, late)).toMatchObject({ allowed: false });
    expect(await usage.used('g', 'u', next)).toBe(0);
    expect(await usage.tryConsume('g', 'u', 1, next)).toMatchObject({
      allowed: true,
      used: 1,
      resetsAt: next + DAY,
    });
  });

  it('gives back a refunded generation, never below zero and only for its day', async () => {
    const { usage } = await db.open();
    const day1 = at('2030-05-01T12:00:00Z');
    const day2 = day1 + DAY;
    await usage.tryConsume('g', 'u', 2, day1);
    await usage.tryConsume('g', 'u', 2, day1);
    expect(await usage.tryConsume('g', 'u', 2, day1)).toMatchObject({ allowed: false });
    expect(await usage.refund('g', 'u', day1)).toBe(1);
    expect(await usage.tryConsume('g', 'u', 2, day1)).toMatchObject({ allowed: true, used: 2 });
    expect(await usage.refund('g', 'u', day2)).toBe(0);
    expect(await usage.used('g', 'u', day1)).toBe(2);
    expect(await usage.refund('g', 'u', day1)).toBe(1);
    expect(await usage.refund('g', 'u', day1)).toBe(0);
    expect(await usage.refund('g', 'u', day1)).toBe(0);
  });

  it('gives back what one generation took, once, however often it is asked, across a restart', async () => {
    const first = await db.open();
    const { usage } = first;
    const day = at('2030-05-01T12:00:00Z');
    for (let use = 0; use < 3; use += 1) await usage.tryConsume('g', 'u', 5, day, `job-${use}`);
    expect(await usage.tryConsume('g', 'u', 5, day, 'job-1')).toMatchObject({ used: 3 });
    expect(await usage.refund('g', 'u', day, { generationId: 'never-taken' })).toBe(3);
    expect(await usage.refund('g', 'u', day, { generationId: 'job-1' })).toBe(2);
    expect(await usage.refund('g', 'u', day, { generationId: 'job-1' })).toBe(2);
    expect(await usage.tryConsume('g', 'u', 5, day)).toMatchObject({ allowed: true, used: 3 });
    await first.close();
    const reopened = (await db.open()).usage;
    expect(await reopened.refund('g', 'u', day, { generationId: 'job-1' })).toBe(3);
    expect(await reopened.refund('g', 'u', day, { generationId: 'job-2' })).toBe(2);
    expect(await reopened.used('g', 'u', day)).toBe(2);
  });

  it('never exceeds the limit under concurrent calls', async () => {
    const { usage } = await db.open();
    const now = at('2030-05-01T10:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        usage.tryConsume('g', index % 2 ? 'odd' : 'even', 7, now),
      ),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(14);
    expect(await usage.used('g', 'odd', now)).toBe(7);
    expect(await usage.used('g', 'even', now)).toBe(7);
    const mixed = await Promise.all([
      usage.refund('g', 'odd', now),
      usage.tryConsume('g', 'odd', 7, now),
      usage.tryConsume('g', 'odd', 7, now),
    ]);
    expect(mixed.map((result) => (typeof result === 'number' ? result : result.allowed))).toEqual([
      6,
      true,
      false,
    ]);
  });

  it('uses the injected clock, refuses everything at limit 0 and rejects a bad limit', async () => {
    let now = at('2030-05-01T10:00:00Z');
    const { usage } = await db.open({ now: () => now });
    expect(await usage.tryConsume('g', 'u', 0)).toMatchObject({ allowed: false, used: 0 });
    await usage.tryConsume('g', 'u', 3);
    expect(await usage.used('g', 'u')).toBe(1);
    now += DAY;
    expect(await usage.used('g', 'u')).toBe(0);
    for (const bad of [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(usage.tryConsume('g', 'u', bad)).rejects.toThrow(RangeError);
    }
  });

  it('lets entries expire after about two days', async () => {
    const stores = await db.open();
    const before = Date.now();
    await stores.usage.tryConsume('g', 'u', 3);
    await stores.close();
    const stored = await rawEntry<{ day: string; count: number }>(db.file(), 'daily-usage:g:u');
    expect(stored?.value).toEqual({ day: new Date(before).toISOString().slice(0, 10), count: 1 });
    expect(stored?.expires).toBeGreaterThanOrEqual(before + 2 * DAY);
    expect(stored?.expires).toBeLessThanOrEqual(Date.now() + 2 * DAY);
  });

  describe('counts and restore (migrate-store)', () => {
    const now = at('2030-05-01T10:00:00Z');
    const counts = async (usage: DailyUsageStore) => {
      const listed: DailyCount[] = [];
      for await (const entry of usage.counts()) listed.push(entry);
      return listed.sort((a, b) => a.userId.localeCompare(b.userId));
    };

    it('lists the keyv records with when they expire, and restores them elsewhere', async () => {
      const { usage } = await db.open({ now: () => now });
      await usage.tryConsume('g', 'u1', 5, now);
      await usage.tryConsume('g', 'u1', 5, now);
      await usage.tryConsume('g', 'u2', 5, now);
      const listed = await counts(usage);
      expect(listed).toEqual([
        { guildId: 'g', userId: 'u1', day: '2030-05-01', count: 2, expiresAt: expect.any(Number) },
        { guildId: 'g', userId: 'u2', day: '2030-05-01', count: 1, expiresAt: expect.any(Number) },
      ]);
      const expiresAt = listed[0]?.expiresAt ?? 0;
      expect(expiresAt - Date.now()).toBeGreaterThan(2 * DAY - 60_000);

      const other = new DailyUsageStore(new Keyv(), { now: () => now });
      for (const entry of listed) expect(await other.restore(entry)).toBe(true);
      expect(await other.used('g', 'u1', now)).toBe(2);
      expect(await other.tryConsume('g', 'u2', 2, now)).toMatchObject({ allowed: true, used: 2 });
      // The same expiry, give or take the milliseconds between reading the clock and writing.
      expect(await counts(other)).toEqual([
        { ...listed[0], expiresAt: expect.closeTo(expiresAt, -1) },
        { ...listed[1], count: 2, expiresAt: expect.any(Number) },
      ]);
    });

    it('moves counts between keyv records and shared counters, with what is left of their time', async () => {
      const shared = new LocalSharedState();
      const onShared = new DailyUsageStore(new Keyv(), { now: () => now, shared });
      const entry = {
        guildId: 'g',
        userId: 'u',
        day: '2030-05-01',
        count: 3,
        expiresAt: Date.now() + DAY,
      };
      expect(await onShared.restore(entry)).toBe(true);
      expect(await onShared.used('g', 'u', now)).toBe(3);
      expect(await onShared.tryConsume('g', 'u', 3, now)).toMatchObject({ allowed: false });
      // What is left of its time, as Redis's listing gives it back (test/e2e/redis).
      expect(await counts(onShared)).toEqual([
        { ...entry, expiresAt: expect.closeTo(entry.expiresAt, -2) },
      ]);

      const onRecords = new DailyUsageStore(new Keyv(), { now: () => now });
      expect(await onRecords.restore(entry)).toBe(true);
      expect(await onRecords.used('g', 'u', now)).toBe(3);
    });

    it('skips an expired count and keeps a later day over an earlier one', async () => {
      const usage = new DailyUsageStore(new Keyv(), { now: () => now });
      const day = (d: string, count: number) => ({
        guildId: 'g',
        userId: 'u',
        day: d,
        count,
        expiresAt: Date.now() + DAY,
      });
      expect(await usage.restore({ ...day('2030-05-01', 1), expiresAt: Date.now() - 1 })).toBe(
        false,
      );
      expect(await usage.restore(day('2030-05-01', 4))).toBe(true);
      expect(await usage.restore(day('2030-04-30', 9))).toBe(false);
      expect(await usage.used('g', 'u', now)).toBe(4);
    });
  });
});
