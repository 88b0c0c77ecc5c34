import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { JobLine } from '../../../src/jobs/line/job-line.js';
import { LineLanes } from '../../../src/jobs/line/line-lanes.js';
import type { DispatchedSlot, ReleasedSlot } from '../../../src/jobs/line/line-watch.js';
import { MemoryLineStore } from '../../../src/jobs/line/memory-line-store.js';
import { poolLoadOf } from '../../../src/jobs/line/pool-load.js';
import { FakePool, registryWith } from './fake-pool.js';
import { entry, laneWith } from './lane-kit.js';

/** A line over `pool` (backend `comfyui`) telling a watch of its dispatches and freed slots. */
function watchedLine(pool: FakePool) {
  const dispatched: DispatchedSlot[] = [];
  const released: ReleasedSlot[] = [];
  const clock = { now: 1_000_000 };
  const line = new JobLine({
    store: new MemoryLineStore(),
    lanes: new LineLanes(registryWith(pool), 1),
    scopeWeight: () => 1,
    rules: {},
    owner: 'p1',
    now: () => clock.now,
    logger: createLogger({ level: 'silent' }),
    dispatched: () => undefined,
    placed: () => undefined,
    watch: {
      dispatched: (slot) => dispatched.push(slot),
      released: (slot) => released.push(slot),
    },
  });
  const job = (id: string, userId: string, scope = 'guild-1', backend?: string) => ({
    id,
    scope,
    userId,
    ...(backend === undefined ? { backend: 'comfyui' } : backend === '' ? {} : { backend }),
    request: { prompt: 'a lighthouse', width: 512, height: 512, steps: 20 },
    createdAt: clock.now,
  });
  return { line, dispatched, released, clock, job };
}

describe('poolLoadOf', () => {
  it("counts each server's slots taken by the lane's claims, and the scope's waiting entries apart", () => {
    const state = laneWith(
      entry('a', 'alice', 'guild-a'),
      entry('b', 'bob', 'guild-b'),
      entry('c', 'carol', 'guild-a'),
    );
    for (const [jobId, server] of [
      ['r1', 'gpu1'],
      ['r2', 'gpu1'],
      ['r3', 'gpu3'],
    ] as const) {
      state.claims.set(jobId, { jobId, server, owner: 'p2', scope: 'guild-b', cost: 1, at: 0 });
    }
    const pool = new FakePool(['gpu1', 2], ['gpu2', 1], ['gpu3', 1, 'down']);
    expect(poolLoadOf('comfyui', pool.servers(), state, 'guild-a')).toEqual({
      backend: 'comfyui',
      servers: [
        { id: 'gpu1', label: 'gpu1', slots: 2, state: 'up', taken: 2 },
        { id: 'gpu2', label: 'gpu2', slots: 1, state: 'up', taken: 0 },
        { id: 'gpu3', label: 'gpu3', slots: 1, state: 'down', taken: 1 },
      ],
      waiting: 3,
      scopeWaiting: 2,
    });
    expect(poolLoadOf('comfyui', pool.servers(), state).scopeWaiting).toBe(0);
  });
});

describe('JobLine for the operators', () => {
  it("reads each pool's servers and line, every scope's, without a hosted backend's lanes", async () => {
    const pool = new FakePool(['gpu1', 1], ['gpu2', 1, 'down']);
    const { line, job } = watchedLine(pool);
    await line.enqueue([job('a1', 'alice', 'guild-a'), job('a2', 'alice', 'guild-a')]);
    await line.enqueue([job('b1', 'bob', 'guild-b'), job('h1', 'bob', 'guild-b', '')]);
    const [load] = await line.poolLoads('guild-a');
    expect(await line.poolLoads('guild-a')).toHaveLength(1);
    expect(load?.servers.map(({ id, state, taken }) => [id, state, taken])).toEqual([
      ['gpu1', 'up', 1],
      ['gpu2', 'down', 0],
    ]);
    expect(load).toMatchObject({ backend: 'comfyui', waiting: 2, scopeWaiting: 1 });
  });

  it("tells each dispatch's wait and member load, and each pool slot freed with the time it was held", async () => {
    const pool = new FakePool(['gpu1', 1]);
    const { line, dispatched, released, clock, job } = watchedLine(pool);
    await line.enqueue([job('f1', 'flood'), job('f2', 'flood'), job('f3', 'flood')]);
    await line.enqueue([job('f4', 'flood'), job('l1', 'light')]);
    clock.now += 30_000;
    await line.release('f1', { completed: true });
    clock.now += 12_000;
    await line.release('l1', { completed: false });
    expect(dispatched).toEqual([
      {
        jobId: 'f1',
        backend: 'comfyui',
        server: 'gpu1',
        waitedMs: 0,
        load: 'light',
        at: 1_000_000,
      },
      {
        jobId: 'l1',
        backend: 'comfyui',
        server: 'gpu1',
        waitedMs: 30_000,
        load: 'light',
        at: 1_030_000,
      },
      {
        jobId: 'f2',
        backend: 'comfyui',
        server: 'gpu1',
        waitedMs: 42_000,
        load: 'light',
        at: 1_042_000,
      },
    ]);
    expect(released).toEqual([
      { jobId: 'f1', backend: 'comfyui', server: 'gpu1', heldMs: 30_000, at: 1_030_000 },
      { jobId: 'l1', backend: 'comfyui', server: 'gpu1', heldMs: 12_000, at: 1_042_000 },
    ]);
    await line.release('f2');
    await line.release('f3');
    // The member's fourth image in the line when it joined: heavy.
    expect(dispatched.at(-1)).toMatchObject({ jobId: 'f4', load: 'heavy', waitedMs: 42_000 });
  });

  it("tells a hosted backend's dispatch without a server, and frees no pool slot", async () => {
    const { line, dispatched, released, job } = watchedLine(new FakePool(['gpu1', 1]));
    await line.enqueue([job('h1', 'alice', 'guild-1', '')]);
    await line.release('h1', { completed: true });
    expect(dispatched).toEqual([
      { jobId: 'h1', backend: 'image-service', waitedMs: 0, load: 'light', at: 1_000_000 },
    ]);
    expect(released).toEqual([]);
  });
});
