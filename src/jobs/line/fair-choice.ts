import { FairOrder, type FlowChanges, type OrderOptions } from './fair-order.js';
import { forgetIdleFlows, type LaneState, removeEntry } from './lane-state.js';
import type { LaneCapacity, LaneServer, LineClaim } from './line-entry.js';

/**
 * What one dispatch decided from a lane's state at `version`: the claims it makes (each a waiting
 * entry given a free slot) and the flows' new times. A shared store commits it only while the
 * lane is still at `version` (else it reads the lane again and decides again).
 */
export interface LaneDecision extends FlowChanges {
  readonly version: number;
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
 * Gives every free slot of `capacity`'s live servers its fair entry (see {@link FairOrder}), the
 * least busy server first (its claims over its slots; ties in the operator's order), an entry only
 * to a server that can run it; a server nothing waiting can run is left free. Pure: `state` is
 * read, never changed.
 */
export function decideDispatch(
  state: LaneState,
  capacity: LaneCapacity,
  now: number,
  options: OrderOptions = {},
): LaneDecision {
  const busy = claimsByServer(state);
  const open = capacity.servers.filter(
    (server) => server.up && server.slots > (busy.get(server.id) ?? 0),
  );
  const order = new FairOrder(state, now, options);
  const claims: LineClaim[] = [];
  const load = (server: LaneServer) => (busy.get(server.id) ?? 0) / server.slots;
  while (open.length > 0 && state.entries.size > claims.length) {
    let chosen = 0;
    for (let index = 1; index < open.length; index += 1) {
      if (load(open[index] as LaneServer) < load(open[chosen] as LaneServer)) chosen = index;
    }
    const server = open[chosen] as LaneServer;
    const entry = order.next(server.id);
    if (!entry) {
      open.splice(chosen, 1);
      continue;
    }
    const { jobId, owner, scope, cost } = entry;
    claims.push({ jobId, server: server.id, owner, scope, cost, at: now });
    const held = (busy.get(server.id) ?? 0) + 1;
    busy.set(server.id, held);
    if (held >= server.slots) open.splice(chosen, 1);
  }
  return { version: state.version, claims, ...order.changes() };
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
  for (const [scopeName, name, times] of decision.members) {
    const member = state.scopes.get(scopeName)?.members.get(name);
    if (member) Object.assign(member, times);
  }
  for (const name of touched) {
    const scope = state.scopes.get(name);
    if (scope && due(scope, scope.members.size)) {
      for (const [member, queue] of scope.members) {
        if (queue.entries.length === 0 && queue.v <= state.clock) scope.members.delete(member);
      }
    }
    forgetIdleFlows(state, name);
  }
  if (due(state, state.scopes.size)) {
    const running = new Set([...state.claims.values()].map((claim) => claim.scope));
    for (const [name, scope] of state.scopes) {
      if (scope.waiting === 0 && !running.has(name) && scope.members.size === 0) {
        state.scopes.delete(name);
      }
    }
  }
  state.version = decision.version + 1;
}
