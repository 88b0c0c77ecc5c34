import { describe, expect, it } from 'vitest';
import { decideDispatch } from '../../../src/jobs/line/fair-choice.js';
import { AGING, IDLE_CREDIT } from '../../../src/jobs/line/fair-order.js';
import { addEntry, removeEntry } from '../../../src/jobs/line/lane-state.js';
import { dispatch, drain, entry, laneWith, release, servers } from './lane-kit.js';

const MINUTE = 60_000;
const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

describe('the fair choice', () => {
  it("takes members in turns: one member's twelfth image waits behind another's first", () => {
    const state = laneWith(...ids('a', 12).map((id) => entry(id, 'alice')));
    expect(dispatch(state, servers('gpu'), 0)).toEqual([{ jobId: 'a1', server: 'gpu' }]);
    addEntry(state, entry('b1', 'bob', 'guild-1', 5_000));
    addEntry(state, entry('b2', 'bob', 'guild-1', 5_000));
    release(state, 'a1');
    const order = drain(state, 10_000);
    expect(order.slice(0, 4)).toEqual(['b1', 'a2', 'b2', 'a3']);
    expect(order.at(-1)).toBe('a12');
  });

  it("gives a Discord server's weight to each of its members' turns", () => {
    const state = laneWith(
      ...ids('x', 40).map((id) => entry(id, 'xena', 'guild-x', 0, { scopeWeight: 2 })),
      ...ids('y', 40).map((id) => entry(id, 'yuri', 'guild-y', 0)),
    );
    const first = drain(state).slice(0, 30);
    const fromX = first.filter((id) => id.startsWith('x')).length;
    expect(fromX).toBeGreaterThanOrEqual(19);
    expect(fromX).toBeLessThanOrEqual(21);
  });

  it('gives each member waiting an equal turn, whichever Discord server they asked from', () => {
    const state = laneWith(
      ...ids('a', 20).map((id) => entry(id, 'alice', 'guild-a')),
      ...ids('m', 8).map((id) => entry(id, 'amy', 'guild-a')),
      ...ids('n', 8).map((id) => entry(id, 'ann', 'guild-a')),
      ...ids('b', 8).map((id) => entry(id, 'bob', 'guild-b')),
    );
    const first = drain(state).slice(0, 16);
    const count = (prefix: string) => first.filter((id) => id.startsWith(prefix)).length;
    // Four members waiting: a quarter each, not half the line for bob's server of one.
    for (const prefix of ['a', 'm', 'n', 'b']) {
      expect(count(prefix), prefix).toBeGreaterThanOrEqual(3);
      expect(count(prefix), prefix).toBeLessThanOrEqual(5);
    }
  });

  it('counts a Discord server by its members waiting times its weight', () => {
    const state = laneWith(
      ...ids('a', 20).map((id) => entry(id, 'alice', 'guild-a', 0, { scopeWeight: 3 })),
      ...ids('b', 20).map((id) => entry(id, 'bob', 'guild-b')),
      ...ids('c', 20).map((id) => entry(id, 'carol', 'guild-b')),
    );
    const first = drain(state).slice(0, 25);
    const fromA = first.filter((id) => id.startsWith('a')).length;
    // Shares 3 × 1 against 1 × 2: three fifths.
    expect(fromA).toBeGreaterThanOrEqual(14);
    expect(fromA).toBeLessThanOrEqual(16);
  });

  it("weighs a member's share by their weight, and a turn by its cost", () => {
    const state = laneWith(
      ...ids('p', 20).map((id) => entry(id, 'priority', 'guild-1', 0, { memberWeight: 2 })),
      ...ids('m', 20).map((id) => entry(id, 'member')),
      ...ids('h', 20).map((id) => entry(id, 'heavy', 'guild-1', 0, { cost: 4 })),
    );
    const first = drain(state).slice(0, 28);
    const count = (prefix: string) => first.filter((id) => id.startsWith(prefix)).length;
    // Shares 2 : 1 : 1/4 of the scope's turns.
    expect(count('p')).toBeGreaterThanOrEqual(15);
    expect(count('m')).toBeGreaterThanOrEqual(7);
    expect(count('h')).toBeLessThanOrEqual(3);
  });

  const backFromIdle = (idleCredit?: number) => {
    const state = laneWith(...ids('x', 30).map((id) => entry(id, 'xavier', 'guild-x')));
    for (let turn = 0; turn < 10; turn += 1) {
      const [started] = dispatch(state, servers('gpu'), turn * 1_000);
      release(state, started?.jobId ?? '');
    }
    for (const id of ids('y', 10)) addEntry(state, entry(id, 'yvonne', 'guild-y', 10_000));
    return drain(state, 10_000, 1_000, idleCredit === undefined ? {} : { idleCredit });
  };

  it("gives a member back from idle a run worth the idle credit ahead of a flood's, then turns", () => {
    const next = backFromIdle().slice(0, 12);
    expect(IDLE_CREDIT).toBe(5);
    // Costs of 1: yvonne's first five start behind the clock, then the two take turns.
    expect(next.slice(0, 5)).toEqual(ids('y', 5));
    expect(next.slice(5, 12).filter((id) => id.startsWith('x')).length).toBeGreaterThanOrEqual(3);
  });

  it('lets an idle flow bank no credit with none set: a scope back from idle takes turns', () => {
    const next = backFromIdle(0).slice(0, 10);
    expect(next.filter((id) => id.startsWith('y')).length).toBeLessThanOrEqual(6);
    expect(next.slice(0, 4).filter((id) => id.startsWith('x')).length).toBeGreaterThanOrEqual(1);
  });

  it('ages a flow that had no turn past the grace ahead of a newcomer; within it, the newcomer goes first', () => {
    const runUntil = (minutes: number, agingAfterMs?: number) => {
      const state = laneWith(...ids('a', 3).map((id) => entry(id, 'alice')));
      dispatch(state, servers('gpu'), 0);
      const now = minutes * MINUTE;
      addEntry(state, entry('b1', 'bob', 'guild-1', now));
      release(state, 'a1');
      return dispatch(state, servers('gpu'), now, { agingAfterMs })[0]?.jobId;
    };
    expect(AGING.graceMs).toBe(5 * MINUTE);
    expect(runUntil(4)).toBe('b1');
    expect(runUntil(11)).toBe('a2');
    // FAIR_AGING_AFTER_MS of one minute: the same ages ten times sooner.
    expect(runUntil(0.4, MINUTE)).toBe('b1');
    expect(runUntil(1.1, MINUTE)).toBe('a2');
  });

  it("sends a job only one server can run to that server, and it blocks nobody else's", () => {
    const lane = () =>
      laneWith(
        entry('only-gpu2', 'alice', 'guild-1', 0, { servers: ['gpu2'] }),
        entry('any-1', 'bob', 'guild-1', 1),
        entry('any-2', 'carol', 'guild-1', 2),
      );
    expect(dispatch(lane(), servers('gpu1', 'gpu2'), 10)).toEqual([
      { jobId: 'any-1', server: 'gpu1' },
      { jobId: 'only-gpu2', server: 'gpu2' },
    ]);

    const busy = lane();
    busy.claims.set('running', {
      jobId: 'running',
      server: 'gpu2',
      owner: 'p1',
      scope: 'g',
      cost: 1,
      at: 0,
    });
    expect(dispatch(busy, servers('gpu1', 'gpu2'), 10)).toEqual([
      { jobId: 'any-1', server: 'gpu1' },
    ]);
    release(busy, 'any-1');
    release(busy, 'running');
    expect(dispatch(busy, servers('gpu2'), 20)).toEqual([{ jobId: 'only-gpu2', server: 'gpu2' }]);
  });

  it('gives a down server nothing, and fills the least busy server first', () => {
    const state = laneWith(...ids('j', 5).map((id, index) => entry(id, `m${index}`)));
    const capacity = {
      servers: [
        { id: 'gpu1', slots: 2, up: true },
        { id: 'gpu2', slots: 2, up: false },
        { id: 'gpu3', slots: 1, up: true },
      ],
    };
    const given = dispatch(state, capacity, 0);
    expect(given.map((claim) => claim.server).sort()).toEqual(['gpu1', 'gpu1', 'gpu3']);
    expect(given[0]).toEqual({ jobId: 'j1', server: 'gpu1' });
    expect(given[1]).toEqual({ jobId: 'j2', server: 'gpu3' });
  });

  it('dispatches front entries first, oldest first, whatever their arrival', () => {
    const state = laneWith(
      entry('a1', 'alice', 'guild-1', 0),
      entry('b1', 'bob', 'guild-2', 1),
      entry('retry-late', 'carol', 'guild-1', 9, { front: true }),
      entry('retry-early', 'dave', 'guild-3', 5, { front: true }),
    );
    expect(drain(state, 10)).toEqual(['retry-early', 'retry-late', 'a1', 'b1']);
  });

  it('breaks a tie by the oldest entry, then by arrival order', () => {
    const state = laneWith(
      entry('late', 'alice', 'guild-1', 2_000),
      entry('early', 'bob', 'guild-1', 1_000),
      entry('early-after', 'carol', 'guild-1', 1_000),
      entry('other-scope', 'dave', 'guild-2', 1_500),
    );
    expect(drain(state, 5_000)).toEqual(['early', 'early-after', 'other-scope', 'late']);
  });

  it('decides without changing the state it read', () => {
    const state = laneWith(entry('a1', 'alice'), entry('b1', 'bob'));
    const version = state.version;
    const decision = decideDispatch(state, servers(['gpu', 2]), 0);
    expect(decision.claims.map((claim) => claim.jobId)).toEqual(['a1', 'b1']);
    expect(state.version).toBe(version);
    expect(state.entries.size).toBe(2);
    expect(state.claims.size).toBe(0);
  });
});

describe("the fair choice's model affinity", () => {
  const pool = servers('gpu1', 'gpu2');
  /** gpu1 has `model-a` loaded, gpu2 `model-b`; both busy with a job each. */
  function loadedLane(...entries: Parameters<typeof laneWith>) {
    const state = laneWith(
      entry('warm-a', 'warm', 'guild-1', 0, { model: 'model-a', servers: ['gpu1'] }),
      entry('warm-b', 'warm', 'guild-1', 0, { model: 'model-b', servers: ['gpu2'] }),
    );
    dispatch(state, pool, 0);
    for (const each of entries) addEntry(state, each);
    return state;
  }

  it('gives a GPU the first image of its loaded model ahead of the fair head, within the bound', () => {
    const state = loadedLane(
      entry('b1', 'bob', 'guild-1', 1_000, { model: 'model-b', servers: ['gpu1'] }),
      entry('a1', 'alice', 'guild-1', 2_000, { model: 'model-a' }),
      entry('a2', 'alice', 'guild-1', 2_000, { model: 'model-a' }),
    );
    release(state, 'warm-a');
    // bob's image is the fair head, but gpu1 has model-a loaded: alice's goes first.
    expect(dispatch(state, pool, 3_000, { modelWaitMs: 5_000 })).toEqual([
      { jobId: 'a1', server: 'gpu1' },
    ]);
    release(state, 'a1');
    expect(dispatch(state, pool, 4_000, { modelWaitMs: 5_000 })).toEqual([
      { jobId: 'a2', server: 'gpu1' },
    ]);
    expect(state.loaded.get('gpu1')).toBe('model-a');
  });

  it('lets a model passed over take its turn once it waited the bound, and the GPU switch', () => {
    const state = loadedLane(
      entry('b1', 'bob', 'guild-1', 1_000, { model: 'model-b', servers: ['gpu1'] }),
      ...ids('a', 6).map((id) => entry(id, 'alice', 'guild-1', 2_000, { model: 'model-a' })),
    );
    const started: string[] = [];
    for (let now = 3_000; state.entries.size > 0; now += 2_000) {
      for (const claim of [...state.claims.keys()]) if (claim !== 'warm-b') release(state, claim);
      const claims = dispatch(state, pool, now, { modelWaitMs: 5_000 });
      started.push(...claims.map(({ jobId }) => jobId));
      if (claims.some(({ jobId }) => jobId === 'b1')) {
        // Passed over first at 3 s, overdue from 8 s: bob's image starts at the first turn after.
        expect(now).toBe(9_000);
      }
    }
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1', 'a4', 'a5', 'a6']);
    expect(state.passed.size).toBe(0);
  });

  it('forgets a model passed over once none of its images waits: its next image waits the bound afresh', () => {
    const state = loadedLane(
      entry('b1', 'bob', 'guild-1', 1_000, { model: 'model-b', servers: ['gpu1'] }),
      ...ids('a', 6).map((id) => entry(id, 'alice', 'guild-1', 2_000, { model: 'model-a' })),
    );
    release(state, 'warm-a');
    expect(dispatch(state, pool, 3_000, { modelWaitMs: 5_000 })).toEqual([
      { jobId: 'a1', server: 'gpu1' },
    ]);
    expect([...state.passed]).toEqual([['model-b', 3_000]]);
    removeEntry(state, 'b1');
    release(state, 'a1');
    dispatch(state, pool, 4_000, { modelWaitMs: 5_000 });
    expect(state.passed.size).toBe(0);
    addEntry(state, entry('b2', 'bob', 'guild-1', 9_000, { model: 'model-b', servers: ['gpu1'] }));
    release(state, 'a2');
    // Passed over at 9 s for the first time: not due before 14 s, whatever b1 waited.
    expect(dispatch(state, pool, 9_000, { modelWaitMs: 5_000 })[0]?.jobId).toBe('a3');
  });

  it('takes the plain fair order with no bound, on one GPU, or where the loaded model is not known', () => {
    const asked = [
      entry('b1', 'bob', 'guild-1', 1_000, { model: 'model-b', servers: ['gpu1'] }),
      entry('a1', 'alice', 'guild-1', 2_000, { model: 'model-a' }),
    ];
    const off = loadedLane(...asked);
    release(off, 'warm-a');
    expect(dispatch(off, pool, 3_000, { modelWaitMs: 0 })[0]?.jobId).toBe('b1');
    const alone = laneWith(entry('warm', 'warm', 'guild-1', 0, { model: 'model-a' }), ...asked);
    dispatch(alone, servers('gpu1'), 0);
    release(alone, 'warm');
    expect(dispatch(alone, servers('gpu1'), 3_000, { modelWaitMs: 5_000 })[0]?.jobId).toBe('b1');
    const unknown = laneWith(...asked);
    expect(dispatch(unknown, pool, 3_000, { modelWaitMs: 5_000 })).toEqual([
      { jobId: 'b1', server: 'gpu1' },
      { jobId: 'a1', server: 'gpu2' },
    ]);
  });

  it('sends an image to a free GPU that has its model loaded rather than one that would switch', () => {
    const state = loadedLane();
    release(state, 'warm-a');
    release(state, 'warm-b');
    addEntry(state, entry('b1', 'bob', 'guild-1', 1_000, { model: 'model-b' }));
    // gpu1 comes first in the operator's order, but has model-a loaded.
    expect(dispatch(state, pool, 2_000, { modelWaitMs: 5_000 })).toEqual([
      { jobId: 'b1', server: 'gpu2' },
    ]);
    expect(state.loaded.get('gpu1')).toBe('model-a');
  });

  it('sends an image first in the line (a Retry) whatever the model loaded', () => {
    const state = loadedLane(
      entry('a1', 'alice', 'guild-1', 2_000, { model: 'model-a' }),
      entry('b1', 'bob', 'guild-1', 3_000, { model: 'model-b', servers: ['gpu1'], front: true }),
    );
    release(state, 'warm-a');
    expect(dispatch(state, pool, 4_000, { modelWaitMs: 5_000 })[0]?.jobId).toBe('b1');
  });
});
