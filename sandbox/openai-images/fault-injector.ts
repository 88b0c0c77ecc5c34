import { DROP_THEN_SERVER_ERROR, FaultDice } from '../emulator-kit/fault-dice.js';
import type { OpenAiFaults } from './openai-faults.js';
import type { OpenAiStats } from './openai-stats.js';
import type { OpenAiRoute } from './spec/openai-spec.js';

/** Holds the current faults and decides, request by request, which one fires (and counts it). */
export class FaultInjector extends FaultDice<OpenAiRoute, OpenAiFaults, OpenAiStats['faults']> {
  /** The fault replacing the answer to a request of `route` (401, 429s, a drop, a 5xx), if one fires. */
  answerFaultFor(route: OpenAiRoute) {
    return this.firstFiring(route, [
      { fault: 'unauthorized', next: 'unauthorizedNext' },
      { fault: 'rate_limit', next: 'rateLimitNext', rate: 'rateLimitRate' },
      { fault: 'insufficient_quota', next: 'insufficientQuotaNext' },
      ...DROP_THEN_SERVER_ERROR,
    ]);
  }

  /** The duration factor of a generation starting now (counted when slow). */
  slowFactor(): number {
    return this.slowed('slowFactor', 'slow');
  }

  /** Whether the stream starting now is cut after its first partial image. */
  cutStream(): boolean {
    return this.rolled({ fault: 'stream_cut', next: 'cutStreamNext' });
  }
}
