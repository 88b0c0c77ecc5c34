import { FaultDice } from '../emulator-kit/fault-dice.js';
import type { HordeFaults } from './horde-faults.js';
import type { HordeStats } from './horde-stats.js';
import type { HordeRoute } from './spec/horde-spec.js';

/** A fault that replaces a request's answer. */
export type AnswerFault = 'rate_limit' | 'server_error' | 'drop';

/** How an accepted generation will go. */
export type RequestFate = 'normal' | 'impossible' | 'fault';

/** Holds the current faults and decides, request by request, which one fires (and counts it). */
export class FaultInjector extends FaultDice<HordeRoute, HordeFaults, HordeStats['faults']> {
  answerFaultFor(route: HordeRoute): AnswerFault | undefined {
    return this.firstFiring(route, [
      { fault: 'rate_limit', next: 'rateLimitNext', rate: 'rateLimitRate' },
      { fault: 'drop', rate: 'dropRate' },
      { fault: 'server_error', next: 'serverErrorNext', rate: 'serverErrorRate' },
    ]);
  }

  /** The fate of a newly accepted generation. */
  requestFate(): RequestFate {
    const f = this.faults;
    if (this.counter('impossibleNext') || this.chance(f.impossibleRate)) {
      this.tally.impossible++;
      return 'impossible';
    }
    if (this.counter('faultNext') || this.chance(f.faultRate)) {
      this.tally.faulted++;
      return 'fault';
    }
    return 'normal';
  }

  /** The duration factor of a job starting now (counted when slow). */
  slowFactor(): number {
    const factor = this.faults.slowWorkers;
    if (factor !== 1) this.tally.slow++;
    return factor;
  }

  /** Whether the image finishing now is censored by the `censorNextImages` fault. */
  censorNext(): boolean {
    const fired = this.counter('censorNextImages');
    if (fired) this.tally.censored++;
    return fired;
  }

  /** Whether the image URL handed out now is refused by R2 (`badImageUrlsNext`). */
  badImageUrl(): boolean {
    const fired = this.counter('badImageUrlsNext');
    if (fired) this.tally.bad_image_url++;
    return fired;
  }

  /** Whether this image download gets an HTML page instead (`htmlImagesNext`). */
  htmlImage(): boolean {
    const fired = this.counter('htmlImagesNext');
    if (fired) this.tally.html_image++;
    return fired;
  }
}
