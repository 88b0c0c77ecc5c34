import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { checkRedisReachable } from '../../../src/store/redis-reachable.js';
import { openStoreDatabase } from '../../../src/store/store-database.js';
import { StoreUnavailableError } from '../../../src/store/store-errors.js';
import { connectRedis } from '../../helpers/redis-client.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { checkBudgetAmounts, checkBudgetUnits } from '../../store/server-budget-amounts.js';
import { newApiKey } from '../../store/store-test-kit.js';
import { useRedisStores } from '../helpers/redis-stores.js';

const logger = createLogger({ level: 'silent' });

describe.skipIf(!redisServerInstalled)('the stores on Redis (DATABASE_URL=redis://…)', () => {
  const redis = useRedisStores();

  it('keeps links, settings, usage, models, histories and jobs across connections', async () => {
    const first = await redis.open();
    const apiKey = newApiKey();
    await first.apiKeys.link('user-1', { apiKey, serviceUserId: '1', serviceUsername: 'one' });
    await first.guildSettings.setDailyLimit('g', 3);
    await first.usage.tryConsume('g', 'user-1', 3);
    await first.recentModels.record('g', 'flux/dev');
    await first.history.record('user-1', {
      id: 'j1',
      state: 'completed',
      createdAt: Date.now(),
      finishedAt: Date.now(),
      prompt: 'a cat',
      guildId: 'g',
      channelId: 'c',
    });
    await first.keyv('jobs-active').set('job:1', { id: '1' });
    await first.close();

    const second = await redis.open();
    expect(second.shared.shared).toBe(true);
    expect(await second.apiKeys.get('user-1')).toMatchObject({ apiKey, serviceUsername: 'one' });
    expect(await second.guildSettings.getDailyLimit('g')).toBe(3);
    expect(await second.usage.used('g', 'user-1')).toBe(1);
    expect(await second.recentModels.list('g')).toEqual(['flux/dev']);
    expect((await second.history.list('user-1')).map((entry) => entry.id)).toEqual(['j1']);
    const listed = [];
    for await (const [key, value] of second.keyv('jobs-active').iterator?.(undefined) ?? []) {
      listed.push([key, value]);
    }
    expect(listed).toEqual([['job:1', { id: '1' }]]);
  });

  it('lists the namespaces holding a record, not the shared state keys beside them', async () => {
    const database = await openStoreDatabase(redis.url, { logger });
    await database.connection.keyv('jobs-active-3').set('job:9', { id: '9' });
    await database.shared.countUpTo('daily-usage:g:u:2030-01-01', 5, 60_000);
    const namespaces = await database.connection.namespaces();
    expect(namespaces).toContain('jobs-active-3');
    expect(namespaces.every((name) => /^[a-z0-9-]+$/.test(name))).toBe(true);
    expect(namespaces).not.toContain('imagine');
    await database.close();
  });

  it('says at once when Redis does not answer, without the URL', async () => {
    await expect(checkRedisReachable(redis.url)).resolves.toBeUndefined();
    const closed = 'redis://user:hunter2@127.0.0.1:1';
    const error = await checkRedisReachable(closed, 1_000).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect(JSON.stringify({ ...(error as StoreUnavailableError) })).not.toContain('hunter2');
    expect((error as StoreUnavailableError).detail).toContain('ECONNREFUSED');
  });

  it("counts a member's daily use of a server key atomically across processes", async () => {
    const [a, b] = [await redis.open(), await redis.open()];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).usage.tryConsume('g2', 'u', 5)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(await a.usage.used('g2', 'u')).toBe(5);
    expect(await b.usage.refund('g2', 'u')).toBe(4);
    expect((await a.usage.tryConsume('g2', 'u', 5)).allowed).toBe(true);
    expect((await b.usage.tryConsume('g2', 'u', 5)).allowed).toBe(false);
  });

  it('counts up by an amount within the limit, and gives back exactly what each take added', async () => {
    const { shared } = await openStoreDatabase(redis.url, { logger });
    expect(await shared.countUpTo('kudos:g', 30, 60_000, 'kudos:j1', 12)).toEqual({
      allowed: true,
      count: 12,
    });
    expect(await shared.countUpTo('kudos:g', 30, 60_000, 'kudos:j2', 19)).toMatchObject({
      allowed: false,
    });
    expect(await shared.countUpTo('kudos:g', 30, 60_000, 'kudos:j3')).toEqual({
      allowed: true,
      count: 13,
    });
    expect(await shared.giveBack('kudos:j1')).toEqual({ count: 1, repeated: false });
    expect(await shared.giveBack('kudos:j1')).toEqual({ count: 1, repeated: true });
    expect(await shared.giveBack('kudos:j3')).toEqual({ count: 0, repeated: false });
  });

  it('takes amounts of the backend’s unit and charges each take its real cost once', async () => {
    await checkBudgetAmounts((await redis.open()).budget, 'g-kudos');
  });

  it('counts generations and kudos whatever the caps count, so a cap set later counts what ran', async () => {
    await checkBudgetUnits((await redis.open()).budget, 'g-units');
  });

  it('keeps defaults, styles, policy and the usage history across processes', async () => {
    const [a, b] = [await redis.open(), await redis.open()];
    await a.defaults.update({ kind: 'server', guildId: 'g-prefs' }, { workflow: 'anime' });
    await a.styles.put('g-prefs', {
      name: 'ink',
      template: '{prompt}',
      options: {},
      updatedBy: 'm',
      updatedAt: 1,
    });
    await a.policy.setBanned('g-prefs', ['gore']);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).usage.tryConsume('g-prefs', `u${i % 3}`, 10),
      ),
    );
    await b.usage.refund('g-prefs', 'u0');
    expect(await b.defaults.get({ kind: 'server', guildId: 'g-prefs' })).toEqual({
      workflow: 'anime',
    });
    expect((await b.styles.list('g-prefs')).map((style) => style.name)).toEqual(['ink']);
    expect((await b.policy.get('g-prefs')).banned).toEqual(['gore']);
    const { members, totals } = await a.usageHistory.summary('g-prefs');
    expect(members.map((m) => [m.userId, m.today.generations])).toEqual([
      ['u1', 4],
      ['u2', 4],
      ['u0', 3],
    ]);
    expect(totals.month).toEqual({ generations: 11, credits: 11 });
    const days = [];
    for await (const day of b.usageHistory.days()) if (day.guildId === 'g-prefs') days.push(day);
    expect(days).toEqual([
      expect.objectContaining({ members: { u0: [3, 3], u1: [4, 4], u2: [4, 4] } }),
    ]);
    const [day] = days;
    if (!day) throw new Error('listed');
    expect(day.expiresAt).toBeGreaterThan(Date.now() + 30 * 86_400_000);
    expect(await a.usageHistory.restoreDay({ ...day, guildId: 'g-copy' })).toBe(true);
    expect((await b.usageHistory.summary('g-copy')).totals.today.generations).toBe(11);
  });

  it('lists counters with the time they have left, copies them, and names the leases held', async () => {
    const [a, b] = [await redis.open(), await redis.open()];
    await a.usage.tryConsume('g3', 'u', 5);
    await a.usage.tryConsume('g3', 'u', 5);
    const listed = [];
    for await (const entry of a.usage.counts()) if (entry.guildId === 'g3') listed.push(entry);
    expect(listed).toEqual([
      expect.objectContaining({
        guildId: 'g3',
        userId: 'u',
        count: 2,
        expiresAt: expect.any(Number),
      }),
    ]);
    const left = (listed[0]?.expiresAt ?? 0) - Date.now();
    expect(left).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(left).toBeLessThanOrEqual(2 * 86_400_000);
    const [entry] = listed;
    if (!entry) throw new Error('listed');
    expect(await b.usage.restore({ ...entry, userId: 'v', count: 4 })).toBe(true);
    expect(await a.usage.used('g3', 'v')).toBe(4);
    expect((await a.usage.tryConsume('g3', 'v', 5)).used).toBe(5);

    expect(await a.shared.heldLeases()).toEqual([]);
    const lease = a.shared.lease?.('shard-0-of-1', { timeoutMs: 5_000, onLost: () => {} });
    expect(await lease?.tryTake()).toBe(true);
    expect(await b.shared.heldLeases()).toEqual(['shard-0-of-1']);
    await lease?.release();
    expect(await b.shared.heldLeases()).toEqual([]);
  });

  it("caps a member's running generations atomically across processes", async () => {
    const [a, b] = [await redis.open(), await redis.open()];
    const taken = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).shared.takeMemberSlot('member', `job-${i}`, 2),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(2);
    expect(await b.shared.memberSlots('member')).toBe(2);
    const first = taken.indexOf(true);
    expect(await a.shared.takeMemberSlot('member', `job-${first}`, 2)).toBe(true);
    await a.shared.releaseMemberSlot('member', `job-${first}`);
    expect(await b.shared.takeMemberSlot('member', 'job-new', 2)).toBe(true);
    await b.shared.holdMemberSlot('member', 'job-resumed');
    expect(await a.shared.memberSlots('member')).toBe(3);
  });

  it('lets one process claim a post, again itself, and another only after expiry', async () => {
    const [a, b] = [await redis.open(), await redis.open()];
    expect(await a.shared.claim('post:1', 300)).toBe(true);
    expect(await b.shared.claim('post:1', 300)).toBe(false);
    expect(await a.shared.claim('post:1', 300)).toBe(true);
    await new Promise((wait) => setTimeout(wait, 400));
    expect(await b.shared.claim('post:1', 300)).toBe(true);
  });

  it('hands a lease to a waiting process on release, and tells a holder that lost it', async () => {
    const [a, b] = [await redis.open(), await redis.open()];
    const lost: Error[] = [];
    const leaseA = a.shared.lease?.('shard-0', { timeoutMs: 300, onLost: (e) => lost.push(e) });
    const leaseB = b.shared.lease?.('shard-0', { timeoutMs: 300, onLost: (e) => lost.push(e) });
    if (!leaseA || !leaseB) throw new Error('Redis has leases');
    expect(await leaseA.tryTake()).toBe(true);
    expect(await leaseB.tryTake()).toBe(false);
    const waiting = leaseB.take();
    await new Promise((wait) => setTimeout(wait, 500));
    expect(leaseB.held).toBe(false);
    await leaseA.release();
    await waiting;
    expect(leaseB.held).toBe(true);
    expect(lost).toEqual([]);
    const other = await connectRedis(redis.url);
    await other.set('mutex:imagine:lease:shard-0', 'someone else');
    await new Promise((wait) => setTimeout(wait, 300));
    other.destroy();
    expect(lost).toHaveLength(1);
    expect(leaseB.held).toBe(false);
  });
});
