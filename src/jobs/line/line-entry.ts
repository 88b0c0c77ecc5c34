/**
 * One job waiting in a lane, as the fair choice reads it: plain JSON (a Redis hash keeps one per
 * job). Times are epoch milliseconds.
 */
export interface LineEntry {
  readonly jobId: string;
  /** The Discord server (or `dm:<member>`) it came from: its member's weight is also its. */
  readonly scope: string;
  /** Its flow: the member who asked (one flow per member and scope). */
  readonly member: string;
  /** What one turn of it costs: its expected GPU seconds (`jobCost`), above 0. */
  readonly cost: number;
  /** The member's weight (1, or more for a role the scope's managers named). */
  readonly memberWeight: number;
  /** The scope's weight, each of its members' times (`FAIR_SERVER_WEIGHTS`, 1 by default). */
  readonly scopeWeight: number;
  /**
   * The model file its task loads (`BackendPool.modelOf`), which a server keeps loaded after it:
   * a server is given work of its loaded model first, within a bound (`model-affinity.ts`).
   * Absent: none the line knows, run anywhere alike.
   */
  readonly model?: string;
  /** The servers that can run it (`BackendPool.eligible`); absent: any of the lane's. */
  readonly servers?: readonly string[];
  readonly enqueuedAt: number;
  /** The lane's count when it was added: the last tie-break, so equal times keep arrival order. */
  readonly seq: number;
  /** Ahead of every other entry, oldest first, uncharged (a Retry after its server died under it). */
  readonly front?: boolean;
  /** The process that holds the job (its shard's): only it runs the job once dispatched. */
  readonly owner: string;
}

/** An entry as a caller adds it: the lane gives its `seq`. */
export type NewLineEntry = Omit<LineEntry, 'seq'>;

/** A job holding one slot of a lane's server: dispatched, or resumed on the server it ran on. */
export interface LineClaim {
  readonly jobId: string;
  /** The lane's server whose slot it holds (`LaneServer.id`). */
  readonly server: string;
  readonly owner: string;
  readonly scope: string;
  /** Its entry's cost, for the estimate of the work left before a waiting job starts. */
  readonly cost: number;
  /** When it got the slot. */
  readonly at: number;
}

/** One server of a lane as a dispatch sees it now. */
export interface LaneServer {
  /** `PoolServer.id`, or {@link SCOPE_SERVER} for a scope's lane on a hosted backend. */
  readonly id: string;
  /** Jobs it runs at once. */
  readonly slots: number;
  /** Down: nothing is dispatched to it (its claims stay until their jobs end). */
  readonly up: boolean;
}

/** What a lane can run now: its servers, in the operator's order. */
export interface LaneCapacity {
  readonly servers: readonly LaneServer[];
}

/** The one server of a scope's lane on a backend without a pool (the service queues itself). */
export const SCOPE_SERVER = 'scope';

/** Whether `entry` may run on `server` (absent: on any), for an `owner` still alive. */
export function runsOn(
  entry: LineEntry,
  server: string | undefined,
  live?: ReadonlySet<string>,
): boolean {
  if (live && !live.has(entry.owner)) return false;
  return server === undefined || entry.servers === undefined || entry.servers.includes(server);
}

/** Earlier first: by `enqueuedAt`, then `seq`. */
export const byArrival = (a: LineEntry, b: LineEntry): number =>
  a.enqueuedAt - b.enqueuedAt || a.seq - b.seq;
