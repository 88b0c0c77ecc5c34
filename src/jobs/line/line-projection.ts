import { FairOrder, type OrderOptions } from './fair-order.js';
import type { LaneState } from './lane-state.js';

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
  /** The slots of the lane's live servers. */
  readonly slots: number;
}

/**
 * The first `limit` places of the lane's fair order from `state` at `now`, as the dispatches to
 * come would draw them if nothing changed (any server; each in turn), and when each should start:
 * the work the running jobs have left and the work ahead of it, over the live slots. Pure, and
 * O(limit · log n) after O(members).
 */
export function projectLine(
  state: LaneState,
  now: number,
  pace: LanePace,
  options: OrderOptions = {},
  limit = LINE_PLACES,
): ProjectedPlace[] {
  const order = new FairOrder(state, now, options);
  let ahead = pace.slots > 0 ? runningWorkLeft(state, now, pace) : undefined;
  const places: ProjectedPlace[] = [];
  while (places.length < limit) {
    const entry = order.next();
    if (!entry) break;
    const startsAt = ahead === undefined ? undefined : now + ahead / pace.slots;
    places.push({
      jobId: entry.jobId,
      place: places.length + 1,
      ...(startsAt !== undefined && { startsAt }),
    });
    const rate = pace.msPerCost(entry.jobId);
    ahead = ahead === undefined || rate === undefined ? undefined : ahead + entry.cost * rate;
  }
  return places;
}

/** What a running job past its expected end is still thought to need: this share of it. */
const OVERDUE_SHARE = 0.1;

/**
 * The work the lane's running jobs have left, in slot-milliseconds (a job past its expected end
 * a tenth of it); undefined when unknown.
 */
function runningWorkLeft(state: LaneState, now: number, pace: LanePace): number | undefined {
  let left = 0;
  for (const claim of state.claims.values()) {
    const rate = pace.msPerCost(claim.jobId);
    if (rate === undefined) return undefined;
    const expected = claim.cost * rate;
    left += Math.max(expected * OVERDUE_SHARE, expected - (now - claim.at));
  }
  return left;
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
