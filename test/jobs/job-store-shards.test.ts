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
      active: (shard) => active[shard] as Keyv,
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
    await store.delete('j4');
    expect(await store.get('j4')).toBeUndefined();
    expect(await store.listUnfinished([1])).toEqual([]);
  });
});
