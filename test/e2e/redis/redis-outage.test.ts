import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStores, type Stores } from '../../../src/store/create-stores.js';
import { REDIS_TIMING } from '../../../src/store/redis-connections.js';
import { StoreUnreachableError } from '../../../src/store/store-errors.js';
import { connectRedis } from '../../helpers/redis-client.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import { memoryLogger, newApiKey, SECRET_A } from '../../store/store-test-kit.js';
import { busyFor } from '../helpers/busy-redis.js';

/** How long a call may take to fail while Redis is down: well inside Discord's 3 s. */
const FAIL_FAST_MS = 1_500;

describe.skipIf(!redisServerInstalled)('the stores while Redis is unreachable', () => {
  let redis: RedisServer;
  const opened: Stores[] = [];
  const open = async () => {
    const { logger, lines } = memoryLogger();
    const stores = await createStores({
      databaseUrl: redis.url,
      encryptionSecret: SECRET_A,
      logger,
    });
    opened.push(stores);
    const messages = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    return { stores, messages };
  };
  afterEach(async () => {
    await Promise.allSettled(opened.splice(0).map((stores) => stores.close()));
    await redis?.close();
  });

  /** Resolves to how long `call` took to reject, and what with. */
  const failure = async (call: () => Promise<unknown>) => {
    const started = performance.now();
    const error = await call().then(
      () => undefined,
      (rejected: unknown) => rejected,
    );
    return { error, ms: performance.now() - started };
  };

  it('fails calls at once, logs the outage once and its end once, and loses nothing', async () => {
    redis = await startRedisServer({ persistent: true });
    const { stores, messages } = await open();
    const apiKey = newApiKey();
    await stores.apiKeys.link('user-1', { apiKey, serviceUserId: '1', serviceUsername: 'one' });
    await stores.keyv('jobs-active').set('job:1', { id: '1', state: 'running' });
    expect(await stores.shared.takeMemberSlot('user-1', 'job-1', 2)).toBe(true);

    await redis.kill();
    await vi.waitFor(() => expect(stores.reachability.reachable).toBe(false));
    for (let request = 0; request < 5; request += 1) {
      const read = await failure(() => stores.apiKeys.get('user-1'));
      expect(read.ms).toBeLessThan(FAIL_FAST_MS);
      expect(stores.reachability.explain(read.error)).toBeInstanceOf(StoreUnreachableError);
      const write = await failure(() => stores.keyv('jobs-active').set('job:2', { id: '2' }));
      expect(write.ms).toBeLessThan(FAIL_FAST_MS);
      const slot = await failure(() => stores.shared.takeMemberSlot('user-1', 'job-2', 2));
      expect(slot.error).toBeInstanceOf(StoreUnreachableError);
      expect(slot.ms).toBeLessThan(FAIL_FAST_MS);
    }
    await sleep(1_000);

    await redis.restart();
    await vi.waitFor(() => expect(stores.reachability.reachable).toBe(true), { timeout: 10_000 });
    expect(await stores.apiKeys.get('user-1')).toMatchObject({ apiKey });
    expect(await stores.keyv('jobs-active').get('job:1')).toEqual({ id: '1', state: 'running' });
    expect(await stores.keyv('jobs-active').get('job:2')).toBeUndefined();
    expect(await stores.shared.memberSlots('user-1')).toBe(1);
    const said = messages();
    expect(said.filter((msg) => msg.includes('unreachable'))).toHaveLength(1);
    expect(said.filter((msg) => msg === 'the store is reachable again')).toHaveLength(1);
    expect(said).not.toContain('Storage error');
  });

  it('fails a shared-state call Redis does not answer after about a second, as unreachable', async () => {
    redis = await startRedisServer();
    const { stores } = await open();
    expect(await stores.shared.takeMemberSlot('user-1', 'job-1', 2)).toBe(true);

    const busy = await busyFor(redis.url, 2_500);
    const slot = await failure(() => stores.shared.takeMemberSlot('user-1', 'job-2', 2));
    expect(slot.error).toBeInstanceOf(StoreUnreachableError);
    expect(slot.ms).toBeGreaterThanOrEqual(REDIS_TIMING.commandTimeoutMs - 50);
    expect(slot.ms).toBeLessThan(FAIL_FAST_MS);
    const count = await failure(() => stores.shared.count('daily'));
    expect(count.error).toBeInstanceOf(StoreUnreachableError);
    await busy.done;

    expect(await stores.shared.takeMemberSlot('user-2', 'job-3', 2)).toBe(true);
    await vi.waitFor(() => expect(stores.reachability.reachable).toBe(true), { timeout: 5_000 });
  });

  it('keeps a lease through an outage shorter than its timeout, and loses it once after a longer one', async () => {
    redis = await startRedisServer({ persistent: true });
    const [{ stores: a }, { stores: b }] = [await open(), await open()];
    const lost: Error[] = [];
    const options = { timeoutMs: 3_000, onLost: (error: Error) => lost.push(error) };
    const leaseA = a.shared.lease?.('shard-0', options);
    const leaseB = b.shared.lease?.('shard-0', { ...options, onLost: () => undefined });
    if (!leaseA || !leaseB) throw new Error('Redis has leases');
    expect(await leaseA.tryTake()).toBe(true);

    await redis.kill();
    await sleep(1_000);
    await redis.restart();
    await sleep(1_500);
    expect(leaseA.held).toBe(true);
    expect(await leaseA.confirm()).toBe(true);
    expect(await leaseB.tryTake()).toBe(false);
    expect(lost).toEqual([]);

    await redis.kill();
    await sleep(3_500);
    await redis.restart();
    await vi.waitFor(() => expect(lost).toHaveLength(1), { timeout: 5_000 });
    expect(leaseA.held).toBe(false);
    expect(await leaseA.confirm()).toBe(false);
    expect(await leaseB.tryTake()).toBe(true);
    await sleep(1_200);
    expect(lost).toHaveLength(1);
  });

  it('finds, when confirming, a lease another process holds now, and reports it lost once', async () => {
    redis = await startRedisServer();
    const { stores } = await open();
    const lost: Error[] = [];
    const lease = stores.shared.lease?.('shard-1', {
      timeoutMs: 600,
      onLost: (error) => lost.push(error),
    });
    if (!lease) throw new Error('Redis has leases');
    expect(await lease.tryTake()).toBe(true);
    expect(await lease.confirm()).toBe(true);
    const other = await connectRedis(redis.url);
    await other.set('mutex:imagine:lease:shard-1', 'another process', {
      expiration: { type: 'PX', value: 5_000 },
    });
    other.destroy();
    // A background renewal sent before that write may still be under way: confirm shares it
    // (true); the next confirm asks after the write.
    const confirmed = (await lease.confirm()) && (await lease.confirm());
    expect(confirmed).toBe(false);
    expect(lease.held).toBe(false);
    await sleep(500);
    expect(lost).toHaveLength(1);
  });
});
