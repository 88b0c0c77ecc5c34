import { describe, expect, it } from 'vitest';
import { FencedWriteError } from '../../../src/store/fenced-adapter.js';
import type { Fencing, Lease } from '../../../src/store/shared-state.js';
import { connectRedis } from '../../helpers/redis-client.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { historyEntry } from '../../store/store-test-kit.js';
import { useRedisStores } from '../helpers/redis-stores.js';

const LEASE_MS = 60_000;

/** The fencing of `lease` as a shard's holder writes with it, counting the refusals it is told. */
function fencingOf(lease: Lease, name: string) {
  const told = { refused: 0 };
  const fencing: Fencing = {
    name,
    fenceOf: () => {
      const fence = lease.fence;
      return (
        fence && {
          ...fence,
          refused: () => {
            told.refused += 1;
          },
        }
      );
    },
  };
  return { fencing, told };
}

describe.skipIf(!redisServerInstalled)(
  'writes outside the job store, fenced by a shard’s lease',
  () => {
    const redis = useRedisStores();

    /**
     * Process `paused` took the lease `name`; it expired while it was paused and `successor` took
     * it (the next epoch). `paused` has not noticed: it still believes it holds the lease.
     */
    async function takenOverWhilePaused(name: string) {
      const [paused, successor] = [await redis.open(), await redis.open()];
      const onLost = () => undefined;
      const pausedLease = paused.shared.lease?.(name, { timeoutMs: LEASE_MS, onLost });
      const successorLease = successor.shared.lease?.(name, { timeoutMs: LEASE_MS, onLost });
      if (!pausedLease || !successorLease) throw new Error('Redis stores have leases');
      expect(await pausedLease.tryTake()).toBe(true);
      const client = await connectRedis(redis.url);
      await client.del(`mutex:imagine:lease:${name}`);
      await client.close();
      expect(await successorLease.tryTake()).toBe(true);
      expect(pausedLease.held).toBe(true);
      expect(successorLease.fence?.epoch).toBe((pausedLease.fence?.epoch ?? 0) + 1);
      return {
        paused: { stores: paused, ...fencingOf(pausedLease, name) },
        successor: { stores: successor, ...fencingOf(successorLease, name) },
        release: () => Promise.all([pausedLease.release(), successorLease.release()]),
      };
    }

    it('keeps the history entry the successor wrote: the paused process’s is refused', async () => {
      const { paused, successor, release } = await takenOverWhilePaused('shard-history');
      const delivered = { ...historyEntry('job-1', Date.now()), messageId: 'm-final' };
      await successor.stores.history.record('member', delivered, successor.fencing);

      const stale = { ...historyEntry('job-1', Date.now()), state: 'failed' as const };
      await expect(
        paused.stores.history.record('member', stale, paused.fencing),
      ).rejects.toBeInstanceOf(FencedWriteError);
      expect(paused.told.refused).toBe(1);
      expect(await successor.stores.history.list('member')).toEqual([delivered]);
      await release();
    });

    it('gives a generation’s daily use back once, and never from the paused process', async () => {
      const { paused, successor, release } = await takenOverWhilePaused('shard-usage');
      const at = Date.now();
      for (let use = 1; use <= 3; use += 1) {
        await successor.stores.usage.tryConsume('g', 'm', 5, at, `job-${use}`);
      }

      const once = { generationId: 'job-2' };
      await expect(
        paused.stores.usage.refund('g', 'm', at, { ...once, fencing: paused.fencing }),
      ).rejects.toBeInstanceOf(FencedWriteError);
      expect(await successor.stores.usage.used('g', 'm', at)).toBe(3);

      expect(
        await successor.stores.usage.refund('g', 'm', at, { ...once, fencing: successor.fencing }),
      ).toBe(2);
      expect(
        await successor.stores.usage.refund('g', 'm', at, { ...once, fencing: successor.fencing }),
      ).toBe(2);
      expect(await paused.stores.usage.refund('g', 'm', at, { generationId: 'job-3' })).toBe(1);
      expect(await successor.stores.usage.used('g', 'm', at)).toBe(1);
      const summary = await successor.stores.usageHistory.summary('g', at);
      expect(summary.totals.today.generations).toBe(1);
      await release();
    });

    it('leaves the member slot the successor counts: the paused process cannot free it', async () => {
      const { paused, successor, release } = await takenOverWhilePaused('shard-slots');
      await successor.stores.shared.holdMemberSlot('member', 'job-4');
      await expect(
        paused.stores.shared.releaseMemberSlot('member', 'job-4', paused.fencing),
      ).rejects.toBeInstanceOf(FencedWriteError);
      expect(await successor.stores.shared.memberSlots('member')).toBe(1);
      await successor.stores.shared.releaseMemberSlot('member', 'job-4', successor.fencing);
      expect(await successor.stores.shared.memberSlots('member')).toBe(0);
      await release();
    });

    it('refuses a fenced write when the lease is not held at all', async () => {
      const stores = await redis.open();
      const nowhere: Fencing = { name: 'shard-none', fenceOf: () => undefined };
      await expect(
        stores.history.record('nobody', historyEntry('job-5', Date.now()), nowhere),
      ).rejects.toBeInstanceOf(FencedWriteError);
      await expect(
        stores.usage.refund('g', 'x', Date.now(), { fencing: nowhere }),
      ).rejects.toBeInstanceOf(FencedWriteError);
      expect(await stores.history.list('nobody')).toEqual([]);
    });
  },
);
