import type { LaneRecords, SharedLines } from '../../store/shared-lines.js';
import { applyDecision, decideDispatch, type LineRules } from './fair-choice.js';
import { IDLE_CREDIT } from './fair-order.js';
import { type FlowTimes, forgetIdleFlows, type LaneState, laneStateOf } from './lane-state.js';
import type { LaneCapacity, LineClaim, LineEntry, NewLineEntry } from './line-entry.js';
import type { LineStore } from './line-store.js';

/** How many times a dispatch reads and decides again while other processes change its lane. */
const ATTEMPTS = 20;

/**
 * A field of the flows hash: a member's `["scope","member"]`; a server's loaded model
 * `["","loaded","server"]`, a model's time passed over `["","passed","model"]`.
 */
const flowField = (...keys: readonly string[]) => JSON.stringify(keys);

/** Every flow and model of `state`, by field, valued as stored. */
function flowsOf(state: LaneState): Map<string, string> {
  const flows = new Map<string, string>();
  for (const [name, scope] of state.scopes) {
    for (const [member, { v, servedAt, turn }] of scope.members) {
      const times: FlowTimes = { v, servedAt, turn };
      flows.set(flowField(name, member), JSON.stringify(times));
    }
  }
  for (const [server, model] of state.loaded) {
    flows.set(flowField('', 'loaded', server), JSON.stringify(model));
  }
  for (const [model, at] of state.passed) flows.set(flowField('', 'passed', model), String(at));
  return flows;
}

/** The lane `records` describe: the live claims, every entry or (`liveOnly`) the live owners'. */
function stateOf(records: LaneRecords, { liveOnly = false } = {}): LaneState {
  const members: [string, string, FlowTimes][] = [];
  const loaded: [string, string][] = [];
  const passed: [string, number][] = [];
  for (const [field, value] of Object.entries(records.flows)) {
    const [scope, member, name] = JSON.parse(field) as [string, string?, string?];
    if (name === undefined) {
      if (member !== undefined) members.push([scope, member, JSON.parse(value)]);
    } else if (member === 'loaded') loaded.push([name, JSON.parse(value)]);
    else if (member === 'passed') passed.push([name, Number(value)]);
  }
  return laneStateOf({
    version: records.version,
    clock: records.clock,
    turns: records.turns,
    entries: records.entries
      .filter((entry) => !liveOnly || records.live.has(entry.owner))
      .map(
        ({ jobId, seq, enqueuedAt, owner, data }): LineEntry => ({
          ...(JSON.parse(data) as Omit<LineEntry, 'jobId' | 'seq' | 'enqueuedAt' | 'owner'>),
          jobId,
          seq,
          enqueuedAt,
          owner,
        }),
      ),
    claims: records.claims
      .filter((claim) => claim.live)
      .map((claim) => JSON.parse(claim.data) as LineClaim),
    members,
    loaded,
    passed,
  });
}

/**
 * The lines' lanes shared by several processes ({@link SharedLines}, on Redis): a dispatch reads
 * its lane at a version, drops the flows that no longer matter, decides with the same pure
 * `decideDispatch` as one process (entries of owners whose heartbeat lapsed skipped, expired
 * claims' slots free) and commits at that version, else reads and decides again; so a job is
 * dispatched at most once, and the owner of each job given a slot is told (`watch`).
 */
export class SharedLineStore implements LineStore {
  constructor(private readonly lanes: SharedLines) {}

  /** The process whose entries this store adds: the `owner` its `JobLine` must give. */
  get owner(): string {
    return this.lanes.owner;
  }

  enqueue(lane: string, entries: readonly NewLineEntry[]): Promise<void> {
    return this.lanes.add(
      lane,
      entries.map(({ jobId, enqueuedAt, owner, ...rest }) => ({
        jobId,
        enqueuedAt,
        owner,
        data: JSON.stringify(rest),
      })),
    );
  }

  withdraw(lane: string, jobId: string): Promise<boolean> {
    return this.lanes.withdraw(lane, jobId);
  }

  occupy(lane: string, claim: LineClaim): Promise<void> {
    return this.lanes.occupy(lane, claim.jobId, JSON.stringify(claim));
  }

  async release(lane: string, jobId: string): Promise<LineClaim | undefined> {
    const data = await this.lanes.release(lane, jobId);
    return data === undefined ? undefined : (JSON.parse(data) as LineClaim);
  }

  async dispatch(
    lane: string,
    capacity: LaneCapacity,
    now: number,
    rules: LineRules = {},
  ): Promise<readonly LineClaim[]> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const records = await this.lanes.read(lane);
      const state = stateOf(records);
      const credit = rules.idleCredit ?? IDLE_CREDIT;
      for (const scope of [...state.scopes.keys()]) forgetIdleFlows(state, scope, credit);
      const decision = decideDispatch(state, capacity, now, { ...rules, live: records.live });
      if (decision.claims.length > 0) applyDecision(state, decision);
      const flows = flowsOf(state);
      const set = Object.fromEntries(
        [...flows].filter(([field, value]) => records.flows[field] !== value),
      );
      const forget = Object.keys(records.flows).filter((field) => !flows.has(field));
      const expired = records.claims.filter((claim) => !claim.live).map((claim) => claim.jobId);
      const unchanged =
        decision.claims.length === 0 &&
        expired.length === 0 &&
        forget.length === 0 &&
        Object.keys(set).length === 0 &&
        state.clock === records.clock &&
        state.turns === records.turns;
      if (unchanged) return [];
      const committed = await this.lanes.commit(lane, {
        version: records.version,
        at: records.at,
        clock: state.clock,
        turns: state.turns,
        expired,
        claims: decision.claims.map((claim) => ({
          jobId: claim.jobId,
          owner: claim.owner,
          data: JSON.stringify(claim),
        })),
        flows: set,
        forget,
      });
      if (committed) return decision.claims;
    }
    throw new Error(`the lane ${lane} changed at each of ${ATTEMPTS} dispatches in a row`);
  }

  async read(lane: string): Promise<LaneState> {
    return stateOf(await this.lanes.read(lane), { liveOnly: true });
  }

  watch(_owner: string, claimed: (lane: string, claims: readonly LineClaim[]) => void): () => void {
    return this.lanes.watch((lane, notices) =>
      claimed(
        lane,
        notices.map((notice) => JSON.parse(notice.data) as LineClaim),
      ),
    );
  }
}
