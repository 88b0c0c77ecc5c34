import { DROP_THEN_SERVER_ERROR, FaultDice } from '../emulator-kit/fault-dice.js';
import type { HordeFaults } from './horde-faults.js';
import type { HordeStats } from './horde-stats.js';
import type { HordeRoute } from './spec/horde-spec.js';

/** How an accepted generation will go. */
export type RequestFate = 'normal' | 'impossible' | 'fault';

/** Holds the current faults and decides, request by request, which one fires (and counts it). */
export class FaultInjector extends FaultDice<HordeRoute, HordeFaults, HordeStats['faults']> {
  /** The fault replacing the answer to a request of `route` (a 429, a drop, a 5xx), if one fires. */
  answerFaultFor(route: HordeRoute) {
    return this.firstFiring(route, [
      { fault: 'rate_limit', next: 'rateLimitNext', rate: 'rateLimitRate' },
      ...DROP_THEN_SERVER_ERROR,
    ]);
  }

  /** The fate of a newly accepted generation. */
  requestFate(): RequestFate {
    const fired = this.firstRolled([
      { fault: 'impossible', next: 'impossibleNext', rate: 'impossibleRate' },
      { fault: 'faulted', next: 'faultNext', rate: 'faultRate' },
    ]);
    return fired === 'faulted' ? 'fault' : (fired ?? 'normal');
  }

  /** The duration factor of a job starting now (counted when slow). */
  slowFactor(): number {
    return this.slowed('slowWorkers', 'slow');
  }

  /** Whether the image finishing now is censored by the `censorNextImages` fault. */
  censorNext(): boolean {
    return this.rolled({ fault: 'censored', next: 'censorNextImages' });
  }

  /** Whether the image URL handed out now is refused by R2 (`badImageUrlsNext`). */
  badImageUrl(): boolean {
    return this.rolled({ fault: 'bad_image_url', next: 'badImageUrlsNext' });
  }

  /** Whether this image download gets an HTML page instead (`htmlImagesNext`). */
  htmlImage(): boolean {
    return this.rolled({ fault: 'html_image', next: 'htmlImagesNext' });
  }
}
