import { type DispatchOptions, fillServers } from './fair-choice.js';
import { FairOrder } from './fair-order.js';
import type { LaneState } from './lane-state.js';
import type { LaneServer, LineEntry } from './line-entry.js';
import { ModelAffinity } from './model-affinity.js';

/** The places a projection draws; an entry past them is told it waits behind that many. */
export const LINE_PLACES = 200;

/** Where a waiting entry stands: its 1-based place, and when it should start (epoch ms). */
export interface ProjectedPlace {
  readonly jobId: string;
  readonly place: number;
  /** Undefined while the lane's pace is unknown (nothing finished yet) or no server is up. */
  readonly startsAt?: number;
}

/** What a projection's estimate of the start needs of the lane. */
export interface LanePace {
  /** Milliseconds one cost unit of `jobId` takes on one slot, when measured (see `ServicePace`). */
  msPerCost(jobId: string): number | undefined;
  /** The lane's servers now, in the operator's order (`LineLanes.capacity`). */
  readonly servers: readonly LaneServer[];
}

/** One slot of a live server while a projection plays the dispatches to come: when it frees. */
interface ProjectedSlot {
  readonly server: LaneServer;
  freeAt: number;
}

/** What a running job past its expected end is still thought to need: this share of it. */
const OVERDUE_SHARE = 0.1;

/**
 * The first `limit` places of the lane's fair order from `state` at `now`, as the dispatches to
 * come would draw them if nothing changed, and when each should start. While every running and
 * drawn job's pace is known, the dispatches are played as `decideDispatch` makes them, each at
 * the instant slots free: each free server first takes its loaded model's next within the bound
 * (`ModelAffinity`, on a pool of several), then the least busy the fair order's next it can run
 * (a job only some servers have what it needs for waits for one of theirs); a server that can
 * run none of the rest is left. Past the known pace, or for entries no live server can run, the
 * places go on in the order any server would draw, with no start. Pure, and
 * O(limit · (slots + log n)) after O(members).
 */
export function projectLine(
  state: LaneState,
  now: number,
  pace: LanePace,
  { modelWaitMs, ...options }: DispatchOptions = {},
  limit = LINE_PLACES,
): ProjectedPlace[] {
  const order = new FairOrder(state, now, options);
  const affinity = new ModelAffinity(state, now, pace.servers.length > 1 ? modelWaitMs : 0);
  let slots = slotsFreeing(state, now, pace);
  const places: ProjectedPlace[] = [];
  const place = (entry: LineEntry, startsAt?: number) =>
    places.push({
      jobId: entry.jobId,
      place: places.length + 1,
      ...(startsAt !== undefined && { startsAt }),
    });
  /** Places `entry` on `slot` at `at`; false when its pace is not known (the slot never frees). */
  const run = (slot: ProjectedSlot, entry: LineEntry, at: number): boolean => {
    place(entry, at);
    const rate = pace.msPerCost(entry.jobId);
    slot.freeAt = rate === undefined ? Number.POSITIVE_INFINITY : at + entry.cost * rate;
    return rate !== undefined;
  };
  while (slots && slots.length > 0 && places.length < limit) {
    const at = Math.min(...slots.map((slot) => slot.freeAt));
    const free = new Map<LaneServer, ProjectedSlot[]>();
    for (const slot of slots) {
      if (slot.freeAt > at) continue;
      const own = free.get(slot.server);
      if (own) own.push(slot);
      else free.set(slot.server, [slot]);
    }
    let known = true;
    const give = (server: LaneServer, entry: LineEntry) => {
      const own = free.get(server) as ProjectedSlot[];
      known = run(own.pop() as ProjectedSlot, entry, at) && known;
      return own.length === 0;
    };
    const load = (server: LaneServer) => 1 - (free.get(server)?.length ?? 0) / server.slots;
    const more = () => places.length < limit;
    const done = fillServers(order, affinity, [...free.keys()], { give, load, more }, at);
    slots = known ? slots.filter((slot) => !done.has(slot.server)) : undefined;
  }
  while (places.length < limit) {
    const entry = order.next();
    if (!entry) break;
    place(entry);
  }
  return places;
}

/**
 * The live servers' slots, each freeing when the running job it holds is thought done (its
 * expected work left, a job past its expected end a tenth of it; a slot holding none, now);
 * undefined when a running job's pace is not known.
 */
function slotsFreeing(state: LaneState, now: number, pace: LanePace): ProjectedSlot[] | undefined {
  const slots = new Map<string, ProjectedSlot[]>();
  for (const server of pace.servers) {
    if (!server.up) continue;
    slots.set(
      server.id,
      Array.from({ length: server.slots }, () => ({ server, freeAt: now })),
    );
  }
  for (const claim of state.claims.values()) {
    const own = slots.get(claim.server);
    if (!own || own.length === 0) continue;
    const rate = pace.msPerCost(claim.jobId);
    if (rate === undefined) return undefined;
    const expected = claim.cost * rate;
    const slot = own.reduce((soonest, each) => (each.freeAt < soonest.freeAt ? each : soonest));
    slot.freeAt += Math.max(expected * OVERDUE_SHARE, expected - (now - claim.at));
  }
  return [...slots.values()].flat();
}

/**
 * The start to show of a job whose projected start moved from `shown` to `next` at `now`: `next`
 * once it differs by more than a fifth of the wait shown or 30 seconds, or `shown` has passed,
 * else `shown` (a card is not edited for an estimate that barely moved).
 */
export function steadyStart(
  shown: number | undefined,
  next: number | undefined,
  now: number,
): number | undefined {
  if (shown === undefined || next === undefined || shown <= now) return next;
  const tolerance = Math.max(30_000, (shown - now) / 5);
  return Math.abs(next - shown) > tolerance ? next : shown;
}
