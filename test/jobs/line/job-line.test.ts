import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import type { LineRules } from '../../../src/jobs/line/fair-choice.js';
import { JobLine, waitingWith } from '../../../src/jobs/line/job-line.js';
import type { LineClaim } from '../../../src/jobs/line/line-entry.js';
import { LineLanes } from '../../../src/jobs/line/line-lanes.js';
import { LINE_PLACES } from '../../../src/jobs/line/line-projection.js';
import type { LineStore } from '../../../src/jobs/line/line-store.js';
import { MemoryLineStore } from '../../../src/jobs/line/memory-line-store.js';
import { FakePool, registryWith } from './fake-pool.js';

type LineJob = Pick<
  GenerationJob,
  'id' | 'scope' | 'userId' | 'backend' | 'request' | 'createdAt' | 'server' | 'taskId'
>;

/** A line over `pool` (backend `comfyui`) and the original service's scope lanes of `scopeSlots`. */
function lineOver(pool: FakePool, scopeSlots = 1, rules: LineRules = {}) {
  const dispatched: [string, string | undefined][] = [];
  const places = new Map<string, { place: number; startsAt: number | undefined }>();
  const clock = { now: 1_000_000 };
  const line = new JobLine({
    store: new MemoryLineStore(),
    lanes: new LineLanes(registryWith(pool), scopeSlots),
    scopeWeight: () => 1,
    rules,
    owner: 'p1',
    now: () => clock.now,
    logger: createLogger({ level: 'silent' }),
    dispatched: (jobId, server) => dispatched.push([jobId, server]),
    placed: (jobId, place, startsAt) => places.set(jobId, { place, startsAt }),
  });
  const job = (id: string, userId: string, scope = 'guild-1', extra: Partial<LineJob> = {}) => ({
    id,
    scope,
    userId,
    backend: 'comfyui',
    request: { prompt: 'a lighthouse', width: 512, height: 512, steps: 20 },
    createdAt: clock.now,
    ...extra,
  });
  const settle = () => new Promise((done) => setTimeout(done, 5));
  return { line, dispatched, places, clock, job, settle };
}

describe('JobLine', () => {
  it("runs a pooled backend's jobs on its servers' slots, across scopes, a down server given none", async () => {
    const pool = new FakePool(['gpu1', 1], ['gpu2', 1, 'down']);
    const { line, dispatched, job, settle } = lineOver(pool);
    await line.enqueue([job('a1', 'alice', 'guild-a'), job('b1', 'bob', 'guild-b')]);
    expect(dispatched).toEqual([['a1', 'gpu1']]);
    expect(line.list('guild-b')).toEqual({ running: [], waiting: ['b1'] });

    pool.set('gpu2', 'up');
    await settle();
    expect(dispatched).toEqual([
      ['a1', 'gpu1'],
      ['b1', 'gpu2'],
    ]);
    await line.enqueue([job('a2', 'alice', 'guild-a')]);
    expect(dispatched).toHaveLength(2);
    await line.release('b1', { completed: true });
    expect(dispatched.at(-1)).toEqual(['a2', 'gpu2']);
  });

  it('sends a job only the servers that have its model, and lets others pass it meanwhile', async () => {
    const pool = new FakePool(['gpu1', 1], ['gpu2', 1]);
    pool.models.set('rare', ['gpu2']);
    const { line, dispatched, job } = lineOver(pool);
    await line.enqueue([job('busy', 'dave')]);
    await line.enqueue([job('busy2', 'erin')]);
    const rare = { prompt: 'x', model: 'rare' };
    await line.enqueue([job('rare', 'alice', 'guild-1', { request: rare }), job('any', 'bob')]);
    await line.release('busy');
    expect(dispatched.at(-1)).toEqual(['any', 'gpu1']);
    await line.release('busy2');
    expect(dispatched.at(-1)).toEqual(['rare', 'gpu2']);
  });

  it("keeps a GPU on the model it has loaded ahead of another's fair turn, for FAIR_MODEL_WAIT_MS", async () => {
    const pool = new FakePool(['gpu1', 1], ['gpu2', 1]);
    const { line, dispatched, job, clock } = lineOver(pool, 1, { modelWaitMs: 5_000 });
    const model = (name: string) => ({ request: { prompt: 'x', model: name } });
    await line.enqueue([job('warm-a', 'alice', 'guild-1', model('a'))]);
    await line.enqueue([job('warm-b', 'bob', 'guild-1', model('b'))]);
    clock.now += 1_000;
    await line.enqueue([job('b2', 'carol', 'guild-1', model('b'))]);
    clock.now += 1_000;
    await line.enqueue([
      job('a2', 'dave', 'guild-1', model('a')),
      job('a3', 'dave', 'guild-1', model('a')),
    ]);
    await line.release('warm-a');
    expect(dispatched.at(-1)).toEqual(['a2', 'gpu1']);
    clock.now += 6_000;
    await line.release('a2');
    // carol's image of model b was passed over 6 s ago: past the bound, it goes, gpu1 switching.
    expect(dispatched.at(-1)).toEqual(['b2', 'gpu1']);
  });

  it('keeps a job whose only server is down waiting, never sent to one without its model, and runs it there once it is back', async () => {
    const pool = new FakePool(['gpu1', 1], ['gpu2', 1]);
    pool.models.set('rare', ['gpu2']);
    const { line, dispatched, job, settle } = lineOver(pool);
    await line.enqueue([job('busy', 'dave')]);
    await line.enqueue([job('busy2', 'erin')]);
    pool.set('gpu2', 'down');
    await line.enqueue([
      job('rare', 'alice', 'guild-1', { request: { prompt: 'x', model: 'rare' } }),
    ]);
    await line.release('busy');
    await line.release('busy2');
    await settle();
    expect(dispatched).toEqual([
      ['busy', 'gpu1'],
      ['busy2', 'gpu2'],
    ]);
    expect(line.list('guild-1').waiting).toEqual(['rare']);
    pool.set('gpu2', 'up');
    await settle();
    expect(dispatched.at(-1)).toEqual(['rare', 'gpu2']);
  });

  it("gives a hosted backend's scope its own slots, fair among its members", async () => {
    const { line, dispatched, job } = lineOver(new FakePool(['gpu1', 1]), 1);
    const hosted = (id: string, userId: string, scope = 'guild-1') => ({
      ...job(id, userId, scope),
      backend: undefined,
    });
    await line.enqueue(['a1', 'a2', 'a3', 'a4'].map((id) => hosted(id, 'alice')));
    await line.enqueue([hosted('b1', 'bob'), hosted('c1', 'carol', 'guild-2')]);
    expect(dispatched).toEqual([
      ['a1', undefined],
      ['c1', undefined],
    ]);
    expect(waitingWith(await line.room('guild-1'), 2)).toBe(6);
    expect(waitingWith(await line.room('guild-3'), 2)).toBe(1);
    await line.release('a1', { completed: true });
    expect(dispatched.at(-1)).toEqual(['b1', undefined]);
    expect(line.queues()).toEqual({ waiting: 3, scopes: 1, longest: 3 });
    await line.enqueue([hosted('a2', 'alice')]);
    expect(line.list('guild-1')).toEqual({ running: ['b1'], waiting: ['a2', 'a3', 'a4'] });
    expect(() => new LineLanes(registryWith(new FakePool()), 0)).toThrow(RangeError);
  });

  it('holds a resumed job on the server it ran on, whatever the free slots', async () => {
    const pool = new FakePool(['gpu1', 1], ['gpu2', 1]);
    pool.tasks.set('gpu2|t9', 'gpu2');
    const { line, dispatched, job } = lineOver(pool);
    await line.occupy(job('sent', 'alice', 'guild-1', { server: 'gpu1', taskId: 'gpu1|t1' }));
    await line.occupy(job('older', 'alice', 'guild-1', { taskId: 'gpu2|t9' }));
    await line.enqueue([job('new', 'bob')]);
    expect(dispatched).toEqual([]);
    expect(line.list('guild-1').running).toEqual(['sent', 'older']);
    await line.release('older');
    expect(dispatched).toEqual([['new', 'gpu2']]);
  });

  it('tells each waiting job its place and, once a job finished, when it should start', async () => {
    const { line, places, clock, job } = lineOver(new FakePool(['gpu1', 1]));
    await line.enqueue(['a1', 'a2', 'a3'].map((id) => job(id, 'alice')));
    await line.enqueue([job('b1', 'bob')]);
    expect([...places].map(([id, { place }]) => [id, place])).toEqual([
      ['a2', 2],
      ['a3', 3],
      ['b1', 1],
    ]);
    expect(places.get('b1')?.startsAt).toBeUndefined();
    clock.now += 10_000;
    await line.release('a1', { completed: true });
    // b1 runs now; 5.24 cost units took 10 s: a2 starts when b1 has, a3 after a2.
    const shown = (id: string) => {
      const { place, startsAt = Number.NaN } = places.get(id) ?? { place: 0 };
      return [place, Math.round(startsAt - clock.now)];
    };
    expect(shown('a2')).toEqual([1, 10_000]);
    expect(shown('a3')).toEqual([2, 20_000]);
  });

  it('tells a job only one server can run when that server frees, not when any would', async () => {
    const pool = new FakePool(['gpu1', 1], ['gpu2', 1]);
    pool.models.set('rare', ['gpu1']);
    const { line, dispatched, places, clock, job } = lineOver(pool);
    await line.enqueue([job('a1', 'alice'), job('b1', 'bob')]);
    clock.now += 10_000;
    await line.release('b1', { completed: true });
    const rare = { prompt: 'a heron', width: 512, height: 512, steps: 20, model: 'rare' };
    await line.enqueue([job('r1', 'carol', 'guild-1', { request: rare }), job('d1', 'dave')]);
    await line.enqueue([job('e1', 'erin')]);
    expect(dispatched.at(-1)).toEqual(['d1', 'gpu2']);
    const shown = (id: string) => {
      const { place, startsAt = Number.NaN } = places.get(id) ?? { place: 0 };
      return [place, Math.round(startsAt - clock.now)];
    };
    // a1 on gpu1 is past its 10 s, thought to need 1 s more: carol's waits for it, not for the
    // pool's average; erin's goes to gpu2 once dave's 10 s are done.
    expect(shown('r1')).toEqual([1, 1_000]);
    expect(shown('e1')).toEqual([2, 10_000]);
  });

  it('tells a job past the projected places that it waits behind them all', async () => {
    const { line, places, job } = lineOver(new FakePool(['gpu1', 1]));
    const flood = Array.from({ length: LINE_PLACES + 5 }, (_, index) => job(`f${index}`, 'flood'));
    await line.enqueue(flood);
    expect(places.get(`f${LINE_PLACES}`)?.place).toBe(LINE_PLACES);
    expect(places.get(`f${LINE_PLACES + 4}`)?.place).toBe(LINE_PLACES + 1);
  });

  it('withdraws a waiting job; one a dispatch took is told as on its way', async () => {
    const { line, dispatched, job } = lineOver(new FakePool(['gpu1', 1]));
    await line.enqueue([job('a1', 'alice'), job('b1', 'bob')]);
    expect(await line.withdraw('b1')).toBe('withdrawn');
    expect(await line.withdraw('b1')).toBe('not-waiting');
    expect(await line.withdraw('a1')).toBe('not-waiting');
    expect(line.waiting('guild-1')).toBe(0);
    await line.release('a1');
    expect(dispatched).toEqual([['a1', 'gpu1']]);
  });

  it("runs a job another process's dispatch gave a slot when the store tells it, once", async () => {
    const memory = new MemoryLineStore();
    let tell: ((lane: string, claims: readonly LineClaim[]) => void) | undefined;
    // A shared store's dispatches elsewhere: this process only hears of them.
    const store: LineStore = {
      enqueue: (lane, entries) => memory.enqueue(lane, entries),
      withdraw: (lane, jobId) => memory.withdraw(lane, jobId),
      occupy: (lane, claim) => memory.occupy(lane, claim),
      release: (lane, jobId) => memory.release(lane, jobId),
      read: (lane) => memory.read(lane),
      dispatch: async () => [],
      watch: (_owner, claimed) => {
        tell = claimed;
        return () => {
          tell = undefined;
        };
      },
    };
    const dispatched: string[] = [];
    const line = new JobLine({
      store,
      lanes: new LineLanes(registryWith(new FakePool(['gpu1', 1])), 1),
      scopeWeight: () => 1,
      rules: {},
      owner: 'p1',
      now: () => 1_000,
      logger: createLogger({ level: 'silent' }),
      dispatched: (jobId, server) => dispatched.push(`${jobId}@${server}`),
      placed: () => undefined,
    });
    const request = { prompt: 'a lighthouse' };
    const job = {
      id: 'j1',
      scope: 'g',
      userId: 'alice',
      backend: 'comfyui',
      request,
      createdAt: 0,
    };
    await line.enqueue([job]);
    expect(dispatched).toEqual([]);
    const claims = await memory.dispatch(
      'pool:comfyui',
      { servers: [{ id: 'gpu1', slots: 1, up: true }] },
      1_000,
    );
    tell?.('pool:comfyui', claims);
    tell?.('pool:comfyui', claims);
    expect(dispatched).toEqual(['j1@gpu1']);
    line.close();
    expect(tell).toBeUndefined();
  });
});
