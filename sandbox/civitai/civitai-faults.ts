import { type BaseFaults, DROP_THEN_SERVER_ERROR, FaultDice } from '../emulator-kit/fault-dice.js';
import type { CivitaiRoute } from './civitai-routes.js';

/** The faults the emulator can inject. */
export interface CivitaiFaults extends BaseFaults<CivitaiRoute> {
  /** Share of targeted requests answered 500 by the route's own `catch`. */
  readonly serverErrorRate: number;
  /** The next N targeted requests answered 500. */
  readonly serverErrorNext: number;
  /**
   * The next N targeted requests answered by Cloudflare in front instead (`524`, a timeout
   * reaching the origin, `text/plain` `error code: 524`), as CivitAI under load does.
   */
  readonly gatewayTimeoutNext: number;
  /** Share of targeted requests whose connection is dropped unanswered. */
  readonly dropRate: number;
}

/** No faults. */
export const NO_CIVITAI_FAULTS: CivitaiFaults = {
  routes: 'all',
  latencyMs: 0,
  serverErrorRate: 0,
  serverErrorNext: 0,
  gatewayTimeoutNext: 0,
  dropRate: 0,
};

/** Each fault's counter in the stats. */
export interface CivitaiFaultTally {
  latency: number;
  drop: number;
  server_error: number;
  gateway_timeout: number;
}

/** Cloudflare's 524 first (counted down), then a drop or the route's 500. */
const ANSWER_FAULTS = [
  { fault: 'gateway_timeout', next: 'gatewayTimeoutNext' },
  ...DROP_THEN_SERVER_ERROR,
] as const;

/** Decides, request by request, which fault fires (and counts it). */
export class CivitaiFaultInjector extends FaultDice<
  CivitaiRoute,
  CivitaiFaults,
  CivitaiFaultTally
> {
  answerFaultFor(route: CivitaiRoute) {
    return this.firstFiring(route, ANSWER_FAULTS);
  }
}
