import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { JobLine, waitingWith } from '../../../src/jobs/line/job-line.js';
import type { LaneCapacity, LineClaim, NewLineEntry } from '../../../src/jobs/line/line-entry.js';
import { LineLanes } from '../../../src/jobs/line/line-lanes.js';
import { MemoryLineStore } from '../../../src/jobs/line/memory-line-store.js';
import { SharedLineStore } from '../../../src/jobs/line/shared-line-store.js';
import type { Stores } from '../../../src/store/create-stores.js';
import { connectRedis } from '../../helpers/redis-client.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { FakePool, registryWith } from '../../jobs/line/fake-pool.js';
import { useRedisStores } from '../helpers/redis-stores.js';

/** The lane of the fake pool's backend (`comfyui`). */
const LANE = 'pool:comfyui';
const ORDER_LANE = 'pool:order';
const IDLE_LANE = 'pool:idle';
/** Long enough that no renewal fires during a test unless it asks for one: the clock is the test's. */
const LEASE_MS = 60_000;
/** A lease that outlasts a test whose clock runs on. */
const FOREVER_MS = 1e12;

/** A process's shared lines on `stores`, its leases on `clock`. */
function linesOf(stores: Stores, clock: { now: number }, leaseMs = LEASE_MS) {
  const lines = stores.shared.lines?.({ leaseMs, now: () => clock.now });
  if (!lines) throw new Error('Redis has shared lines');
  return new SharedLineStore(lines);
}

/** A process's `JobLine` over `pool` on `store`, and the jobs it was told to run. */
function processLine(
  store: SharedLineStore,
  pool: FakePool,
  clock: { now: number },
  dispatched: string[] = [],
) {
  const line = new JobLine({
    store,
    lanes: new LineLanes(registryWith(pool), 1),
    scopeWeight: () => 1,
    rules: {},
    owner: store.owner,
    now: () => clock.now,
    logger: createLogger({ level: 'silent' }),
    dispatched: (jobId, server) => dispatched.push(`${jobId}@${server}`),
    placed: () => undefined,
  });
  const job = (id: string, userId: string, scope = 'guild-1') => ({
    id,
    scope,
    userId,
    backend: 'comfyui',
    request: { prompt: 'a lighthouse', width: 512, height: 512, steps: 20 },
    createdAt: clock.now,
  });
  return { line, dispatched, job };
}

const entry = (jobId: string, member: string, owner: string, at: number): NewLineEntry => ({
  jobId,
  scope: member.startsWith('a') ? 'guild-a' : 'guild-b',
  member,
  cost: 1 + (jobId.length % 3),
  memberWeight: member === 'bob' ? 2 : 1,
  scopeWeight: 1,
  enqueuedAt: at,
  owner,
});

const oneSlot: LaneCapacity = { servers: [{ id: 'gpu1', slots: 1, up: true }] };

describe.skipIf(!redisServerInstalled)('the fair line on Redis (SharedLineStore)', () => {
  const redis = useRedisStores();

  it("dispatches in the order one process would, its flows and GPUs' models kept in Redis", async () => {
    const clock = { now: 1_000_000 };
    const shared = linesOf(await redis.open(), clock, FOREVER_MS);
    const memory = new MemoryLineStore();
    const plain = new MemoryLineStore();
    const rules = { modelWaitMs: 14_000 };
    const capacity: LaneCapacity = {
      servers: [
        { id: 'gpu1', slots: 1, up: true },
        { id: 'gpu2', slots: 2, up: true },
      ],
    };
    const members = ['alice', 'ann', 'bob', 'bea', 'carl'];
    const order = { memory: [] as string[], shared: [] as string[], plain: [] as string[] };
    let running: string[] = [];
    for (let step = 0; step < 60; step += 1) {
      clock.now += 7_000;
      const member = members[(step * 7) % members.length] as string;
      const model = step % 3 === 0 ? 'special' : 'base';
      const added = [{ ...entry(`j${step}`, member, shared.owner, clock.now), model }];
      if (step % 4 === 0)
        added.push({ ...entry(`j${step}b`, member, shared.owner, clock.now), model });
      await memory.enqueue(ORDER_LANE, added);
      await shared.enqueue(ORDER_LANE, added);
      await plain.enqueue(ORDER_LANE, added);
      if (step % 3 === 0 && running.length > 0) {
        const done = running.shift() as string;
        expect((await shared.release(ORDER_LANE, done))?.jobId).toBe(done);
        await memory.release(ORDER_LANE, done);
        await plain.release(ORDER_LANE, done);
      }
      if (step === 30) {
        expect(await shared.withdraw(ORDER_LANE, 'j29')).toBe(true);
        await memory.withdraw(ORDER_LANE, 'j29');
        await plain.withdraw(ORDER_LANE, 'j29');
      }
      const fromMemory = await memory.dispatch(ORDER_LANE, capacity, clock.now, rules);
      const fromShared = await shared.dispatch(ORDER_LANE, capacity, clock.now, rules);
      const fromPlain = await plain.dispatch(ORDER_LANE, capacity, clock.now, { modelWaitMs: 0 });
      order.memory.push(...fromMemory.map((claim) => `${claim.jobId}@${claim.server}`));
      order.shared.push(...fromShared.map((claim) => `${claim.jobId}@${claim.server}`));
      order.plain.push(...fromPlain.map((claim) => claim.jobId));
      running = [...running, ...fromShared.map((claim) => claim.jobId)];
    }
    expect(order.shared.length).toBeGreaterThan(20);
    expect(order.shared).toEqual(order.memory);
    // The GPUs' loaded models changed the order, the same way on Redis as in one process.
    expect(
      order.memory.map((claim) => claim.split('@')[0]).slice(0, order.plain.length),
    ).not.toEqual(order.plain);
    const state = await shared.read(ORDER_LANE);
    const kept = await memory.read(ORDER_LANE);
    expect([...state.entries.keys()].sort()).toEqual([...kept.entries.keys()].sort());
    expect(state.clock).toBeCloseTo(kept.clock, 9);
    expect(state.loaded.size).toBe(2);
    expect([...state.loaded]).toEqual([...kept.loaded]);
    expect([...state.passed]).toEqual([...kept.passed]);
  });

  it("keeps the GPUs' loaded models once the lane is idle, as one process does, and restarts its flows", async () => {
    const clock = { now: 1_000_000 };
    const shared = linesOf(await redis.open(), clock, FOREVER_MS);
    const memory = new MemoryLineStore();
    const twoGpus: LaneCapacity = {
      servers: [
        { id: 'gpu1', slots: 1, up: true },
        { id: 'gpu2', slots: 1, up: true },
      ],
    };
    const added = [
      { ...entry('j1', 'alice', shared.owner, clock.now), model: 'special' },
      { ...entry('j2', 'bob', shared.owner, clock.now), model: 'base' },
    ];
    for (const store of [shared, memory]) {
      await store.enqueue(IDLE_LANE, added);
      expect(await store.dispatch(IDLE_LANE, twoGpus, clock.now)).toHaveLength(2);
      for (const { jobId } of added) await store.release(IDLE_LANE, jobId);
    }
    const idle = await shared.read(IDLE_LANE);
    expect(idle.entries.size + idle.claims.size).toBe(0);
    expect([...idle.loaded].sort()).toEqual([
      ['gpu1', 'special'],
      ['gpu2', 'base'],
    ]);
    expect([...idle.loaded].sort()).toEqual([...(await memory.read(IDLE_LANE)).loaded].sort());
    expect(idle.scopes.size).toBe(0);
    expect(idle.clock).toBe(0);
  });

  it('gives one free slot to one of two processes dispatching at once, never both', async () => {
    const clock = { now: 1_000_000 };
    const stores = [await redis.open(), await redis.open()];
    const [a, b] = stores.map((each) => linesOf(each, clock)) as [SharedLineStore, SharedLineStore];
    const lane = 'pool:race';
    for (let round = 0; round < 20; round += 1) {
      await a.enqueue(lane, [entry(`a${round}`, 'alice', a.owner, clock.now)]);
      await b.enqueue(lane, [entry(`b${round}`, 'bob', b.owner, clock.now)]);
      const claims = (
        await Promise.all([a, b, a, b].map((store) => store.dispatch(lane, oneSlot, clock.now)))
      ).flat();
      expect(claims).toHaveLength(1);
      const [claim] = claims as [LineClaim];
      const owner = claim.owner === a.owner ? a : b;
      expect(await owner.release(lane, claim.jobId)).toMatchObject({ jobId: claim.jobId });
      const rest = (
        await Promise.all([b, a].map((store) => store.dispatch(lane, oneSlot, clock.now)))
      ).flat();
      expect(rest).toHaveLength(1);
      expect(rest[0]?.jobId).not.toBe(claim.jobId);
      await (rest[0]?.owner === a.owner ? a : b).release(lane, rest[0]?.jobId ?? '');
    }
  });

  it("runs each job of two processes' JobLines once on one slot, the owner told by the other", async () => {
    const clock = { now: 1_000_000 };
    const pool = new FakePool(['gpu1', 1]);
    const [first, second] = [await redis.open(), await redis.open()];
    const ran: string[] = [];
    const a = processLine(linesOf(first, clock), pool, clock, ran);
    const b = processLine(linesOf(second, clock), pool, clock, ran);
    await Promise.all([
      a.line.enqueue([a.job('a1', 'alice'), a.job('a2', 'alice')]),
      b.line.enqueue([b.job('b1', 'bob'), b.job('b2', 'bob')]),
    ]);
    expect(ran).toHaveLength(1);
    for (let count = 1; count < 4; count += 1) {
      const id = ran.at(-1)?.split('@')[0] as string;
      // The job's owner ends it; the other process hears of its own next turn from Redis.
      await (id.startsWith('a') ? a : b).line.release(id, { completed: true });
      await vi.waitFor(() => expect(ran).toHaveLength(count + 1), { timeout: 5_000 });
    }
    expect([...ran].sort()).toEqual(['a1@gpu1', 'a2@gpu1', 'b1@gpu1', 'b2@gpu1']);
    // Members took turns across the processes: alice, bob, alice, bob (or bob first).
    const owners = ran.map((run) => run[0]);
    expect(owners[0]).not.toBe(owners[1]);
    expect(owners[1]).not.toBe(owners[2]);
    a.line.close();
    b.line.close();
  });

  it("admits a request against every process's jobs on the pool: another's running and waiting ones leave no slot free", async () => {
    const clock = { now: 1_000_000 };
    const pool = new FakePool(['gpu1', 1], ['gpu2', 1]);
    const raw = await connectRedis(redis.url);
    await raw.flushAll();
    raw.destroy();
    const [first, second] = [await redis.open(), await redis.open()];
    const a = processLine(linesOf(first, clock), pool, clock);
    const b = processLine(linesOf(second, clock), pool, clock);
    expect(await b.line.room('guild-2', 'comfyui')).toEqual({ waiting: 0, free: 2 });
    await a.line.enqueue([a.job('a1', 'alice')]);
    // One GPU runs process a's job: one slot left for guild-2's next image, on process b.
    expect(await b.line.room('guild-2', 'comfyui')).toEqual({ waiting: 0, free: 1 });
    await a.line.enqueue([a.job('a2', 'alice'), a.job('a3', 'alice')]);
    // Both run or wait elsewhere: guild-2's next image on b waits, its place counted.
    const room = await b.line.room('guild-2', 'comfyui');
    expect(room).toEqual({ waiting: 0, free: 0 });
    expect(waitingWith(room, 2)).toBe(2);
    a.line.close();
    b.line.close();
  });

  it("keeps the slot of a running job handed to its shard's next holder: its GPU is given nothing else meanwhile", async () => {
    const clock = { now: Date.now() };
    const pool = new FakePool(['gpu1', 1]);
    const raw = await connectRedis(redis.url);
    await raw.flushAll();
    raw.destroy();
    const ran: string[] = [];
    // Leases of 300 ms on the real clock: each process sweeps its claims every 100 ms (closed at
    // the end: their heartbeats would forget those of the tests after, on their own clocks).
    const stores = [await redis.open(), await redis.open()] as const;
    const a = processLine(linesOf(stores[0], clock, 300), pool, clock, ran);
    const b = processLine(linesOf(stores[1], clock, 300), pool, clock, ran);
    const handed = a.job('a1', 'alice');
    await a.line.enqueue([handed]);
    await b.line.enqueue([b.job('b1', 'bob')]);
    expect(ran).toEqual(['a1@gpu1']);
    // The shard of a1 moves to process b while gpu1 runs it: a sweeps its claims many times.
    await a.line.handOver('a1');
    await new Promise((done) => setTimeout(done, 600));
    expect(ran).toEqual(['a1@gpu1']);
    // b resumes a1 on the server it runs on, then it ends there: only then does b1 get gpu1.
    await b.line.occupy({ ...handed, server: 'gpu1' });
    await new Promise((done) => setTimeout(done, 300));
    expect(ran).toEqual(['a1@gpu1']);
    await b.line.release('a1', { completed: true });
    await vi.waitFor(() => expect(ran).toEqual(['a1@gpu1', 'b1@gpu1']), { timeout: 5_000 });
    a.line.close();
    b.line.close();
    await Promise.all(stores.map((opened) => opened.close()));
  });

  it("frees a killed process's slot when its claim's lease lapses, not before", async () => {
    const clock = { now: 1_000_000 };
    const [killed, survivor] = [
      linesOf(await redis.open(), clock),
      linesOf(await redis.open(), clock, FOREVER_MS),
    ];
    const lane = 'pool:killed';
    await killed.enqueue(lane, [entry('k1', 'alice', killed.owner, clock.now)]);
    expect(await killed.dispatch(lane, oneSlot, clock.now)).toMatchObject([{ jobId: 'k1' }]);
    // Killed: it renews nothing from now on.
    await survivor.enqueue(lane, [entry('s1', 'bob', survivor.owner, clock.now)]);
    clock.now += LEASE_MS - 1;
    expect(await survivor.dispatch(lane, oneSlot, clock.now)).toEqual([]);
    clock.now += 2;
    expect(await survivor.dispatch(lane, oneSlot, clock.now)).toMatchObject([
      { jobId: 's1', server: 'gpu1' },
    ]);
    expect([...(await survivor.read(lane)).claims.keys()]).toEqual(['s1']);
  });

  it("skips a dead process's waiting entries, older ones too, and leaves them out of places", async () => {
    const clock = { now: 1_000_000 };
    const [dead, alive] = [
      linesOf(await redis.open(), clock),
      linesOf(await redis.open(), clock, FOREVER_MS),
    ];
    const lane = 'pool:dead';
    await dead.enqueue(lane, [entry('d1', 'alice', dead.owner, clock.now)]);
    clock.now += 1_000;
    await alive.enqueue(lane, [entry('l1', 'bob', alive.owner, clock.now)]);
    // The dead process's heartbeat lapses (killed: it renews nothing).
    clock.now += LEASE_MS;
    await alive.enqueue(lane, [entry('l2', 'bob', alive.owner, clock.now)]);
    expect([...(await alive.read(lane)).entries.keys()].sort()).toEqual(['l1', 'l2']);
    expect(await alive.dispatch(lane, oneSlot, clock.now)).toMatchObject([{ jobId: 'l1' }]);
    // Its shard's new holder adds the job again: it keeps its arrival, and runs first.
    await alive.enqueue(lane, [{ ...entry('d1', 'alice', alive.owner, clock.now) }]);
    await alive.release(lane, 'l1');
    expect(await alive.dispatch(lane, oneSlot, clock.now)).toMatchObject([
      { jobId: 'd1', owner: alive.owner },
    ]);
  });

  it("lines up again a job given to a process that died before running it, once its shard's new holder adds it", async () => {
    const clock = { now: 1_000_000 };
    const [dead, successor] = [
      linesOf(await redis.open(), clock),
      linesOf(await redis.open(), clock, FOREVER_MS),
    ];
    const lane = 'pool:handover';
    await dead.enqueue(lane, [entry('h1', 'alice', dead.owner, clock.now)]);
    // Another process's dispatch gives it the slot; its owner dies before it sends anything.
    expect(await successor.dispatch(lane, oneSlot, clock.now)).toMatchObject([
      { jobId: 'h1', owner: dead.owner },
    ]);
    await successor.enqueue(lane, [entry('h1', 'alice', successor.owner, clock.now)]);
    expect(await successor.dispatch(lane, oneSlot, clock.now)).toMatchObject([
      { jobId: 'h1', owner: successor.owner },
    ]);
    // Its own claim is left as it is when it adds the job again.
    await successor.enqueue(lane, [entry('h1', 'alice', successor.owner, clock.now)]);
    expect([...(await successor.read(lane)).claims.keys()]).toEqual(['h1']);
    expect((await successor.read(lane)).entries.size).toBe(0);
  });

  it('lets only the owner withdraw its entry or free its claim', async () => {
    const clock = { now: 1_000_000 };
    const [owner, other] = [linesOf(await redis.open(), clock), linesOf(await redis.open(), clock)];
    const lane = 'pool:owned';
    await owner.enqueue(lane, [entry('o1', 'alice', owner.owner, clock.now)]);
    await owner.enqueue(lane, [entry('o2', 'alice', owner.owner, clock.now)]);
    expect(await other.withdraw(lane, 'o2')).toBe(false);
    expect(await other.dispatch(lane, oneSlot, clock.now)).toMatchObject([{ jobId: 'o1' }]);
    expect(await other.release(lane, 'o1')).toBeUndefined();
    expect(await owner.release(lane, 'o1')).toMatchObject({ jobId: 'o1', owner: owner.owner });
    expect(await owner.withdraw(lane, 'o2')).toBe(true);
  });

  it("does not commit a dispatch read before an erased member's entry was forgotten", async () => {
    const clock = { now: 1_000_000 };
    const stores = await redis.open();
    const store = linesOf(stores, clock);
    const lines = stores.shared.lines?.({ leaseMs: LEASE_MS, now: () => clock.now });
    if (!lines) throw new Error('Redis has shared lines');
    const lane = 'pool:erased';
    await store.enqueue(lane, [entry('e1', 'a-123456789', store.owner, clock.now)]);
    const read = await lines.read(lane);
    const [waiting] = read.entries;

    await stores.shared.forgetMentions((text) => text.includes('123456789'));

    const committed = await lines.commit(lane, {
      version: read.version,
      at: read.at,
      clock: read.clock,
      turns: read.turns + 1,
      expired: [],
      claims: [{ jobId: 'e1', owner: store.owner, data: waiting?.data ?? '' }],
      flows: {},
      forget: [],
    });
    expect(committed).toBe(false);
    const after = await lines.read(lane);
    expect(after.entries).toEqual([]);
    expect(after.claims).toEqual([]);
    expect(after.version).toBeGreaterThan(read.version);
  });

  it("tells a process of its job's slot at the next sweep when no message reached it", async () => {
    const clock = { now: Date.now() };
    // Both servers down: this process dispatches nothing itself.
    const pool = new FakePool(['gpu1', 1, 'down'], ['gpu2', 1, 'down']);
    const store = linesOf(await redis.open(), clock, 300);
    const { line, dispatched, job } = processLine(store, pool, clock);
    await line.enqueue([job('w1', 'alice')]);
    expect(dispatched).toEqual([]);
    // Another process's dispatch whose message was lost: the claim is in Redis, nothing published.
    const raw = await connectRedis(redis.url);
    const claim: LineClaim = {
      jobId: 'w1',
      server: 'gpu1',
      owner: store.owner,
      scope: 'guild-1',
      cost: 5.24288,
      at: clock.now,
    };
    await raw
      .multi()
      .hDel(`imagine:line:${LANE}:entries`, 'w1')
      .hSet(
        `imagine:line:${LANE}:claims`,
        'w1',
        `${clock.now + 300}|${store.owner}|${JSON.stringify(claim)}`,
      )
      .exec();
    raw.destroy();
    await vi.waitFor(() => expect(dispatched).toEqual(['w1@gpu1']), { timeout: 5_000 });
    line.close();
  });
});
