import { FaultDice } from '../emulator-kit/fault-dice.js';
import type { SdWebuiFaults } from './sd-webui-faults.js';
import type { SdWebuiStats } from './sd-webui-stats.js';
import type { SdRoute } from './spec/sdapi-spec.js';

/** A fault that replaces a request's answer. */
export type AnswerFault = 'server_error' | 'drop';

/** Decides, request by request and job by job, which fault fires (and counts it). */
export class FaultInjector extends FaultDice<SdRoute, SdWebuiFaults, SdWebuiStats['faults']> {
  answerFaultFor(route: SdRoute): AnswerFault | undefined {
    return this.firstFiring(route, [
      { fault: 'drop', rate: 'dropRate' },
      { fault: 'server_error', next: 'serverErrorNext', rate: 'serverErrorRate' },
    ]);
  }

  /** Whether the generation starting now runs out of memory. */
  outOfMemory(): boolean {
    const fired = this.counter('outOfMemoryNext');
    if (fired) this.tally.out_of_memory++;
    return fired;
  }
}
