import { describe, expect, it } from 'vitest';
import { decideDispatch } from '../../../src/jobs/line/fair-choice.js';
import { AGING } from '../../../src/jobs/line/fair-order.js';
import { addEntry } from '../../../src/jobs/line/lane-state.js';
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

  it('lets an idle flow bank no credit: a scope back from idle takes turns, not a run of them', () => {
    const state = laneWith(...ids('x', 30).map((id) => entry(id, 'xavier', 'guild-x')));
    for (let turn = 0; turn < 10; turn += 1) {
      const [started] = dispatch(state, servers('gpu'), turn * 1_000);
      release(state, started?.jobId ?? '');
    }
    for (const id of ids('y', 10)) addEntry(state, entry(id, 'yvonne', 'guild-y', 10_000));
    const next = drain(state, 10_000).slice(0, 10);
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
