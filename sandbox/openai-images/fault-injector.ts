import { FaultDice } from '../emulator-kit/fault-dice.js';
import type { Prng } from '../prng.js';
import { NO_OPENAI_FAULTS, type OpenAiFaults } from './openai-faults.js';
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
export class FaultInjector extends FaultDice<OpenAiRoute, OpenAiFaults> {
  constructor(
    prng: Prng,
    private readonly stats: OpenAiStats,
  ) {
    super(prng, NO_OPENAI_FAULTS, 'routes', stats.faults);
  }

  answerFaultFor(route: OpenAiRoute): AnswerFault | undefined {
    if (!this.targets(route)) return undefined;
    const f = this.faults;
    let fault: AnswerFault | undefined;
    if (this.counter('unauthorizedNext')) fault = 'unauthorized';
    else if (this.counter('rateLimitNext') || this.chance(f.rateLimitRate)) fault = 'rate_limit';
    else if (this.counter('insufficientQuotaNext')) fault = 'insufficient_quota';
    else if (this.chance(f.dropRate)) fault = 'drop';
    else if (this.counter('serverErrorNext') || this.chance(f.serverErrorRate)) {
      fault = 'server_error';
    }
    if (fault) this.stats.faults[fault]++;
    return fault;
  }

  /** The duration factor of a generation starting now (counted when slow). */
  slowFactor(): number {
    const factor = this.faults.slowFactor;
    if (factor !== 1) this.stats.faults.slow++;
    return factor;
  }

  /** Whether the stream starting now is cut after its first partial image. */
  cutStream(): boolean {
    const fired = this.counter('cutStreamNext');
    if (fired) this.stats.faults.stream_cut++;
    return fired;
  }
}
