import { describe, expect, it } from 'vitest';
import { applyDecision, decideDispatch } from '../../../src/jobs/line/fair-choice.js';
import { addEntry, removeEntry } from '../../../src/jobs/line/lane-state.js';
import type { LaneServer } from '../../../src/jobs/line/line-entry.js';
import { projectLine } from '../../../src/jobs/line/line-projection.js';
import { entry, laneWith, release, seeded } from './lane-kit.js';

const SERVER_IDS = ['gpu1', 'gpu2', 'gpu3'] as const;
/** The models entries ask for: one common, one rarer. */
const MODELS = ['sd15', 'sd15', 'sd15', 'sdxl'] as const;

/**
 * Random arrivals (3 scopes, 8 members, costs, weights, servers that can run them, a few front
 * entries), cancels, ends and servers going down and up, each followed by a dispatch.
 */
function simulate(seed: number, steps: number) {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const state = laneWith();
  const capacity: LaneServer[] = SERVER_IDS.map((id, index) => ({
    id,
    slots: index + 1,
    up: true,
  }));
  const dispatched = new Map<string, string>();
  const servedBy = new Map<string, readonly string[] | undefined>();
  const withdrawn = new Set<string>();
  let next = 0;
  let now = 0;
  for (let step = 0; step < steps; step += 1) {
    now += Math.floor(random() * 20_000);
    const roll = random();
    if (roll < 0.5) {
      next += 1;
      const servers = random() < 0.3 ? SERVER_IDS.filter(() => random() < 0.5) : undefined;
      const id = `j${next}`;
      servedBy.set(id, servers?.length ? servers : undefined);
      addEntry(
        state,
        entry(id, `m${Math.floor(random() * 8)}`, `guild-${Math.floor(random() * 3)}`, now, {
          cost: 0.5 + random() * 30,
          memberWeight: pick([1, 1, 2, 3]),
          scopeWeight: pick([1, 2]),
          ...(servers?.length && { servers }),
          ...(random() < 0.05 && { front: true }),
          ...(random() < 0.8 && { model: pick(MODELS) }),
        }),
      );
    } else if (roll < 0.6 && state.entries.size > 0) {
      const id = pick([...state.entries.keys()]);
      removeEntry(state, id);
      withdrawn.add(id);
    } else if (roll < 0.9 && state.claims.size > 0) {
      release(state, pick([...state.claims.keys()]));
    } else {
      const server = pick(capacity);
      Object.assign(server, { up: !server.up });
    }
    const decision = decideDispatch(state, { servers: capacity }, now);
    for (const claim of decision.claims) {
      expect(dispatched.has(claim.jobId), `${claim.jobId} dispatched twice (seed ${seed})`).toBe(
        false,
      );
      expect(withdrawn.has(claim.jobId)).toBe(false);
      dispatched.set(claim.jobId, claim.server);
      const can = servedBy.get(claim.jobId);
      if (can) expect(can).toContain(claim.server);
      expect(capacity.find((server) => server.id === claim.server)?.up).toBe(true);
    }
    applyDecision(state, decision);
    for (const server of capacity) {
      const held = [...state.claims.values()].filter((claim) => claim.server === server.id).length;
      expect(held, `${server.id} over its slots (seed ${seed})`).toBeLessThanOrEqual(server.slots);
    }
  }
  return { state, capacity, dispatched, withdrawn, enqueued: next, now };
}

describe('the line under random arrivals', () => {
  it('never dispatches a job twice nor a server past its slots, and in the end runs every job', () => {
    for (let seed = 1; seed <= 25; seed += 1) {
      const { state, capacity, dispatched, withdrawn, enqueued, now } = simulate(seed, 300);
      for (const server of capacity) Object.assign(server, { up: true });
      let at = now;
      while (state.entries.size > 0 || state.claims.size > 0) {
        for (const id of [...state.claims.keys()]) release(state, id);
        at += 1_000;
        const decision = decideDispatch(state, { servers: capacity }, at);
        for (const claim of decision.claims) {
          expect(dispatched.has(claim.jobId)).toBe(false);
          dispatched.set(claim.jobId, claim.server);
        }
        applyDecision(state, decision);
        if (decision.claims.length === 0 && state.entries.size > 0) {
          throw new Error(`seed ${seed}: ${state.entries.size} entries no live server takes`);
        }
      }
      expect(dispatched.size + withdrawn.size, `seed ${seed}`).toBe(enqueued);
      expect(state.scopes.size).toBe(0);
    }
  });

  it('projects the order the dispatches then give, one slot at a time', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const { state, now } = simulate(seed, 200);
      for (const id of [...state.claims.keys()]) release(state, id);
      for (const waiting of [...state.entries.values()]) {
        if (waiting.servers || waiting.front) removeEntry(state, waiting.jobId);
      }
      const pace = { msPerCost: () => 100, servers: [{ id: 'gpu', slots: 1, up: true }] };
      const projected = projectLine(state, now, pace).map((place) => place.jobId);
      const given: string[] = [];
      while (state.entries.size > 0 && given.length < projected.length) {
        const decision = decideDispatch(
          state,
          { servers: [{ id: 'gpu', slots: 1, up: true }] },
          now,
        );
        applyDecision(state, decision);
        for (const claim of decision.claims) {
          given.push(claim.jobId);
          release(state, claim.jobId);
        }
      }
      expect(given, `seed ${seed}`).toEqual(projected);
    }
  });

  it('projects the starts the dispatches then give, slot by slot on three servers, model affinity and all', () => {
    const rules = { modelWaitMs: 5_000, agingAfterMs: 1e12 };
    const msPerCost = 100;
    for (let seed = 1; seed <= 20; seed += 1) {
      const { state, capacity, now } = simulate(seed, 200);
      for (const server of capacity) Object.assign(server, { up: true });
      for (const id of [...state.claims.keys()]) release(state, id);
      const projected = projectLine(
        state,
        now,
        { msPerCost: () => msPerCost, servers: capacity },
        rules,
      );
      expect(projected.every((place) => place.startsAt !== undefined)).toBe(true);
      const given: (readonly [string, number])[] = [];
      const ends = new Map<string, number>();
      for (let at = now; given.length < projected.length; ) {
        const decision = decideDispatch(state, { servers: capacity }, at, rules);
        applyDecision(state, decision);
        for (const claim of decision.claims) {
          given.push([claim.jobId, at]);
          ends.set(claim.jobId, at + claim.cost * msPerCost);
        }
        if (ends.size === 0) break;
        at = Math.min(...ends.values());
        for (const [id, end] of ends) {
          if (end > at) continue;
          release(state, id);
          ends.delete(id);
        }
      }
      const starts = projected.map(({ jobId, startsAt }) => [jobId, startsAt]);
      expect(given.slice(0, projected.length), `seed ${seed}`).toEqual(starts);
    }
  });
});
