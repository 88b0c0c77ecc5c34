import type { LineRules } from './fair-choice.js';
import type { LaneState } from './lane-state.js';
import type { LaneCapacity, LineClaim, NewLineEntry } from './line-entry.js';
import { POOL_LANE_PREFIX } from './line-lanes.js';
import type { LineStore } from './line-store.js';

/**
 * The lines of a process among several: a pooled backend's lane (its servers' slots, shared by
 * every process) in `pooled` (Redis), every scope's lane on a hosted backend in `local` (in
 * memory: a scope's jobs live in the process holding its shard).
 */
export class SplitLineStore implements LineStore {
  constructor(
    private readonly pooled: LineStore,
    private readonly local: LineStore,
  ) {}

  enqueue(lane: string, entries: readonly NewLineEntry[]): Promise<void> {
    return this.#of(lane).enqueue(lane, entries);
  }

  withdraw(lane: string, jobId: string): Promise<boolean> {
    return this.#of(lane).withdraw(lane, jobId);
  }

  occupy(lane: string, claim: LineClaim): Promise<void> {
    return this.#of(lane).occupy(lane, claim);
  }

  release(lane: string, jobId: string): Promise<LineClaim | undefined> {
    return this.#of(lane).release(lane, jobId);
  }

  dispatch(
    lane: string,
    capacity: LaneCapacity,
    now: number,
    rules?: LineRules,
  ): Promise<readonly LineClaim[]> {
    return this.#of(lane).dispatch(lane, capacity, now, rules);
  }

  read(lane: string): Promise<LaneState> {
    return this.#of(lane).read(lane);
  }

  watch(owner: string, claimed: (lane: string, claims: readonly LineClaim[]) => void): () => void {
    return this.pooled.watch?.(owner, claimed) ?? (() => undefined);
  }

  #of(lane: string): LineStore {
    return lane.startsWith(POOL_LANE_PREFIX) ? this.pooled : this.local;
  }
}
