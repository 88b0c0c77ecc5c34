import { byArrival, type LineClaim, type LineEntry, type NewLineEntry } from './line-entry.js';

/**
 * A flow's virtual times (start-time fair queueing): `v`, the virtual time its next turn starts
 * at (its last turn's start plus that turn's cost over its weight), when it last had a turn
 * (epoch ms, 0: never) and which of the lane's turns that was (ties of `servedAt` in turn order).
 * A flow at or under its parent's clock is as good as absent.
 */
export interface FlowTimes {
  v: number;
  servedAt: number;
  turn: number;
}

/** A member's flow, and their waiting entries, oldest first. */
export interface MemberQueue extends FlowTimes {
  readonly entries: LineEntry[];
}

/** A scope's members in its lane (each a flow of the lane's one level), and how many wait. */
export interface ScopeQueue {
  readonly members: Map<string, MemberQueue>;
  /** Its entries waiting (`front` ones are the lane's, not counted here). */
  waiting: number;
}

/**
 * A lane as the fair choice reads it: its waiting entries indexed by scope and member, its `front`
 * entries, its claims and its flows' virtual times. The in-memory store keeps one live; a shared
 * store builds one from a snapshot (`laneStateOf`). `version` changes with every write.
 */
export interface LaneState {
  version: number;
  /** The lane's virtual time: members' flows restart here. */
  clock: number;
  /** The last `seq` given to an entry. */
  seq: number;
  /** The turns given so far (each flow's `turn` is one of them). */
  turns: number;
  readonly scopes: Map<string, ScopeQueue>;
  /** Entries ahead of the rest (`LineEntry.front`), oldest first. */
  readonly front: LineEntry[];
  /** Every waiting entry by job id. */
  readonly entries: Map<string, LineEntry>;
  /** Every job holding a slot, by job id. */
  readonly claims: Map<string, LineClaim>;
  /** The model each server was last given (`LineEntry.model`), by server id: what it has loaded. */
  readonly loaded: Map<string, string>;
  /** Each model first passed over for a server's loaded one since its last dispatch: since when. */
  readonly passed: Map<string, number>;
}

/** A lane with nothing in it. */
export function emptyLane(): LaneState {
  return {
    version: 0,
    clock: 0,
    seq: 0,
    turns: 0,
    scopes: new Map(),
    front: [],
    entries: new Map(),
    claims: new Map(),
    loaded: new Map(),
    passed: new Map(),
  };
}

/**
 * The state a snapshot of a shared store describes (entries, claims, flows as stored), e.g. a
 * Redis lane's hashes read at one `version`. Entries are indexed as {@link addEntry} would.
 */
export function laneStateOf(snapshot: {
  readonly version: number;
  readonly clock: number;
  readonly turns: number;
  readonly entries: Iterable<LineEntry>;
  readonly claims: Iterable<LineClaim>;
  /** Stored flows: members' `{ v, servedAt, turn }` by scope. */
  readonly members?: Iterable<readonly [string, string, FlowTimes]>;
  /** Stored models: each server's loaded one, each model's time passed over. */
  readonly loaded?: Iterable<readonly [string, string]>;
  readonly passed?: Iterable<readonly [string, number]>;
}): LaneState {
  const state = emptyLane();
  state.version = snapshot.version;
  state.clock = snapshot.clock;
  state.turns = snapshot.turns;
  for (const [scope, member, flow] of snapshot.members ?? []) {
    scopeOf(state, scope).members.set(member, { ...flow, entries: [] });
  }
  const entries = [...snapshot.entries].sort(byArrival);
  for (const entry of entries) place(state, entry);
  state.seq = entries.reduce((most, entry) => Math.max(most, entry.seq), 0);
  for (const claim of snapshot.claims) state.claims.set(claim.jobId, claim);
  for (const [server, model] of snapshot.loaded ?? []) state.loaded.set(server, model);
  for (const [model, at] of snapshot.passed ?? []) state.passed.set(model, at);
  return state;
}

function scopeOf(state: LaneState, name: string): ScopeQueue {
  let scope = state.scopes.get(name);
  if (!scope) {
    scope = { members: new Map(), waiting: 0 };
    state.scopes.set(name, scope);
  }
  return scope;
}

/** Files `entry` in its place: the front list, or its member's queue (both kept oldest first). */
function place(state: LaneState, entry: LineEntry): void {
  state.entries.set(entry.jobId, entry);
  if (entry.front) {
    insertByArrival(state.front, entry);
    return;
  }
  const scope = scopeOf(state, entry.scope);
  let member = scope.members.get(entry.member);
  if (!member) {
    member = { v: 0, servedAt: 0, turn: 0, entries: [] };
    scope.members.set(entry.member, member);
  }
  insertByArrival(member.entries, entry);
  scope.waiting += 1;
}

function insertByArrival(list: LineEntry[], entry: LineEntry): void {
  let index = list.length;
  while (index > 0 && byArrival(list[index - 1] as LineEntry, entry) > 0) index -= 1;
  list.splice(index, 0, entry);
}

/**
 * Adds `entry` to the lane with the next `seq`; one already waiting under its id is changed in
 * place (keeping its arrival and place), one holding a slot is left as it is. Resolves to the
 * entry as filed, or undefined when its job holds a slot.
 */
export function addEntry(state: LaneState, entry: NewLineEntry): LineEntry | undefined {
  if (state.claims.has(entry.jobId)) return undefined;
  const waiting = state.entries.get(entry.jobId);
  if (waiting) removeEntry(state, entry.jobId, { keepFlows: true });
  const { enqueuedAt, seq } = waiting ?? { enqueuedAt: entry.enqueuedAt, seq: state.seq + 1 };
  const filed: LineEntry = { ...entry, enqueuedAt, seq };
  state.seq = Math.max(state.seq, seq);
  place(state, filed);
  state.version += 1;
  return filed;
}

/**
 * Takes a waiting entry out; resolves to it, or undefined when none waits under `jobId`. A lane
 * left empty restarts its flows ({@link restartIfIdle}) unless `keepFlows` (a claim replaces it).
 */
export function removeEntry(
  state: LaneState,
  jobId: string,
  { keepFlows = false } = {},
): LineEntry | undefined {
  const entry = state.entries.get(jobId);
  if (!entry) return undefined;
  state.entries.delete(jobId);
  state.version += 1;
  if (entry.front) {
    state.front.splice(state.front.indexOf(entry), 1);
  } else {
    const scope = state.scopes.get(entry.scope);
    const member = scope?.members.get(entry.member);
    if (scope && member) {
      member.entries.splice(member.entries.indexOf(entry), 1);
      scope.waiting -= 1;
    }
  }
  if (!keepFlows) restartIfIdle(state);
  return entry;
}

/** Whether a job of `scope` holds a slot of the lane (O(claims): a lane's slots are few). */
function holdsSlot(state: LaneState, scope: string): boolean {
  for (const claim of state.claims.values()) if (claim.scope === scope) return true;
  return false;
}

/**
 * Restarts every flow once nothing waits or runs in the lane (fair queueing's busy period ended):
 * the flows, the models passed over and the clock go (the servers' loaded models are kept).
 * Says whether it did.
 */
export function restartIfIdle(state: LaneState): boolean {
  if (state.entries.size > 0 || state.claims.size > 0) return false;
  state.scopes.clear();
  state.passed.clear();
  state.clock = 0;
  state.turns = 0;
  return true;
}

/**
 * Drops the flows that no longer matter: every flow once the lane is idle ({@link restartIfIdle});
 * once nothing of a scope waits or runs, its members' flows `credit` (the line's idle credit) or
 * more under the lane's clock, which a member coming back would start from anyway (and the scope,
 * when none is left). Keeping a flow or dropping it orders alike: so one process and several,
 * which drop at different moments, order alike.
 */
export function forgetIdleFlows(state: LaneState, scopeName: string, credit: number): void {
  if (restartIfIdle(state)) return;
  const scope = state.scopes.get(scopeName);
  if (!scope || scope.waiting > 0 || holdsSlot(state, scopeName)) return;
  for (const [name, member] of scope.members) {
    if (member.v <= state.clock - credit) scope.members.delete(name);
  }
  if (scope.members.size === 0) state.scopes.delete(scopeName);
}
