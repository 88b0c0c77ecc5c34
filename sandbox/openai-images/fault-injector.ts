import { FaultDice } from '../emulator-kit/fault-dice.js';
import type { OpenAiFaults } from './openai-faults.js';
import type { OpenAiStats } from './openai-stats.js';
import type { OpenAiRoute } from './spec/openai-spec.js';

/** A fault that replaces a request's answer. */
export type AnswerFault =
  | 'unauthorized'
  | 'rate_limit'
  | 'insufficient_quota'
  | 'server_error'
  | 'drop';

/** Holds the current faults and decides, request by request, which one fires (and counts it). */
export class FaultInjector extends FaultDice<OpenAiRoute, OpenAiFaults, OpenAiStats['faults']> {
  answerFaultFor(route: OpenAiRoute): AnswerFault | undefined {
    return this.firstFiring(route, [
      { fault: 'unauthorized', next: 'unauthorizedNext' },
      { fault: 'rate_limit', next: 'rateLimitNext', rate: 'rateLimitRate' },
      { fault: 'insufficient_quota', next: 'insufficientQuotaNext' },
      { fault: 'drop', rate: 'dropRate' },
      { fault: 'server_error', next: 'serverErrorNext', rate: 'serverErrorRate' },
    ]);
  }

  /** The duration factor of a generation starting now (counted when slow). */
  slowFactor(): number {
    const factor = this.faults.slowFactor;
    if (factor !== 1) this.tally.slow++;
    return factor;
  }

  /** Whether the stream starting now is cut after its first partial image. */
  cutStream(): boolean {
    const fired = this.counter('cutStreamNext');
    if (fired) this.tally.stream_cut++;
    return fired;
  }
}
