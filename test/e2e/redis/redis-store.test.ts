import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { createStores, type Stores } from '../../../src/store/create-stores.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import { newApiKey, SECRET_A } from '../../store/store-test-kit.js';

const logger = createLogger({ level: 'silent' });

describe.skipIf(!redisServerInstalled)('the stores on Redis (DATABASE_URL=redis://…)', () => {
  let redis: RedisServer;
  const opened: Stores[] = [];
  /** A store of its own connection, as a second process would have. */
  const open = async () => {
    const stores = await createStores({
      databaseUrl: redis.url,
      encryptionSecret: SECRET_A,
      logger,
    });
    opened.push(stores);
    return stores;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((stores) => stores.close()));
    await redis.close();
  });

  it('keeps links, settings, usage, models and jobs across connections', async () => {
    const first = await open();
    const apiKey = newApiKey();
    await first.apiKeys.link('user-1', { apiKey, serviceUserId: '1', serviceUsername: 'one' });
    await first.guildSettings.setDailyLimit('g', 3);
    await first.usage.tryConsume('g', 'user-1', 3);
    await first.recentModels.record('g', 'flux/dev');
    await first.keyv('jobs-active').set('job:1', { id: '1' });
    await first.close();

    const second = await open();
    expect(second.shared.shared).toBe(true);
    expect(await second.apiKeys.get('user-1')).toMatchObject({ apiKey, serviceUsername: 'one' });
    expect(await second.guildSettings.getDailyLimit('g')).toBe(3);
    expect(await second.usage.used('g', 'user-1')).toBe(1);
    expect(await second.recentModels.list('g')).toEqual(['flux/dev']);
    const listed = [];
    for await (const [key, value] of second.keyv('jobs-active').iterator?.(undefined) ?? []) {
      listed.push([key, value]);
    }
    expect(listed).toEqual([['job:1', { id: '1' }]]);
  });

  it("counts a member's daily use of a server key atomically across processes", async () => {
    const [a, b] = [await open(), await open()];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).usage.tryConsume('g2', 'u', 5)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(await a.usage.used('g2', 'u')).toBe(5);
    expect(await b.usage.refund('g2', 'u')).toBe(4);
    expect((await a.usage.tryConsume('g2', 'u', 5)).allowed).toBe(true);
    expect((await b.usage.tryConsume('g2', 'u', 5)).allowed).toBe(false);
  });

  it('keeps defaults, styles, policy and the usage history across processes', async () => {
    const [a, b] = [await open(), await open()];
    await a.defaults.update({ kind: 'server', guildId: 'g3' }, { workflow: 'anime' });
    await a.styles.put('g3', {
      name: 'ink',
      template: '{prompt}',
      options: {},
      updatedBy: 'm',
      updatedAt: 1,
    });
    await a.policy.setBanned('g3', ['gore']);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).usage.tryConsume('g3', `u${i % 3}`, 10)),
    );
    await b.usage.refund('g3', 'u0');
    expect(await b.defaults.get({ kind: 'server', guildId: 'g3' })).toEqual({ workflow: 'anime' });
    expect((await b.styles.list('g3')).map((style) => style.name)).toEqual(['ink']);
    expect((await b.policy.get('g3')).banned).toEqual(['gore']);
    const { members, totals } = await a.usageHistory.summary('g3');
    expect(members.map((m) => [m.userId, m.today.generations])).toEqual([
      ['u1', 4],
      ['u2', 4],
      ['u0', 3],
    ]);
    expect(totals.month).toEqual({ generations: 11, credits: 11 });
  });

  it("caps a member's running generations atomically across processes", async () => {
    const [a, b] = [await open(), await open()];
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
    const [a, b] = [await open(), await open()];
    expect(await a.shared.claim('post:1', 300)).toBe(true);
    expect(await b.shared.claim('post:1', 300)).toBe(false);
    expect(await a.shared.claim('post:1', 300)).toBe(true);
    await new Promise((wait) => setTimeout(wait, 400));
    expect(await b.shared.claim('post:1', 300)).toBe(true);
  });

  it('hands a lease to a waiting process on release, and tells a holder that lost it', async () => {
    const [a, b] = [await open(), await open()];
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
    const other = new Redis(redis.url);
    await other.set('mutex:imagine:lease:shard-0', 'someone else');
    await new Promise((wait) => setTimeout(wait, 300));
    other.disconnect();
    expect(lost).toHaveLength(1);
    expect(leaseB.held).toBe(false);
  });
});
