import { applyDecision, decideDispatch, type LineRules } from './fair-choice.js';
import { addEntry, emptyLane, type LaneState, removeEntry, restartIfIdle } from './lane-state.js';
import type { LaneCapacity, LineClaim, NewLineEntry } from './line-entry.js';
import type { LineStore } from './line-store.js';

const EMPTY: LaneState = emptyLane();

/**
 * The lanes of one process, in memory (the single-process default, and every hosted backend's
 * per-scope lanes): each call decides and applies at once, so none interleaves with another. A
 * lane with nothing waiting, running or owed, and no server's model to remember, is dropped.
 */
export class MemoryLineStore implements LineStore {
  readonly #lanes = new Map<string, LaneState>();

  async enqueue(lane: string, entries: readonly NewLineEntry[]): Promise<void> {
    const state = this.#lane(lane);
    for (const entry of entries) addEntry(state, entry);
  }

  async withdraw(lane: string, jobId: string): Promise<boolean> {
    const state = this.#lanes.get(lane);
    const removed = state && removeEntry(state, jobId) !== undefined;
    this.#dropIfEmpty(lane);
    return removed === true;
  }

  async occupy(lane: string, claim: LineClaim): Promise<void> {
    const state = this.#lane(lane);
    removeEntry(state, claim.jobId, { keepFlows: true });
    state.claims.set(claim.jobId, claim);
    state.version += 1;
  }

  async release(lane: string, jobId: string): Promise<LineClaim | undefined> {
    const state = this.#lanes.get(lane);
    const claim = state?.claims.get(jobId);
    if (!state || !claim) return undefined;
    state.claims.delete(jobId);
    state.version += 1;
    restartIfIdle(state);
    this.#dropIfEmpty(lane);
    return claim;
  }

  async dispatch(
    lane: string,
    capacity: LaneCapacity,
    now: number,
    rules: LineRules = {},
  ): Promise<readonly LineClaim[]> {
    const state = this.#lanes.get(lane);
    if (!state || state.entries.size === 0) return [];
    const decision = decideDispatch(state, capacity, now, rules);
    if (decision.claims.length === 0) return [];
    applyDecision(state, decision);
    return decision.claims;
  }

  async read(lane: string): Promise<LaneState> {
    return this.#lanes.get(lane) ?? EMPTY;
  }

  #lane(lane: string): LaneState {
    let state = this.#lanes.get(lane);
    if (!state) {
      state = emptyLane();
      this.#lanes.set(lane, state);
    }
    return state;
  }

  #dropIfEmpty(lane: string): void {
    const state = this.#lanes.get(lane);
    if (state && state.entries.size === 0 && state.claims.size === 0 && state.loaded.size === 0) {
      this.#lanes.delete(lane);
    }
  }
}
