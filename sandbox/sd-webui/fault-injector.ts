import { FaultDice } from '../emulator-kit/fault-dice.js';
import type { Prng } from '../prng.js';
import { NO_SD_WEBUI_FAULTS, type SdWebuiFaults } from './sd-webui-faults.js';
import type { SdWebuiStats } from './sd-webui-stats.js';
import type { SdRoute } from './spec/sdapi-spec.js';

/** A fault that replaces a request's answer. */
export type AnswerFault = 'server_error' | 'drop';

/** Decides, request by request and job by job, which fault fires (and counts it). */
export class FaultInjector extends FaultDice<SdRoute, SdWebuiFaults> {
  constructor(
    prng: Prng,
    private readonly stats: SdWebuiStats,
  ) {
    super(prng, NO_SD_WEBUI_FAULTS, 'routes', stats.faults);
  }

  answerFaultFor(route: SdRoute): AnswerFault | undefined {
    if (!this.targets(route)) return undefined;
    let fault: AnswerFault | undefined;
    if (this.chance(this.faults.dropRate)) fault = 'drop';
    else if (this.counter('serverErrorNext') || this.chance(this.faults.serverErrorRate)) {
      fault = 'server_error';
    }
    if (fault) this.stats.faults[fault]++;
    return fault;
  }

  /** Whether the generation starting now runs out of memory. */
  outOfMemory(): boolean {
    const fired = this.counter('outOfMemoryNext');
    if (fired) this.stats.faults.out_of_memory++;
    return fired;
  }
}
