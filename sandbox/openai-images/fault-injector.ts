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

type Counter =
  | 'unauthorizedNext'
  | 'rateLimitNext'
  | 'insufficientQuotaNext'
  | 'serverErrorNext'
  | 'cutStreamNext';

/** Holds the current faults and decides, request by request, which one fires (and counts it). */
export class FaultInjector {
  #current: OpenAiFaults = { ...NO_OPENAI_FAULTS };

  constructor(
    private readonly prng: Prng,
    private readonly stats: OpenAiStats,
  ) {}

  get faults(): Readonly<OpenAiFaults> {
    return this.#current;
  }

  set(faults: Partial<OpenAiFaults>): void {
    const given = Object.fromEntries(Object.entries(faults).filter(([, v]) => v !== undefined));
    this.#current = { ...this.#current, ...given };
  }

  latencyFor(route: OpenAiRoute): number {
    const ms = this.#targets(route) ? this.#current.latencyMs : 0;
    if (ms > 0) this.stats.faults.latency++;
    return ms;
  }

  answerFaultFor(route: OpenAiRoute): AnswerFault | undefined {
    if (!this.#targets(route)) return undefined;
    const f = this.#current;
    let fault: AnswerFault | undefined;
    if (this.#counter('unauthorizedNext')) fault = 'unauthorized';
    else if (this.#counter('rateLimitNext') || this.#chance(f.rateLimitRate)) fault = 'rate_limit';
    else if (this.#counter('insufficientQuotaNext')) fault = 'insufficient_quota';
    else if (this.#chance(f.dropRate)) fault = 'drop';
    else if (this.#counter('serverErrorNext') || this.#chance(f.serverErrorRate)) {
      fault = 'server_error';
    }
    if (fault) this.stats.faults[fault]++;
    return fault;
  }

  /** The duration factor of a generation starting now (counted when slow). */
  slowFactor(): number {
    const factor = this.#current.slowFactor;
    if (factor !== 1) this.stats.faults.slow++;
    return factor;
  }

  /** Whether the stream starting now is cut after its first partial image. */
  cutStream(): boolean {
    const fired = this.#counter('cutStreamNext');
    if (fired) this.stats.faults.stream_cut++;
    return fired;
  }

  #targets(route: OpenAiRoute): boolean {
    const { routes } = this.#current;
    return routes === 'all' || routes.includes(route);
  }

  #chance(rate: number): boolean {
    return rate > 0 && (rate >= 1 || this.prng.next() < rate);
  }

  #counter(name: Counter): boolean {
    if (this.#current[name] <= 0) return false;
    this.#current = { ...this.#current, [name]: this.#current[name] - 1 };
    return true;
  }
}
