import { describe, expect, it } from 'vitest';
import { LINE_PLACES, projectLine } from '../../../src/jobs/line/line-projection.js';
import { entry, laneWith } from './lane-kit.js';

describe('the projection of places and starts', () => {
  it('places the waiting entries in the fair order, at most LINE_PLACES of them', () => {
    const state = laneWith(
      ...Array.from({ length: 250 }, (_, index) => entry(`a${index}`, 'alice', 'guild-1', index)),
      entry('b0', 'bob', 'guild-1', 1_000),
    );
    const places = projectLine(state, 2_000, {
      msPerCost: () => undefined,
      servers: [{ id: 'gpu1', slots: 1, up: true }],
    });
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

  const twoServers = [
    { id: 'gpu1', slots: 1, up: true },
    { id: 'gpu2', slots: 1, up: true },
  ];

  it('expects each start when the slot that frees first has run what it holds and what it took before', () => {
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
    const places = projectLine(state, now, { msPerCost: () => 100, servers: twoServers });
    // gpu2 frees at +50 and runs w1 and w2 (200 ms each) before gpu1 frees at +600.
    expect(places.map((place) => [place.jobId, place.startsAt])).toEqual([
      ['w1', now + 50],
      ['w2', now + 250],
      ['w3', now + 450],
    ]);
    const down = twoServers.map((server) => ({ ...server, up: false }));
    const noServer = projectLine(state, now, { msPerCost: () => 100, servers: down });
    expect(noServer.map((place) => [place.jobId, place.startsAt])).toEqual([
      ['w1', undefined],
      ['w2', undefined],
      ['w3', undefined],
    ]);
    const unknown = (jobId: string) => (jobId === 'r2' ? undefined : 100);
    expect(
      projectLine(state, now, { msPerCost: unknown, servers: twoServers })[0]?.startsAt,
    ).toBeUndefined();
  });

  it('expects a job only one server can run when that server frees, the others taking the rest', () => {
    const state = laneWith(
      entry('rare', 'alice', 'guild-1', 0, { cost: 1, servers: ['gpu1'] }),
      entry('b1', 'bob', 'guild-1', 1, { cost: 1 }),
      entry('c1', 'carol', 'guild-1', 2, { cost: 1 }),
      entry('gone', 'dave', 'guild-1', 3, { cost: 1, servers: ['gpu3'] }),
    );
    const claim = { owner: 'p1', scope: 'guild-1', cost: 10, at: 0 };
    state.claims.set('r1', { ...claim, jobId: 'r1', server: 'gpu1' });
    const places = projectLine(state, 0, { msPerCost: () => 100, servers: twoServers });
    // gpu2 is free: it takes bob's and carol's; alice's waits for gpu1 (1 s); gpu3 is down.
    expect(places.map((place) => [place.jobId, place.place, place.startsAt])).toEqual([
      ['b1', 1, 0],
      ['c1', 2, 100],
      ['rare', 3, 1_000],
      ['gone', 4, undefined],
    ]);
  });

  it('runs a lane of several slots on one server slot by slot', () => {
    const state = laneWith(
      ...['a1', 'b1', 'c1'].map((id, at) => entry(id, id.slice(0, 1), 'guild-1', at, { cost: 1 })),
    );
    const claim = { owner: 'p1', scope: 'guild-1', cost: 3, at: 0 };
    state.claims.set('r1', { ...claim, jobId: 'r1', server: 'scope' });
    const pace = { msPerCost: () => 100, servers: [{ id: 'scope', slots: 2, up: true }] };
    expect(projectLine(state, 0, pace).map((place) => place.startsAt)).toEqual([0, 100, 200]);
  });

  it('stops counting starts at the first job whose pace is not known, the slots free with it still taken', () => {
    const state = laneWith(
      entry('w1', 'alice', 'guild-1', 0),
      entry('w2', 'bob', 'guild-1', 1),
      entry('w3', 'carol', 'guild-1', 2),
    );
    const msPerCost = (jobId: string) => (jobId === 'w1' ? undefined : 100);
    const places = projectLine(state, 0, { msPerCost, servers: twoServers });
    expect(places.map((place) => [place.jobId, place.startsAt])).toEqual([
      ['w1', 0],
      ['w2', 0],
      ['w3', undefined],
    ]);
  });
});
