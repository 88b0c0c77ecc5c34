import { DROP_THEN_SERVER_ERROR, FaultDice } from '../emulator-kit/fault-dice.js';
import type { SdWebuiFaults } from './sd-webui-faults.js';
import type { SdWebuiStats } from './sd-webui-stats.js';
import type { SdRoute } from './spec/sdapi-spec.js';

/** FastAPI's 422 first (counted down), then a drop or `api_middleware`'s 500. */
const ANSWER_FAULTS = [
  { fault: 'unprocessable', next: 'unprocessableNext' },
  ...DROP_THEN_SERVER_ERROR,
] as const;

/** Decides, request by request and job by job, which fault fires (and counts it). */
export class FaultInjector extends FaultDice<SdRoute, SdWebuiFaults, SdWebuiStats['faults']> {
  /** The fault replacing the answer to a request of `route` (a drop, a 422 or a 500), if any. */
  answerFaultFor(route: SdRoute) {
    return this.firstFiring(route, ANSWER_FAULTS);
  }

  /** Whether the generation starting now runs out of memory. */
  outOfMemory(): boolean {
    return this.rolled({ fault: 'out_of_memory', next: 'outOfMemoryNext' });
  }
}
