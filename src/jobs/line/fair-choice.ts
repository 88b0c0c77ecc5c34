import { FairOrder, type FlowChanges, type OrderOptions } from './fair-order.js';
import { forgetIdleFlows, type LaneState, removeEntry } from './lane-state.js';
import type { LaneCapacity, LaneServer, LineClaim, LineEntry } from './line-entry.js';
import { ModelAffinity, type ModelChanges } from './model-affinity.js';

/** How a dispatch decides: the fair order's options, and model affinity's bound. */
export interface DispatchOptions extends OrderOptions {
  /** How long a model may be passed over for a server's loaded one (`FAIR_MODEL_WAIT_MS`; 0: never). */
  readonly modelWaitMs?: number;
}

/** What an operator sets of a dispatch: the aging's grace and model affinity's bound. */
export type LineRules = Omit<DispatchOptions, 'live'>;

/**
 * What one dispatch decided from a lane's state at `version`: the claims it makes (each a waiting
 * entry given a free slot) and the flows' new times. A shared store commits it only while the
 * lane is still at `version` (else it reads the lane again and decides again).
 */
export interface LaneDecision extends FlowChanges {
  readonly version: number;
  readonly models: ModelChanges;
  readonly claims: readonly LineClaim[];
}

/** How busy each server of `state` is: its claims, by server id. */
function claimsByServer(state: LaneState): Map<string, number> {
  const busy = new Map<string, number>();
  for (const claim of state.claims.values()) {
    busy.set(claim.server, (busy.get(claim.server) ?? 0) + 1);
  }
  return busy;
}

/**
 * Gives every free slot of `capacity`'s live servers its fair entry (see {@link FairOrder}): on a
 * pool of several, each server first its loaded model's work within a bound ({@link
 * ModelAffinity}; one server gains next to nothing by it, and its images would lose their
 * bound), then the least busy server first (its claims over its slots; ties in the operator's
 * order) the fair order's next, an entry only to a server that can run it; a server nothing
 * waiting can run is left free. Pure: `state` is read, never changed.
 */
export function decideDispatch(
  state: LaneState,
  capacity: LaneCapacity,
  now: number,
  { modelWaitMs, ...options }: DispatchOptions = {},
): LaneDecision {
  const busy = claimsByServer(state);
  const open = capacity.servers.filter(
    (server) => server.up && server.slots > (busy.get(server.id) ?? 0),
  );
  const order = new FairOrder(state, now, options);
  const affinity = new ModelAffinity(state, now, capacity.servers.length > 1 ? modelWaitMs : 0);
  const claims: LineClaim[] = [];
  /** Gives `entry` a slot of `server`; says whether the server is now full. */
  const give = (server: LaneServer, entry: LineEntry): boolean => {
    const { jobId, owner, scope, cost } = entry;
    claims.push({ jobId, server: server.id, owner, scope, cost, at: now });
    const held = (busy.get(server.id) ?? 0) + 1;
    busy.set(server.id, held);
    return held >= server.slots;
  };
  const load = (server: LaneServer) => (busy.get(server.id) ?? 0) / server.slots;
  const more = () => state.entries.size > claims.length;
  fillServers(order, affinity, open, { give, load, more });
  return { version: state.version, claims, ...order.changes(), models: affinity.changes() };
}

/** How one instant of dispatch gives its servers' free slots (`fillServers`). */
export interface ServerFill {
  /** Gives `entry` a free slot of `server`; says whether the server is now full. */
  give(server: LaneServer, entry: LineEntry): boolean;
  /** The share of `server`'s slots taken. */
  load(server: LaneServer): number;
  /** Whether anything more may be given (entries left, places left). */
  more(): boolean;
}

/**
 * Gives the servers of `open` (each with a free slot, in the operator's order) their entries, as
 * one dispatch does: each first the next of the model it has loaded within the bound
 * (`affinity.loadedNext`, passed over from `at`), then the least busy (ties in the operator's
 * order) the fair order's next it can run. Shared by `decideDispatch` and the projection of the
 * dispatches to come. Returns the servers that could run nothing more.
 */
export function fillServers(
  order: FairOrder,
  affinity: ModelAffinity,
  open: readonly LaneServer[],
  fill: ServerFill,
  at?: number,
): Set<LaneServer> {
  const left = [...open];
  const idle = new Set<LaneServer>();
  for (const server of open) {
    while (fill.more()) {
      const entry = affinity.loadedNext(order, server.id, at);
      if (!entry) break;
      if (fill.give(server, entry)) {
        left.splice(left.indexOf(server), 1);
        break;
      }
    }
  }
  while (left.length > 0 && fill.more()) {
    let chosen = 0;
    for (let index = 1; index < left.length; index += 1) {
      if (fill.load(left[index] as LaneServer) < fill.load(left[chosen] as LaneServer)) {
        chosen = index;
      }
    }
    const server = left[chosen] as LaneServer;
    const entry = affinity.next(order, server.id);
    if (!entry) idle.add(server);
    if (!entry || fill.give(server, entry)) left.splice(chosen, 1);
  }
  return idle;
}

/** When each map of flows is next swept: once it holds twice what it held after the last sweep. */
const sweepAt = new WeakMap<object, number>();

/** Whether the flows of `owner` (`size` of them) are due a sweep; the next is set when they are. */
function due(owner: object, size: number): boolean {
  if (size < (sweepAt.get(owner) ?? 0)) return false;
  sweepAt.set(owner, 2 * size + 16);
  return true;
}

/**
 * Applies `decision` to `state` (the in-memory store's own, or a test's): its claims replace their
 * entries, the flows take their new times, and flows that no longer matter are dropped (each
 * map swept once it doubled since its last sweep: amortized O(1) a claim).
 * @throws {Error} when `state` changed since the decision was made.
 */
export function applyDecision(state: LaneState, decision: LaneDecision): void {
  if (decision.version !== state.version) throw new Error('the lane changed since the decision');
  const touched = new Set<string>();
  for (const claim of decision.claims) {
    removeEntry(state, claim.jobId, { keepFlows: true });
    state.claims.set(claim.jobId, claim);
    touched.add(claim.scope);
  }
  state.clock = decision.clock;
  state.turns = decision.turns;
  replace(state.loaded, decision.models.loaded);
  replace(state.passed, decision.models.passed);
  for (const [scopeName, name, times] of decision.members) {
    const member = state.scopes.get(scopeName)?.members.get(name);
    if (member) Object.assign(member, times);
  }
  for (const name of touched) {
    const scope = state.scopes.get(name);
    if (scope && due(scope, scope.members.size)) {
      for (const [member, queue] of scope.members) {
        if (queue.entries.length === 0 && queue.v <= state.clock - decision.credit) {
          scope.members.delete(member);
        }
      }
    }
  }
  if (due(state, state.scopes.size)) {
    for (const name of [...state.scopes.keys()]) forgetIdleFlows(state, name, decision.credit);
  }
  state.version = decision.version + 1;
}

function replace<V>(map: Map<string, V>, entries: readonly (readonly [string, V])[]): void {
  map.clear();
  for (const [key, value] of entries) map.set(key, value);
}
