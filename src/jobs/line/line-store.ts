import type { LineRules } from './fair-choice.js';
import type { LaneState } from './lane-state.js';
import type { LaneCapacity, LineClaim, NewLineEntry } from './line-entry.js';

/**
 * Where the lanes live: every waiting entry, every claim and the flows' virtual times, by lane id.
 * In one process, `MemoryLineStore`; on a store several processes share, the same contract with
 * each call atomic. A shared store keeps per lane its entries, its claims (each with a lease its
 * owner renews while the job runs: an expired one frees its slot), its flows and a version
 * changed by every write; `dispatch` reads the lane at a version (`laneStateOf`), decides with the
 * same pure `decideDispatch` (skipping entries of owners no longer alive) and commits only if the
 * version is unchanged (else it reads and decides again), so a job is dispatched at most once.
 */
export interface LineStore {
  /**
   * Adds entries to `lane`, each given the lane's next `seq`: one already waiting under its job id
   * is changed in place (its arrival and place kept, e.g. the servers that can run it or its owner
   * after a shard moved), one holding a slot is left as it is.
   */
  enqueue(lane: string, entries: readonly NewLineEntry[]): Promise<void>;
  /** Takes `jobId`'s waiting entry out of `lane`; resolves whether it was still waiting. */
  withdraw(lane: string, jobId: string): Promise<boolean>;
  /** Records `claim` whatever the lane's free slots (a job resumed on the server it ran on). */
  occupy(lane: string, claim: LineClaim): Promise<void>;
  /** Frees `jobId`'s slot in `lane`; resolves to its claim, or undefined when it held none. */
  release(lane: string, jobId: string): Promise<LineClaim | undefined>;
  /**
   * Gives the free slots of `capacity` their fair entries (`decideDispatch` at `now` by `rules`)
   * and commits the decision atomically; resolves to the claims made (each job's owner runs it).
   */
  dispatch(
    lane: string,
    capacity: LaneCapacity,
    now: number,
    rules?: LineRules,
  ): Promise<readonly LineClaim[]>;
  /** The lane as it is now, for a projection of places (never changed by the caller). */
  read(lane: string): Promise<LaneState>;
  /**
   * On a store several processes share: calls `claimed` with the claims other processes' dispatches
   * made for `owner`'s entries (pub/sub, with a periodic sweep as the fallback), so that only the
   * owner runs its job, and at each sweep of a lane even with none (a slot may have come free
   * without a word: the owner dispatches again); resolves to the unsubscribe. Absent: every
   * dispatch is this process's.
   */
  watch?(owner: string, claimed: (lane: string, claims: readonly LineClaim[]) => void): () => void;
}
