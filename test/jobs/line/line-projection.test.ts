import { describe, expect, it } from 'vitest';
import { LINE_PLACES, projectLine } from '../../../src/jobs/line/line-projection.js';
import { entry, laneWith } from './lane-kit.js';

describe('the projection of places and starts', () => {
  it('places the waiting entries in the fair order, at most LINE_PLACES of them', () => {
    const state = laneWith(
      ...Array.from({ length: 250 }, (_, index) => entry(`a${index}`, 'alice', 'guild-1', index)),
      entry('b0', 'bob', 'guild-1', 1_000),
    );
    const places = projectLine(state, 2_000, { msPerCost: () => undefined, slots: 1 });
    expect(places).toHaveLength(LINE_PLACES);
    expect(places.slice(0, 3).map((place) => [place.jobId, place.place])).toEqual([
      ['a0', 1],
      ['b0', 2],
      ['a1', 3],
    ]);
    // Nothing runs: the first starts now; the pace of the rest is not known yet.
    expect(places[0]?.startsAt).toBe(2_000);
    expect(places.slice(1).every((place) => place.startsAt === undefined)).toBe(true);
  });

  it('expects each start once the running work and the work ahead are done on the live slots', () => {
    const state = laneWith(
      entry('w1', 'alice', 'guild-1', 0, { cost: 2 }),
      entry('w2', 'bob', 'guild-1', 0, { cost: 2 }),
      entry('w3', 'carol', 'guild-1', 0, { cost: 4 }),
    );
    const claim = { owner: 'p1', scope: 'guild-1', cost: 10 };
    state.claims.set('r1', { ...claim, jobId: 'r1', server: 'gpu1', at: 600 });
    state.claims.set('r2', { ...claim, jobId: 'r2', server: 'gpu2', at: 0, cost: 5 });
    const now = 1_000;
    // 100 ms a unit: r1 has 600 ms left; r2 is past its 500 ms, thought to need a tenth more.
    const places = projectLine(state, now, { msPerCost: () => 100, slots: 2 });
    expect(places.map((place) => place.startsAt)).toEqual([now + 325, now + 425, now + 525]);
    expect(
      projectLine(state, now, { msPerCost: () => 100, slots: 0 })[0]?.startsAt,
    ).toBeUndefined();
    const unknown = (jobId: string) => (jobId === 'r2' ? undefined : 100);
    expect(projectLine(state, now, { msPerCost: unknown, slots: 2 })[0]?.startsAt).toBeUndefined();
  });
});
