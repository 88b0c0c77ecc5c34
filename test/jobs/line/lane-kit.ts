import {
  applyDecision,
  type DispatchOptions,
  decideDispatch,
} from '../../../src/jobs/line/fair-choice.js';

import {
  addEntry,
  emptyLane,
  type LaneState,
  restartIfIdle,
} from '../../../src/jobs/line/lane-state.js';
import type { LaneCapacity, LineEntry, NewLineEntry } from '../../../src/jobs/line/line-entry.js';

/** A waiting entry of `member` in `scope`, one cost unit, weights 1, at `at` (ms). */
export function entry(
  jobId: string,
  member: string,
  scope = 'guild-1',
  at = 0,
  extra: Partial<NewLineEntry> = {},
): NewLineEntry {
  return {
    jobId,
    scope,
    member,
    cost: 1,
    memberWeight: 1,
    scopeWeight: 1,
    enqueuedAt: at,
    owner: 'p1',
    ...extra,
  };
}

/** A lane holding `entries`, added in order. */
export function laneWith(...entries: NewLineEntry[]): LaneState {
  const state = emptyLane();
  for (const each of entries) addEntry(state, each);
  return state;
}

/** One server `id` with `slots`, up. */
export const servers = (...ids: readonly (string | [string, number])[]): LaneCapacity => ({
  servers: ids.map((id) =>
    typeof id === 'string' ? { id, slots: 1, up: true } : { id: id[0], slots: id[1], up: true },
  ),
});

/** Dispatches `state` at `now` on `capacity` and applies it; the job ids given slots, by server. */
export function dispatch(
  state: LaneState,
  capacity: LaneCapacity,
  now: number,
  options: DispatchOptions = {},
): { jobId: string; server: string }[] {
  const decision = decideDispatch(state, capacity, now, options);
  applyDecision(state, decision);
  return decision.claims.map(({ jobId, server }) => ({ jobId, server }));
}

/** Frees `jobId`'s slot (its job ended), as the in-memory store does. */
export function release(state: LaneState, jobId: string): void {
  const claim = state.claims.get(jobId);
  state.claims.delete(jobId);
  state.version += 1;
  if (claim) restartIfIdle(state);
}

/**
 * Runs the lane one slot at a time on one server until nothing waits: each dispatched job ends
 * `stepMs` later. Resolves to the job ids in the order they started.
 */
export function drain(
  state: LaneState,
  from = 0,
  stepMs = 1_000,
  options: DispatchOptions = {},
): string[] {
  const started: string[] = [];
  let now = from;
  for (const claim of state.claims.keys()) release(state, claim);
  while (state.entries.size > 0) {
    const [next] = dispatch(state, servers('gpu'), now, options);
    if (!next) throw new Error('nothing dispatched');
    started.push(next.jobId);
    release(state, next.jobId);
    now += stepMs;
  }
  return started;
}

/** The entries of the lane, whatever their place. */
export const waitingIds = (state: LaneState): string[] =>
  [...state.entries.values()].map((each: LineEntry) => each.jobId);

/** A small deterministic generator (mulberry32), so a failure names its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
