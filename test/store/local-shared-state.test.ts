import { describe, expect, it } from 'vitest';
import { LocalSharedState } from '../../src/store/local-shared-state.js';

/** Every counter of `state`. */
async function listed(state: LocalSharedState) {
  const all = [];
  for await (const count of state.counts('')) all.push(count);
  return all;
}

/** A state on a clock the test moves. */
function clocked() {
  let now = 1_000;
  const state = new LocalSharedState({ now: () => now });
  return { state, pass: (ms: number) => (now += ms) };
}

describe('LocalSharedState counters', () => {
  it('keeps a counter counted up for its ttl from its last change, then starts it again, as Redis does', async () => {
    const { state, pass } = clocked();
    expect(await state.countUpTo('check', 1, 100)).toEqual({ allowed: true, count: 1 });
    pass(99);
    expect(await state.countUpTo('check', 1, 100)).toEqual({ allowed: false, count: 1 });
    pass(1);
    expect(await state.count('check')).toBe(0);
    expect(await state.countUpTo('check', 1, 100)).toEqual({ allowed: true, count: 1 });

    await state.countUpTo('tickets', 10, 100);
    pass(60);
    await state.countUpTo('tickets', 10, 100);
    pass(60);
    expect(await state.count('tickets')).toBe(2);
  });

  it('counts up by an amount within the limit, and gives back exactly the amount a take added', async () => {
    const { state } = clocked();
    expect(await state.countUpTo('kudos', 30, 100, 'j1', 12)).toEqual({ allowed: true, count: 12 });
    expect(await state.countUpTo('kudos', 30, 100, 'j2', 19)).toEqual({
      allowed: false,
      count: 12,
    });
    expect(await state.countUpTo('kudos', 30, 100, 'j2', 18)).toEqual({ allowed: true, count: 30 });
    expect(await state.giveBack('j1')).toEqual({ count: 18, repeated: false });
    expect(await state.giveBack('j1')).toEqual({ count: 18, repeated: true });
  });

  it('keeps a counter set with a ttl that long, and one set without until it changes', async () => {
    const { state, pass } = clocked();
    await state.setCount('a', 3, 50);
    await state.setCount('b', 4, undefined);
    pass(40);
    expect(await state.countDown('a')).toEqual({ count: 2, repeated: false });
    expect(await listed(state)).toEqual([
      { key: 'a', count: 2, ttlMs: 10 },
      { key: 'b', count: 4, ttlMs: undefined },
    ]);
    pass(10);
    expect(await state.count('a')).toBe(0);
    expect(await state.count('b')).toBe(4);
    expect(await listed(state)).toEqual([{ key: 'b', count: 4, ttlMs: undefined }]);
  });
});

describe('LocalSharedState claims', () => {
  it('keeps what a claim owes until it is settled, released, past its time or its server erased', async () => {
    const { state, pass } = clocked();
    const owe = (key: string, text: string, ttlMs = 1_000) =>
      state.claimOrSettled(key, 100, { text, ttlMs });
    await owe('a', 'line a');
    await owe('b', 'line b');
    await owe('c', 'line c of g7');
    await owe('d', 'line d', 10);
    expect(await state.owed()).toHaveLength(4);
    await state.settleClaim('a');
    await state.releaseClaim('b');
    pass(50);
    expect(await state.owed()).toEqual([{ key: 'c', text: 'line c of g7' }]);
    expect(await state.forgetMentions((text) => text.includes('g7'))).toBe(1);
    expect(await state.owed()).toEqual([]);
  });
});
