import { FaultDice } from '../emulator-kit/fault-dice.js';
import type { Prng } from '../prng.js';
import { type HordeFaults, NO_HORDE_FAULTS } from './horde-faults.js';
import type { HordeStats } from './horde-stats.js';
import type { HordeRoute } from './spec/horde-spec.js';

/** A fault that replaces a request's answer. */
export type AnswerFault = 'rate_limit' | 'server_error' | 'drop';

/** How an accepted generation will go. */
export type RequestFate = 'normal' | 'impossible' | 'fault';

/** Holds the current faults and decides, request by request, which one fires (and counts it). */
export class FaultInjector extends FaultDice<HordeRoute, HordeFaults> {
  constructor(
    prng: Prng,
    private readonly stats: HordeStats,
  ) {
    super(prng, NO_HORDE_FAULTS, 'routes', stats.faults);
  }

  answerFaultFor(route: HordeRoute): AnswerFault | undefined {
    if (!this.targets(route)) return undefined;
    const f = this.faults;
    let fault: AnswerFault | undefined;
    if (this.counter('rateLimitNext') || this.chance(f.rateLimitRate)) fault = 'rate_limit';
    else if (this.chance(f.dropRate)) fault = 'drop';
    else if (this.counter('serverErrorNext') || this.chance(f.serverErrorRate)) {
      fault = 'server_error';
    }
    if (fault) this.stats.faults[fault]++;
    return fault;
  }

  /** The fate of a newly accepted generation. */
  requestFate(): RequestFate {
    const f = this.faults;
    if (this.counter('impossibleNext') || this.chance(f.impossibleRate)) {
      this.stats.faults.impossible++;
      return 'impossible';
    }
    if (this.counter('faultNext') || this.chance(f.faultRate)) {
      this.stats.faults.faulted++;
      return 'fault';
    }
    return 'normal';
  }

  /** The duration factor of a job starting now (counted when slow). */
  slowFactor(): number {
    const factor = this.faults.slowWorkers;
    if (factor !== 1) this.stats.faults.slow++;
    return factor;
  }

  /** Whether the image finishing now is censored by the `censorNextImages` fault. */
  censorNext(): boolean {
    const fired = this.counter('censorNextImages');
    if (fired) this.stats.faults.censored++;
    return fired;
  }

  /** Whether the image URL handed out now is refused by R2 (`badImageUrlsNext`). */
  badImageUrl(): boolean {
    const fired = this.counter('badImageUrlsNext');
    if (fired) this.stats.faults.bad_image_url++;
    return fired;
  }

  /** Whether this image download gets an HTML page instead (`htmlImagesNext`). */
  htmlImage(): boolean {
    const fired = this.counter('htmlImagesNext');
    if (fired) this.stats.faults.html_image++;
    return fired;
  }
}
