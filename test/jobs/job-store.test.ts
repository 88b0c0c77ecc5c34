import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Keyv } from 'keyv';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import { JobStore, type JobStoreKeyvs } from '../../src/jobs/job-store.js';
import { sqliteKeyv } from '../helpers/sqlite-file.js';

let dir: string;
let closes: (() => void)[];

function openKeyv(namespace: string): Keyv {
  const { keyv, close } = sqliteKeyv(join(dir, 'jobs.sqlite'), namespace);
  closes.push(close);
  return keyv;
}

/** The two namespaces the bot gives its job store, on one SQLite file. */
function openKeyvs(): JobStoreKeyvs {
  return { active: openKeyv('jobs-active'), kept: openKeyv('jobs') };
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
  closes = [];
});

afterEach(() => {
  for (const close of closes) close();
  rmSync(dir, { recursive: true, force: true });
});

describe('JobStore', () => {
  it('saves and reads back a job as plain JSON', async () => {
    const store = new JobStore(openKeyvs());
    await store.save(job('j1', { state: 'processing', taskId: 't1', progress: 40 }));
    expect(await store.get('j1')).toEqual(
      job('j1', { state: 'processing', taskId: 't1', progress: 40 }),
    );
    expect(await store.get('nope')).toBeUndefined();
  });

  it('lists undelivered jobs, oldest first, from a fresh connection', async () => {
    const store = new JobStore(openKeyvs());
    await Promise.all([
      store.save(job('j3')),
      store.save(job('j1', { state: 'processing', taskId: 't' })),
      store.save(job('j2', { state: 'completed', imageUrl: 'u' })),
    ]);
    const reopened = new JobStore(openKeyvs());
    expect((await reopened.listUnfinished()).map((j) => j.id)).toEqual(['j1', 'j2', 'j3']);
  });

  it('drops delivered jobs from the index but keeps them readable', async () => {
    const store = new JobStore(openKeyvs());
    await store.save(job('j1'));
    await store.save(job('j1', { state: 'completed', imageUrl: 'u', delivered: true }));
    expect(await store.listUnfinished()).toEqual([]);
    expect((await store.get('j1'))?.imageUrl).toBe('u');
  });

  it('expires delivered jobs after the retention period', async () => {
    const store = new JobStore(openKeyvs(), { retentionMs: 50 });
    await store.save(job('j1', { state: 'failed', delivered: true }));
    await store.save(job('j2'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.get('j1')).toBeUndefined();
    expect(await store.get('j2')).toBeDefined();
  });

  it('updates a stored job’s target by merging, one update at a time', async () => {
    const store = new JobStore(openKeyvs());
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

  it('deletes a job, delivered or not', async () => {
    const store = new JobStore(openKeyvs());
    await store.save(job('j1'));
    await store.save(job('j2', { state: 'completed', delivered: true }));
    await store.save(job('j3'));
    await store.delete({ id: 'j1', scope: 'g1' });
    await store.delete({ id: 'j2', scope: 'g1' });
    expect(await store.get('j1')).toBeUndefined();
    expect(await store.get('j2')).toBeUndefined();
    expect((await new JobStore(openKeyvs()).listUnfinished()).map((j) => j.id)).toEqual(['j3']);
  });

  it('lists a job delivered just before a crash as delivered (its active copy is dropped)', async () => {
    const keyvs = openKeyvs();
    const store = new JobStore(keyvs);
    await store.save(job('j1', { state: 'completed', imageUrl: 'u' }));
    await keyvs.kept.set(
      'job:j1',
      job('j1', { state: 'completed', imageUrl: 'u', delivered: true }),
    );
    const fresh = new JobStore(openKeyvs());
    expect(await fresh.listUnfinished()).toEqual([]);
    expect(await keyvs.active.get('job:j1')).toBeUndefined();
    expect((await fresh.get('j1'))?.delivered).toBe(true);
  });

  it('adopts the undelivered jobs of an earlier version’s index, then drops the index', async () => {
    const keyvs = openKeyvs();
    await keyvs.kept.set('job:j1', job('j1', { state: 'processing', taskId: 't1' }));
    await keyvs.kept.set('job:j2', job('j2', { state: 'completed', delivered: true }), 60_000);
    await keyvs.kept.set('jobs:active', ['j1', 'j2', 'ghost']);
    const store = new JobStore(keyvs);
    expect((await store.listUnfinished()).map((j) => [j.id, j.taskId])).toEqual([['j1', 't1']]);
    expect(await keyvs.kept.get('jobs:active')).toBeUndefined();
    expect(await keyvs.active.get('job:j1')).toMatchObject({ id: 'j1', taskId: 't1' });
    expect((await store.get('j2'))?.delivered).toBe(true);
  });

  it('writes one key per save, whatever the number of jobs in flight', async () => {
    const keyvs = openKeyvs();
    const store = new JobStore(keyvs);
    await Promise.all(Array.from({ length: 200 }, (_, i) => store.save(job(`j${i + 1}`))));
    const activeWrites = vi.spyOn(keyvs.active, 'set');
    const keptWrites = vi.spyOn(keyvs.kept, 'set');
    await store.save(job('j201'));
    expect(activeWrites.mock.calls.map(([key]) => key)).toEqual(['job:j201']);
    expect(keptWrites).not.toHaveBeenCalled();
    expect(await keyvs.kept.get('jobs:active')).toBeUndefined();
  });
});
