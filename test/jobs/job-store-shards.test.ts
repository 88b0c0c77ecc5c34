import { Keyv } from 'keyv';
import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import { JobStore } from '../../src/jobs/job-store.js';

const job = (id: string, scope: string, delivered = false): GenerationJob => ({
  id,
  scope,
  userId: 'u1',
  keyRef: { kind: 'user', userId: 'u1' },
  request: { prompt: 'a cat' },
  state: 'waiting',
  createdAt: Number(id.replace(/\D/g, '')),
  delivered,
  target: {},
});

/** Two shards; a scope's shard is its number modulo 2 (`dm:` scopes on 0). */
function shardedStore() {
  const active = [new Keyv(), new Keyv()];
  const kept = new Keyv();
  const store = new JobStore({
    active: new Keyv(),
    kept,
    shards: {
      count: 2,
      of: (j) => (/^\d+$/.test(j.scope) ? Number(j.scope) % 2 : 0),
      active: (shard: number) => active[shard] as Keyv,
    },
  });
  return { store, active, kept };
}

describe('JobStore with several shards', () => {
  it("keeps each shard's undelivered jobs in its own namespace and lists only those asked", async () => {
    const { store, active } = shardedStore();
    await store.save(job('j1', '10'));
    await store.save(job('j2', '11'));
    await store.save(job('j3', 'dm:5'));
    expect(await active[0]?.has('job:j1')).toBe(true);
    expect(await active[1]?.has('job:j2')).toBe(true);
    expect((await store.listUnfinished([1])).map((j) => j.id)).toEqual(['j2']);
    expect((await store.listUnfinished([0])).map((j) => j.id)).toEqual(['j1', 'j3']);
    expect((await store.listUnfinished()).map((j) => j.id)).toEqual(['j1', 'j2', 'j3']);
  });

  it('finds, delivers and deletes a job whatever its shard', async () => {
    const { store, active, kept } = shardedStore();
    await store.save(job('j2', '11'));
    expect((await store.get('j2'))?.scope).toBe('11');
    await store.save(job('j2', '11', true));
    expect(await active[1]?.has('job:j2')).toBe(false);
    expect(await kept.has('job:j2')).toBe(true);
    await store.save(job('j4', '13'));
    await store.delete({ id: 'j4', scope: '13' });
    expect(await store.get('j4')).toBeUndefined();
    expect(await store.listUnfinished([1])).toEqual([]);
  });
});

/** Namespaces by name on one "database", and the layout the app gives with `count` shards. */
function database() {
  const namespaces = new Map<string, Keyv>();
  const named = (name: string) => {
    const keyv = namespaces.get(name) ?? new Keyv();
    namespaces.set(name, keyv);
    return keyv;
  };
  const kept = new Keyv();
  const storeOf = (count: number) =>
    new JobStore({
      active: named('active'),
      kept,
      shards: {
        count,
        of: (j) => (/^\d+$/.test(j.scope) ? Number(j.scope) % count : 0),
        active: (shard, inAll) => named(inAll > 1 ? `active-${shard}` : 'active'),
      },
    });
  const idsIn = async (name: string) => {
    const ids: string[] = [];
    for await (const [, value] of named(name).iterator?.(undefined) ?? []) {
      ids.push((value as GenerationJob).id);
    }
    return ids.sort();
  };
  return { storeOf, idsIn, kept };
}

describe('JobStore after the shard count changed', () => {
  it('moves each job stored under 2 shards to its shard of 4 when that shard’s holder lists it', async () => {
    const { storeOf, idsIn, kept } = database();
    const before = storeOf(2);
    await before.listUnfinished();
    // Scope n is on shard n % 2 before, n % 4 after: j10 and j11 move to shards 2 and 3.
    for (const [id, scope] of [
      ['j10', '10'],
      ['j11', '11'],
      ['j12', '12'],
      ['j13', '13'],
    ] as const) {
      await before.save(job(id, scope));
    }
    expect(await kept.get('jobs:shard-counts')).toEqual([2]);

    const low = storeOf(4);
    expect((await low.listUnfinished([0, 1])).map((j) => j.id)).toEqual(['j12', 'j13']);
    expect(await kept.get('jobs:shard-counts')).toEqual([2, 4]);
    const high = storeOf(4);
    expect((await high.listUnfinished([2, 3])).map((j) => j.id)).toEqual(['j10', 'j11']);
    expect(await idsIn('active-0')).toEqual(['j12']);
    expect(await idsIn('active-1')).toEqual(['j13']);
    expect(await idsIn('active-2')).toEqual(['j10']);
    expect(await idsIn('active-3')).toEqual(['j11']);
    expect(await kept.get('jobs:shard-counts')).toEqual([4]);
    expect((await storeOf(4).listUnfinished()).map((j) => j.id)).toEqual([
      'j10',
      'j11',
      'j12',
      'j13',
    ]);
  });

  it('gathers the jobs of 4 shards into 2, and of 2 into the one namespace of one shard', async () => {
    const { storeOf, idsIn, kept } = database();
    const four = storeOf(4);
    await four.listUnfinished();
    await four.save(job('j2', '2'));
    await four.save(job('j3', '3'));
    expect((await storeOf(2).listUnfinished([0, 1])).map((j) => j.id)).toEqual(['j2', 'j3']);
    expect([await idsIn('active-0'), await idsIn('active-1')]).toEqual([['j2'], ['j3']]);
    expect(await idsIn('active-2')).toEqual([]);
    expect((await storeOf(1).listUnfinished()).map((j) => j.id)).toEqual(['j2', 'j3']);
    expect(await idsIn('active')).toEqual(['j2', 'j3']);
    expect([await idsIn('active-0'), await idsIn('active-1')]).toEqual([[], []]);
    expect(await kept.get('jobs:shard-counts')).toEqual([1]);
  });

  it('keeps the copy in its shard’s namespace when a move was cut short, and drops the other', async () => {
    const { storeOf, idsIn } = database();
    const two = storeOf(2);
    await two.listUnfinished();
    await two.save(job('j3', '3'));
    const four = storeOf(4);
    // A crash after writing the moved copy (which then ran on) and before deleting the old one.
    await four.save({ ...job('j3', '3'), state: 'processing', taskId: 't3' });
    expect(await idsIn('active-1')).toEqual(['j3']);
    const listed = await four.listUnfinished([3]);
    expect(listed.map((j) => [j.id, j.taskId])).toEqual([['j3', 't3']]);
    expect(await idsIn('active-1')).toEqual([]);
    expect(await idsIn('active-3')).toEqual(['j3']);
  });
});
