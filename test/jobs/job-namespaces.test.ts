import { Keyv } from 'keyv';
import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import {
  activeJobsNamespace,
  isActiveJobsNamespace,
  jobStoreKeyvs,
} from '../../src/jobs/job-namespaces.js';
import { JobStore } from '../../src/jobs/job-store.js';

/** A Keyv per namespace, each over its own Map, and which namespaces were opened. */
function memoryKeyvs() {
  const opened = new Map<string, Keyv>();
  const keyv = (namespace: string) => {
    let found = opened.get(namespace);
    if (!found) {
      found = new Keyv({ store: new Map(), namespace });
      opened.set(namespace, found);
    }
    return found;
  };
  return { keyv, opened };
}

const job = (id: string, scope: string): GenerationJob => ({
  id,
  scope,
  userId: 'u1',
  keyRef: { kind: 'user', userId: 'u1' },
  request: { prompt: 'a cat' },
  state: 'waiting',
  createdAt: 1,
  delivered: false,
  target: {},
});

describe('the job store namespaces', () => {
  it('names jobs-active with one shard and jobs-active-<shard> with several', () => {
    expect(activeJobsNamespace(0, 1)).toBe('jobs-active');
    expect(activeJobsNamespace(3, 4)).toBe('jobs-active-3');
    expect(['jobs-active', 'jobs-active-0', 'jobs-active-12'].every(isActiveJobsNamespace)).toBe(
      true,
    );
    expect(['jobs', 'jobs-active-', 'jobs-active-x', 'api-keys'].some(isActiveJobsNamespace)).toBe(
      false,
    );
  });

  it("keeps each undelivered job in its shard's namespace and delivered ones in jobs", async () => {
    const { keyv, opened } = memoryKeyvs();
    const store = new JobStore(jobStoreKeyvs(keyv, 2, (saved) => (saved.scope === 'g1' ? 1 : 0)));
    await store.save(job('a', 'g1'));
    await store.save(job('b', 'g0'));
    expect(await keyv('jobs-active-1').get('job:a')).toMatchObject({ id: 'a' });
    expect(await keyv('jobs-active-0').get('job:b')).toMatchObject({ id: 'b' });
    await store.save({ ...job('a', 'g1'), delivered: true });
    expect(await keyv('jobs-active-1').get('job:a')).toBeUndefined();
    expect(await keyv('jobs').get('job:a')).toMatchObject({ delivered: true });
    expect([...opened.keys()].sort()).toEqual([
      'jobs',
      'jobs-active',
      'jobs-active-0',
      'jobs-active-1',
    ]);
  });

  it('uses jobs-active alone with one shard', async () => {
    const { keyv, opened } = memoryKeyvs();
    const store = new JobStore(jobStoreKeyvs(keyv, 1, () => 0));
    await store.save(job('a', 'g1'));
    expect(await keyv('jobs-active').get('job:a')).toMatchObject({ id: 'a' });
    expect([...opened.keys()].sort()).toEqual(['jobs', 'jobs-active']);
  });
});
