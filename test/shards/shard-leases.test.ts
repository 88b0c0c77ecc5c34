import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import { ShardLeases } from '../../src/shards/shard-leases.js';
import { LocalSharedState } from '../../src/store/local-shared-state.js';
import { StoreReachability } from '../../src/store/store-reachability.js';
import { FakeRedis } from './fake-leases.js';

const logger = createLogger({ level: 'silent' });

function leasesOf(redis: FakeRedis, shards: number[], events: string[], timeoutMs = 50) {
  return new ShardLeases({
    shared: redis.state(),
    shards,
    reachability: new StoreReachability(logger),
    count: 2,
    timeoutMs,
    logger,
    onTaken: async (shard) => {
      events.push(`taken ${shard}`);
    },
    onLost: async (shard) => {
      events.push(`lost ${shard}`);
    },
  });
}

describe('ShardLeases', () => {
  it("takes each free shard and resumes it at once, waiting only for another process's", async () => {
    const redis = new FakeRedis();
    const first: string[] = [];
    const holder = leasesOf(redis, [1], first);
    await holder.takeAll();
    const events: string[] = [];
    const successor = leasesOf(redis, [0, 1], events);
    const taking = successor.takeAll();
    await expect.poll(() => events).toEqual(['taken 0']);
    expect(successor.holds(0)).toBe(true);
    expect(successor.holds(1)).toBe(false);
    await holder.release();
    await taking;
    expect(events).toEqual(['taken 0', 'taken 1']);
    expect([0, 1].map((shard) => successor.holds(shard))).toEqual([true, true]);
  });

  it('lets an interaction wait for a shard until it is taken and resumed, or not longer than asked', async () => {
    const redis = new FakeRedis();
    const holder = leasesOf(redis, [1], []);
    await holder.takeAll();
    const successor = leasesOf(redis, [1], []);
    void successor.takeAll();
    expect(await successor.whenHeld(1, 30)).toBe(false);
    expect(await successor.whenHeld(0, 1_000)).toBe(false);
    const waiting = successor.whenHeld(1, 1_000);
    await holder.release();
    expect(await waiting).toBe(true);
    expect(await successor.whenHeld(1, 0)).toBe(true);
    await successor.release();
    expect(await successor.whenHeld(1, 1_000)).toBe(false);
  });

  it('stops a lost shard, then takes it back a full lease later and resumes it', async () => {
    const redis = new FakeRedis();
    const events: string[] = [];
    const leases = leasesOf(redis, [1], events, 40);
    await leases.takeAll();
    redis.steal('shard-1-of-2');
    expect(leases.holds(1)).toBe(false);
    expect(await leases.whenHeld(1, 10)).toBe(false);
    redis.holders.delete('shard-1-of-2');
    await expect.poll(() => events).toEqual(['taken 1', 'lost 1', 'taken 1']);
    expect(leases.holds(1)).toBe(true);
    await leases.release();
  });

  it('holds a shard under one tenure per take: ended at once when lost, a new one when taken back', async () => {
    const redis = new FakeRedis();
    const events: string[] = [];
    const leases = leasesOf(redis, [1], events, 40);
    expect(leases.tenure(1)).toBeUndefined();
    await leases.takeAll();
    const first = leases.tenure(1);
    expect(first?.epoch).toBe(1);
    expect(await first?.mayAct()).toBe(true);
    redis.steal('shard-1-of-2');
    expect(first?.signal.aborted).toBe(true);
    expect(first?.mayAct()).toBe(false);
    expect(leases.tenure(1)).toBeUndefined();
    redis.holders.delete('shard-1-of-2');
    await expect.poll(() => events).toEqual(['taken 1', 'lost 1', 'taken 1']);
    const second = leases.tenure(1);
    expect(second?.epoch).toBe(2);
    expect(second?.unsettledFor()).toBeGreaterThan(0);
    // The shard is held again, but not under the first tenure.
    expect(first?.mayAct()).toBe(false);
    await leases.release();
    expect(second?.signal.aborted).toBe(true);
  });

  it('stops a shard lost while resuming once the resume ended, and resumes it again only after', async () => {
    const redis = new FakeRedis();
    const events: string[] = [];
    let resumes = 0;
    const leases = new ShardLeases({
      shared: redis.state(),
      shards: [1],
      reachability: new StoreReachability(logger),
      count: 2,
      timeoutMs: 40,
      logger,
      onTaken: async () => {
        events.push('resuming');
        resumes += 1;
        // Lost while resuming: the take is tried again at once, while the shard's work stops.
        if (resumes === 1) {
          redis.steal('shard-1-of-2');
          redis.holders.delete('shard-1-of-2');
          await new Promise((done) => setTimeout(done, 100));
        }
        events.push('resumed');
      },
      onLost: async () => {
        events.push('stopping');
        await new Promise((done) => setTimeout(done, 600));
        events.push('stopped');
      },
    });
    await leases.takeAll();
    expect(events).toEqual(['resuming', 'resumed', 'stopping', 'stopped', 'resuming', 'resumed']);
    await leases.release();
  });

  it('holds every shard with a one-process store', async () => {
    const events: string[] = [];
    const leases = new ShardLeases({
      shared: new LocalSharedState(),
      shards: [0],
      reachability: new StoreReachability(logger),
      count: 1,
      timeoutMs: 50,
      logger,
      onTaken: async (shard) => {
        events.push(`taken ${shard}`);
      },
      onLost: async () => undefined,
    });
    expect(await leases.whenHeld(0, 0)).toBe(true);
    await leases.takeAll();
    expect(events).toEqual(['taken 0']);
    expect(leases.holds(0)).toBe(true);
  });
});
