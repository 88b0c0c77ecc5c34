import TinyQueue from 'tinyqueue';
import type { FlowTimes, LaneState, MemberQueue } from './lane-state.js';
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

/**
 * A returning member's credit, in cost units (seconds of GPU work on the line's reference GPU): a
 * member with nothing waiting starts up to this far behind the clock, so their next images run
 * before those of members who kept theirs waiting (a flood), as a woken task's in Linux's CFS
 * (`place_entity`'s sleeper credit). 5 s is five 512 × 512 images of 20 steps, or two of
 * 1024 × 1024 of 30 (bench/README.md, "A returning member's credit": it halves the flood's penalty
 * on one GPU and keeps the service lag within its bound).
 */
export const IDLE_CREDIT = 5;

/** How a fair order is drawn: the owners whose entries may run, the aging's grace, the credit. */
export interface OrderOptions {
  /** The owners whose entries may run (a shared store's live processes); absent: all. */
  readonly live?: ReadonlySet<string>;
  /** {@link AGING}'s `graceMs` (`FAIR_AGING_AFTER_MS`). @default AGING.graceMs */
  readonly agingAfterMs?: number;
  /** {@link IDLE_CREDIT} (`FAIR_IDLE_CREDIT_S`), in cost units. @default IDLE_CREDIT */
  readonly idleCredit?: number;
}

/** A member's flow while an order is drawn: its times now and its rank (lower first). */
interface MemberFlow extends FlowTimes {
  readonly scope: string;
  readonly name: string;
  readonly queue: MemberQueue;
  key: number;
  since: number;
  /** Its oldest entry's `seq`, or past every `seq` in the order turns were given here. */
  order: number;
  /** Entries before it are taken. */
  cursor: number;
}

/** The flows a drawn order changed: the lane's clock and turns, each chosen member's times. */
export interface FlowChanges {
  readonly clock: number;
  /** The idle credit the order was drawn with: a flow this far under the clock may be dropped. */
  readonly credit: number;
  readonly turns: number;
  readonly members: readonly (readonly [string, string, FlowTimes])[];
}

type Rank = Pick<MemberFlow, 'key' | 'since' | 'order'>;
const compare = (a: Rank, b: Rank) => a.key - b.key || a.since - b.since || a.order - b.order;
/** Above every entry's `seq`: of flows waiting since one instant, those served come last, in turn order. */
const SERVED_ORDER = 2 ** 40;

/** A flow's tie-break after its `since`: its oldest entry's arrival, or its last turn if since. */
const orderOf = (flow: FlowTimes, oldest: LineEntry) =>
  flow.servedAt >= oldest.enqueuedAt && flow.turn > 0 ? SERVED_ORDER + flow.turn : oldest.seq;

/**
 * The lane's fair order from `state` at `now`, drawn one turn at a time (start-time fair
 * queueing, Goyal et al. 1996, over members): `front` entries first, oldest first; else the member
 * with the least `max(v, clock) − aging` (whichever Discord server they asked from), then that
 * member's oldest entry the server can run. A member's weight is their role's times their
 * server's (`memberWeight × scopeWeight`): a Discord server's share is the weights of its members
 * waiting, so a busy server's members each get what a quiet one's do. A turn moves the clock to the
 * chosen flow's key (a clock never passes a waiting flow's start: an idle flow restarts at most
 * {@link IDLE_CREDIT} behind the clock, never further) and the member's `v` past its start by the entry's cost over their
 * weight. `state` is never changed: {@link FairOrder.changes} says what the turns changed. Keys
 * only grow while an order is drawn, so the heap is re-ranked lazily: the first turn is one pass
 * over the members with no heap (a dispatch usually draws one), later ones O(log n) after O(members).
 */
export class FairOrder {
  readonly #now: number;
  readonly #live: ReadonlySet<string> | undefined;
  readonly #graceMs: number;
  readonly #credit: number;
  readonly #state: LaneState;
  readonly #taken = new Set<string>();
  /** The members given a turn, by their queue: the only flows made before the heap is. */
  readonly #served = new Map<MemberQueue, MemberFlow>();
  /** Built at the second turn, or when the first member runs nothing the server can. */
  #members: TinyQueue<MemberFlow> | undefined;
  #clock: number;
  #turns: number;

  constructor(
    state: LaneState,
    now: number,
    { live, agingAfterMs, idleCredit }: OrderOptions = {},
  ) {
    this.#credit = idleCredit ?? IDLE_CREDIT;
    this.#now = now;
    this.#live = live;
    this.#graceMs = agingAfterMs ?? AGING.graceMs;
    this.#state = state;
    this.#clock = state.clock;
    this.#turns = state.turns;
  }

  /**
   * The next entry `server` can run (any server: undefined) among those `accepts` takes (absent:
   * all), or undefined when none waits for it.
   */
  next(server?: string, accepts?: (entry: LineEntry) => boolean): LineEntry | undefined {
    const runs = (entry: LineEntry) =>
      !this.#taken.has(entry.jobId) &&
      runsOn(entry, server, this.#live) &&
      (accepts?.(entry) ?? true);
    const front = this.#state.front.find(runs);
    if (front) {
      this.#taken.add(front.jobId);
      return front;
    }
    if (!this.#members && this.#served.size === 0) {
      const first = this.#firstMember();
      const entry = first && this.#firstFor(first, runs);
      if (!first || entry === 'none') return undefined;
      if (entry) {
        this.#charge(first, entry);
        return entry;
      }
    }
    return this.#fromHeap(runs);
  }

  /** What the turns drawn so far changed: the lane's clock, the chosen members' times. */
  changes(): FlowChanges {
    return {
      clock: this.#clock,
      credit: this.#credit,
      turns: this.#turns,
      members: [...this.#served.values()].map(({ scope, name, v, servedAt, turn }) => [
        scope,
        name,
        { v, servedAt, turn },
      ]),
    };
  }

  #fromHeap(runs: (entry: LineEntry) => boolean): LineEntry | undefined {
    const heap = this.#heap();
    const passed: MemberFlow[] = [];
    let found: LineEntry | undefined;
    for (let member = heap.pop(); member && !found; member = found ? undefined : heap.pop()) {
      if (this.#reranked(heap, member)) continue;
      const entry = this.#firstFor(member, runs);
      if (entry === 'none') continue;
      if (!entry) passed.push(member);
      else {
        this.#charge(member, entry);
        found = entry;
      }
    }
    for (const member of passed) heap.push(member);
    return found;
  }

  /** The first member in the order, found in one pass with no heap; undefined when none waits. */
  #firstMember(): MemberFlow | undefined {
    let best: [scope: string, name: string, queue: MemberQueue] | undefined;
    let bestKey = 0;
    let bestSince = 0;
    let bestOrder = 0;
    for (const [scope, { members }] of this.#state.scopes) {
      for (const [name, queue] of members) {
        const head = queue.entries[0];
        if (!head) continue;
        const since = Math.max(queue.servedAt, head.enqueuedAt);
        const key = this.#keyOf(queue.v, since);
        if (best && (key > bestKey || (key === bestKey && since > bestSince))) continue;
        const order = orderOf(queue, head);
        if (best && key === bestKey && since === bestSince && order >= bestOrder) continue;
        best = [scope, name, queue];
        bestKey = key;
        bestSince = since;
        bestOrder = order;
      }
    }
    return best && this.#flowOf(...best);
  }

  /** Every member waiting, ranked; the served ones as their turns left them. */
  #heap(): TinyQueue<MemberFlow> {
    if (this.#members) return this.#members;
    const flows: MemberFlow[] = [];
    for (const [scope, { members }] of this.#state.scopes) {
      for (const [name, queue] of members) {
        const flow = this.#served.get(queue) ?? this.#flowOf(scope, name, queue);
        if (flow && this.#firstFor(flow, (entry) => !this.#taken.has(entry.jobId)) !== 'none') {
          flows.push(flow);
        }
      }
    }
    this.#members = new TinyQueue(flows, compare);
    return this.#members;
  }

  #flowOf(scope: string, name: string, queue: MemberQueue): MemberFlow | undefined {
    const head = queue.entries[0];
    if (!head) return undefined;
    const { v, servedAt, turn } = queue;
    const since = Math.max(servedAt, head.enqueuedAt);
    const flow: MemberFlow = {
      ...{ scope, name, queue, v, servedAt, turn, since },
      order: orderOf(queue, head),
      cursor: 0,
      key: 0,
    };
    flow.key = this.#keyOf(flow.v, flow.since);
    return flow;
  }

  /** Pushes `member` again when its key grew since it was ranked; says whether it did. */
  #reranked(heap: TinyQueue<MemberFlow>, member: MemberFlow): boolean {
    const key = this.#keyOf(member.v, member.since);
    if (key <= member.key) return false;
    member.key = key;
    heap.push(member);
    return true;
  }

  #keyOf(v: number, since: number): number {
    const late = this.#now - since - this.#graceMs;
    const aging = late > 0 ? (late / this.#graceMs) * AGING.unitsPerGrace : 0;
    return Math.max(v, this.#clock - this.#credit) - aging;
  }

  /** The member's oldest untaken entry `runs` takes; 'none' when every entry is taken. */
  #firstFor(
    member: MemberFlow,
    runs: (entry: LineEntry) => boolean,
  ): LineEntry | undefined | 'none' {
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
      if (runs(entry)) return entry;
    }
    return undefined;
  }

  #charge(member: MemberFlow, entry: LineEntry): void {
    const start = Math.max(member.v, this.#clock - this.#credit);
    this.#clock = Math.max(this.#clock, member.key);
    member.v = start + entry.cost / (entry.memberWeight * entry.scopeWeight);
    this.#served.set(member.queue, member);
    this.#taken.add(entry.jobId);
    member.servedAt = this.#now;
    member.since = this.#now;
    this.#turns += 1;
    member.turn = this.#turns;
    member.order = SERVED_ORDER + this.#turns;
    member.key = this.#keyOf(member.v, member.since);
    const more = this.#firstFor(member, (each) => !this.#taken.has(each.jobId)) !== 'none';
    if (more && this.#members) this.#members.push(member);
  }
}
