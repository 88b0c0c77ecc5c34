import TinyQueue from 'tinyqueue';
import type { FlowTimes, LaneState, MemberQueue, ScopeQueue } from './lane-state.js';
import { type LineEntry, runsOn } from './line-entry.js';

/**
 * Aging: a flow that has had no turn for `graceMs` (`FAIR_AGING_AFTER_MS`; since its last turn,
 * or since it began to wait, whichever is later) moves forward by `unitsPerGrace` cost units each
 * further `graceMs` (1 a second at the default). Within the grace the order is plain fair
 * queueing, so a member's burst never ages ahead of another's first image; after twice the grace
 * without a turn a flow is 300 units ahead, more than any one job costs (a 1024×1024 image of 30
 * steps is 31.5, 2048×2048 of 50 steps 210), so it beats any flood. Under a load where every flow
 * waits past the grace, the order becomes "least recently served first": still a turn each.
 */
export const AGING = { graceMs: 300_000, unitsPerGrace: 300 } as const;

/** How a fair order is drawn: the owners whose entries may run, and the aging's grace. */
export interface OrderOptions {
  /** The owners whose entries may run (a shared store's live processes); absent: all. */
  readonly live?: ReadonlySet<string>;
  /** {@link AGING}'s `graceMs` (`FAIR_AGING_AFTER_MS`). @default AGING.graceMs */
  readonly agingAfterMs?: number;
}

/** A flow while an order is drawn: its times now and its rank (lower first; ties by `since`, `order`). */
interface Flow extends FlowTimes {
  readonly name: string;
  key: number;
  since: number;
  /** Its oldest entry's `seq`, or past every `seq` in the order turns were given here. */
  order: number;
}

interface ScopeFlow extends Flow {
  readonly queue: ScopeQueue;
  clock: number;
  /** Its members, built the second time the scope comes up. */
  members?: TinyQueue<MemberFlow>;
  /** The member of its first turn here (found by a scan, without building the heap). */
  first?: MemberFlow;
}

interface MemberFlow extends Flow {
  readonly queue: MemberQueue;
  /** Entries before it are taken. */
  cursor: number;
}

/** The flows a drawn order changed: each scope's `{ v, servedAt, turn, clock }`, each member's times. */
export interface FlowChanges {
  readonly clock: number;
  readonly turns: number;
  readonly scopes: readonly (readonly [string, FlowTimes & { clock: number }])[];
  readonly members: readonly (readonly [string, string, FlowTimes])[];
}

type Rank = Pick<Flow, 'key' | 'since' | 'order'>;
const compare = (a: Rank, b: Rank) => a.key - b.key || a.since - b.since || a.order - b.order;
/** Above every entry's `seq`: of flows waiting since one instant, those served come last, in turn order. */
const SERVED_ORDER = 2 ** 40;

/** A flow's tie-break after its `since`: its oldest entry's arrival, or its last turn if since. */
const orderOf = (flow: FlowTimes, oldest: LineEntry) =>
  flow.servedAt >= oldest.enqueuedAt && flow.turn > 0 ? SERVED_ORDER + flow.turn : oldest.seq;

/**
 * The lane's fair order from `state` at `now`, drawn one turn at a time (hierarchical start-time
 * fair queueing, Goyal et al. 1996): `front` entries first, oldest first; else the scope with the
 * least `max(v, clock) − aging`, then in it the member with the least `max(v, scope's clock) −
 * aging`, then that member's oldest entry the server can run. A turn moves each clock to the
 * chosen flow's key (a clock never passes a waiting flow's start: an idle flow restarts at the
 * clock, with no credit banked) and the chosen flows' `v` past their start by the entry's cost over
 * their weight. `state` is never changed: {@link FairOrder.changes} says what the turns changed.
 * Keys only grow while an order is drawn, so the heaps are re-ranked lazily: O(log n) a turn after
 * O(scopes + members) to start.
 */
export class FairOrder {
  readonly #now: number;
  readonly #live: ReadonlySet<string> | undefined;
  readonly #graceMs: number;
  readonly #front: readonly LineEntry[];
  readonly #scopes: TinyQueue<ScopeFlow>;
  readonly #taken = new Set<string>();
  readonly #served = new Map<string, ScopeFlow>();
  readonly #servedMembers = new Map<MemberFlow, string>();
  #clock: number;
  #turns: number;

  constructor(state: LaneState, now: number, { live, agingAfterMs }: OrderOptions = {}) {
    this.#now = now;
    this.#live = live;
    this.#graceMs = agingAfterMs ?? AGING.graceMs;
    this.#front = state.front;
    this.#clock = state.clock;
    this.#turns = state.turns;
    const scopes: ScopeFlow[] = [];
    for (const [name, queue] of state.scopes) {
      const { oldest } = queue;
      if (!oldest) continue;
      const { v, servedAt, turn, clock } = queue;
      const since = Math.max(servedAt, oldest.enqueuedAt);
      const order = orderOf(queue, oldest);
      const flow: ScopeFlow = { name, queue, v, servedAt, turn, clock, since, order, key: 0 };
      flow.key = this.#key(flow, this.#clock);
      scopes.push(flow);
    }
    this.#scopes = new TinyQueue(scopes, compare);
  }

  /** The next entry `server` can run (any server: undefined), or undefined when none waits for it. */
  next(server?: string): LineEntry | undefined {
    const front = this.#front.find(
      (entry) => !this.#taken.has(entry.jobId) && runsOn(entry, server, this.#live),
    );
    if (front) {
      this.#taken.add(front.jobId);
      return front;
    }
    const passed: ScopeFlow[] = [];
    let found: LineEntry | undefined;
    for (
      let scope = this.#scopes.pop();
      scope && !found;
      scope = found ? undefined : this.#scopes.pop()
    ) {
      if (this.#reranked(this.#scopes, scope, this.#clock)) continue;
      const entry = this.#memberTurn(scope, server);
      if (entry === 'none') continue;
      if (!entry) passed.push(scope);
      else {
        this.#charge(scope, entry);
        found = entry;
      }
    }
    for (const scope of passed) this.#scopes.push(scope);
    return found;
  }

  /** What the turns drawn so far changed: the lane's clock, the chosen scopes' and members' times. */
  changes(): FlowChanges {
    const times = ({ v, servedAt, turn }: Flow) => ({ v, servedAt, turn });
    return {
      clock: this.#clock,
      turns: this.#turns,
      scopes: [...this.#served.values()].map((scope) => [
        scope.name,
        { ...times(scope), clock: scope.clock },
      ]),
      members: [...this.#servedMembers].map(([member, scope]) => [
        scope,
        member.name,
        times(member),
      ]),
    };
  }

  /** Pushes `flow` again when its key grew since it was ranked; says whether it did. */
  #reranked<F extends Flow>(heap: TinyQueue<F>, flow: F, clock: number): boolean {
    const key = this.#key(flow, clock);
    if (key <= flow.key) return false;
    flow.key = key;
    heap.push(flow);
    return true;
  }

  #key(flow: Pick<Flow, 'v' | 'since'>, clock: number): number {
    const late = this.#now - flow.since - this.#graceMs;
    const aging = late > 0 ? (late / this.#graceMs) * AGING.unitsPerGrace : 0;
    return Math.max(flow.v, clock) - aging;
  }

  /**
   * The entry of the member of `scope` whose turn it is on `server`, charged to the member;
   * undefined when no member has one `server` can run, 'none' when nothing of the scope is left.
   */
  #memberTurn(scope: ScopeFlow, server: string | undefined): LineEntry | undefined | 'none' {
    if (!scope.members && !scope.first) {
      // Most dispatches take one turn of a scope: a scan, without a heap of all its members.
      const first = this.#scanFirst(scope, server);
      if (!first) return undefined;
      scope.first = first.member;
      this.#chargeMember(scope, first.member, first.entry);
      return first.entry;
    }
    scope.members ??= this.#membersOf(scope);
    const heap = scope.members;
    const passed: MemberFlow[] = [];
    let found: LineEntry | undefined;
    for (let member = heap.pop(); member && !found; member = found ? undefined : heap.pop()) {
      if (this.#reranked(heap, member, scope.clock)) continue;
      const entry = this.#firstFor(member, server);
      if (entry === 'none') continue;
      if (!entry) passed.push(member);
      else {
        this.#chargeMember(scope, member, entry);
        found = entry;
      }
    }
    for (const member of passed) heap.push(member);
    if (found) return found;
    return heap.length === 0 ? 'none' : undefined;
  }

  /** The member whose turn it is on `server` among `scope`'s, none taken yet: O(members). */
  #scanFirst(scope: ScopeFlow, server: string | undefined) {
    let best: { member: MemberFlow; entry: LineEntry } | undefined;
    for (const [name, queue] of scope.queue.members) {
      const head = queue.entries[0];
      if (!head) continue;
      const since = Math.max(queue.servedAt, head.enqueuedAt);
      const rank = {
        key: this.#key({ v: queue.v, since }, scope.clock),
        since,
        order: orderOf(queue, head),
      };
      if (best && compare(rank, best.member) >= 0) continue;
      const entry = queue.entries.find((each) => runsOn(each, server, this.#live));
      if (!entry) continue;
      const { v, servedAt, turn } = queue;
      best = { member: { name, queue, v, servedAt, turn, ...rank, cursor: 0 }, entry };
    }
    return best;
  }

  #membersOf(scope: ScopeFlow): TinyQueue<MemberFlow> {
    const flows: MemberFlow[] = [];
    for (const [name, queue] of scope.queue.members) {
      if (scope.first?.queue === queue) {
        if (this.#firstFor(scope.first, undefined) !== 'none') flows.push(scope.first);
        continue;
      }
      const head = queue.entries[0];
      if (!head) continue;
      const { v, servedAt, turn } = queue;
      const since = Math.max(servedAt, head.enqueuedAt);
      const flow: MemberFlow = {
        name,
        queue,
        v,
        servedAt,
        turn,
        since,
        order: orderOf(queue, head),
        cursor: 0,
        key: 0,
      };
      flow.key = this.#key(flow, scope.clock);
      flows.push(flow);
    }
    return new TinyQueue(flows, compare);
  }

  /** The member's oldest untaken entry `server` can run; 'none' when every entry is taken. */
  #firstFor(member: MemberFlow, server: string | undefined): LineEntry | undefined | 'none' {
    const { entries } = member.queue;
    while (
      member.cursor < entries.length &&
      this.#taken.has((entries[member.cursor] as LineEntry).jobId)
    ) {
      member.cursor += 1;
    }
    if (member.cursor >= entries.length) return 'none';
    for (let index = member.cursor; index < entries.length; index += 1) {
      const entry = entries[index] as LineEntry;
      if (!this.#taken.has(entry.jobId) && runsOn(entry, server, this.#live)) return entry;
    }
    return undefined;
  }

  #chargeMember(scope: ScopeFlow, member: MemberFlow, entry: LineEntry): void {
    const start = Math.max(member.v, scope.clock);
    scope.clock = Math.max(scope.clock, member.key);
    member.v = start + entry.cost / entry.memberWeight;
    this.#servedMembers.set(member, scope.name);
    this.#taken.add(entry.jobId);
    this.#turned(member, scope.clock);
    if (this.#firstFor(member, undefined) !== 'none') scope.members?.push(member);
  }

  #charge(scope: ScopeFlow, entry: LineEntry): void {
    const start = Math.max(scope.v, this.#clock);
    this.#clock = Math.max(this.#clock, scope.key);
    scope.v = start + entry.cost / entry.scopeWeight;
    this.#turned(scope, this.#clock);
    this.#served.set(scope.name, scope);
    // Pushed again while it may have entries left (an exhausted one is dropped when next popped).
    if (!scope.members || scope.members.length > 0) this.#scopes.push(scope);
  }

  /** A flow just had its turn: it waits from now, after the flows that have not had one here. */
  #turned(flow: Flow, clock: number): void {
    flow.servedAt = this.#now;
    flow.since = this.#now;
    this.#turns += 1;
    flow.turn = this.#turns;
    flow.order = SERVED_ORDER + this.#turns;
    flow.key = this.#key(flow, clock);
  }
}
