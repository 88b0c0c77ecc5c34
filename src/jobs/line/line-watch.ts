/**
 * How much a member had in the line when a job of theirs joined it: `light`, at most
 * {@link LIGHT_MEMBER_JOBS} of their jobs waiting or running in the scope (that one included);
 * `heavy`, more (a flood, or several sets at once).
 */
export type MemberLoad = 'light' | 'heavy';

/** The most jobs a member may have in a scope's line for a new one to count as `light`. */
export const LIGHT_MEMBER_JOBS = 3;

/** A job that got a slot. */
export interface DispatchedSlot {
  readonly jobId: string;
  /** Its backend (`RegisteredBackend.id`). */
  readonly backend: string;
  /** The pool's server it got a slot on; absent on a backend without a pool. */
  readonly server?: string;
  /** From the job's entry into the line (its creation) to this dispatch. */
  readonly waitedMs: number;
  /** Its member's load when it joined the line. */
  readonly load: MemberLoad;
  /** When it got the slot (epoch ms, the line's clock). */
  readonly at: number;
}

/** A job that left the slot it held on a pool's server (it ended, or its shard moved). */
export interface ReleasedSlot {
  readonly jobId: string;
  readonly backend: string;
  readonly server: string;
  /** How long it held the slot (from its dispatch, or its resumption). */
  readonly heldMs: number;
  /** When it left it (epoch ms, the line's clock). */
  readonly at: number;
}

/** What the line tells as it happens (the operations metrics). */
export interface LineWatch {
  dispatched(slot: DispatchedSlot): void;
  released(slot: ReleasedSlot): void;
}
