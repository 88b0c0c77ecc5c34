import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { Keyv } from 'keyv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import { JobStore } from '../../src/jobs/job-store.js';

let dir: string;
let keyvs: Keyv[];

function openKeyv(): Keyv {
  const keyv = new Keyv({ store: new KeyvSqlite(`sqlite://${join(dir, 'jobs.sqlite')}`) });
  keyvs.push(keyv);
  return keyv;
}

function job(id: string, overrides: Partial<GenerationJob> = {}): GenerationJob {
  return {
    id,
    scope: 'g1',
    userId: 'u1',
    keyRef: { kind: 'user', userId: 'u1' },
    request: { prompt: 'a cat' },
    state: 'waiting',
    createdAt: Number(id.replace(/\D/g, '')) || 1,
    delivered: false,
    target: { channelId: 'c1' },
    ...overrides,
  };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'job-store-'));
  keyvs = [];
});

afterEach(async () => {
  await Promise.all(keyvs.map((keyv) => keyv.disconnect()));
  rmSync(dir, { recursive: true, force: true });
});

describe('JobStore', () => {
  it('saves and reads back a job as plain JSON', async () => {
    const store = new JobStore(openKeyv());
    await store.save(job('j1', { state: 'processing', taskId: 't1', progress: 40 }));
    expect(await store.get('j1')).toEqual(
      job('j1', { state: 'processing', taskId: 't1', progress: 40 }),
    );
    expect(await store.get('nope')).toBeUndefined();
  });

  it('lists undelivered jobs, oldest first, from a fresh connection', async () => {
    const store = new JobStore(openKeyv());
    await Promise.all([
      store.save(job('j3')),
      store.save(job('j1', { state: 'processing', taskId: 't' })),
      store.save(job('j2', { state: 'completed', imageUrl: 'u' })),
    ]);
    const reopened = new JobStore(openKeyv());
    expect((await reopened.listUnfinished()).map((j) => j.id)).toEqual(['j1', 'j2', 'j3']);
  });

  it('drops delivered jobs from the index but keeps them readable', async () => {
    const store = new JobStore(openKeyv());
    await store.save(job('j1'));
    await store.save(job('j1', { state: 'completed', imageUrl: 'u', delivered: true }));
    expect(await store.listUnfinished()).toEqual([]);
    expect((await store.get('j1'))?.imageUrl).toBe('u');
  });

  it('expires delivered jobs after the retention period', async () => {
    const store = new JobStore(openKeyv(), { retentionMs: 50 });
    await store.save(job('j1', { state: 'failed', delivered: true }));
    await store.save(job('j2'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.get('j1')).toBeUndefined();
    expect(await store.get('j2')).toBeDefined();
  });

  it('updates a stored job’s target by merging, one update at a time', async () => {
    const store = new JobStore(openKeyv());
    await store.save(job('j1', { delivered: true, state: 'completed' }));
    await Promise.all([
      store.updateTarget('j1', { messageId: 'm1' }),
      store.updateTarget('j1', { token: 'x' }),
    ]);
    expect((await store.get('j1'))?.target).toEqual({
      channelId: 'c1',
      messageId: 'm1',
      token: 'x',
    });
    expect(await store.updateTarget('nope', {})).toBeUndefined();
  });

  it('deletes a job and its index entry, and prunes index entries whose job is gone', async () => {
    const keyv = openKeyv();
    const store = new JobStore(keyv);
    await store.save(job('j1'));
    await store.save(job('j2'));
    await store.delete('j1');
    await keyv.set('jobs:active', ['j2', 'ghost']);
    const fresh = new JobStore(keyv);
    expect((await fresh.listUnfinished()).map((j) => j.id)).toEqual(['j2']);
    expect(await keyv.get('jobs:active')).toEqual(['j2']);
  });
});
