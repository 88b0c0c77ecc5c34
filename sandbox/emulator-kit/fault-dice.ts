import type { Prng } from '../prng.js';
import { abortableSleep } from './abortable-sleep.js';

/** What an emulator's faults hold: the routes they target and an added latency. */
export interface BaseFaults<Route extends string> {
  /** The routes answer faults and latency apply to. */
  readonly routes: 'all' | readonly Route[];
  /** Added to each targeted request, in ms. */
  readonly latencyMs: number;
}

/** The field of `Faults` naming the routes its faults target (`routes`; the image API's `endpoints`). */
export type ScopeKey<Faults, Route extends string> = {
  [K in keyof Faults]: Faults[K] extends 'all' | readonly Route[] ? K : never;
}[keyof Faults];

type KeysOf<Faults, Value> = {
  [K in keyof Faults]: Faults[K] extends Value ? K : never;
}[keyof Faults];

/**
 * One fault that may fire (a request's answer replaced, a job's fate): the `fault` told (and
 * counted) when its counter `next` fires or its share `rate` comes up.
 */
export interface AnswerRoll<Fault extends string, Faults> {
  readonly fault: Fault;
  readonly next?: KeysOf<Faults, number>;
  readonly rate?: KeysOf<Faults, number>;
}

/**
 * The answer faults most servers' emulators roll last, in this order: a dropped connection
 * (`dropRate`), then a 5xx (`serverErrorNext`, `serverErrorRate`).
 */
export const DROP_THEN_SERVER_ERROR = [
  { fault: 'drop', rate: 'dropRate' },
  { fault: 'server_error', next: 'serverErrorNext', rate: 'serverErrorRate' },
] as const;

/**
 * Holds an emulator's current faults and rolls them: a rate fires by the seeded generator, a
 * counter (`…Next`) fires once per unit until spent. Each emulator's injector extends it with the
 * faults of its own server and counts what fired in `tally` (its stats' fault counters). `scope`
 * names the field holding the targeted routes (`routes` in {@link BaseFaults}).
 */
export abstract class FaultDice<
  Route extends string,
  Faults extends { readonly latencyMs: number },
  Tally extends { latency: number },
> {
  #current: Faults;

  constructor(
    protected readonly prng: Prng,
    none: Faults,
    private readonly scope: ScopeKey<Faults, Route>,
    protected readonly tally: Tally,
  ) {
    this.#current = { ...none };
  }

  get faults(): Readonly<Faults> {
    return this.#current;
  }

  set(faults: Partial<Faults>): void {
    const given = Object.fromEntries(Object.entries(faults).filter(([, v]) => v !== undefined));
    this.#current = { ...this.#current, ...given };
  }

  /** The latency to add to a request of `route`, in ms (0 when not targeted; counted when not). */
  latencyFor(route: Route): number {
    const ms = this.targets(route) ? this.#current.latencyMs : 0;
    if (ms > 0) this.tally.latency++;
    return ms;
  }

  /** The fault replacing the answer to a request of `route`, if one fires (counted). */
  abstract answerFaultFor(route: Route): string | undefined;

  /**
   * Waits the latency fault of a request of `route` (`'drop'` when `signal`, the emulator's
   * closing, aborts meanwhile), then rolls its answer fault.
   */
  async afterLatency(
    route: Route,
    signal: AbortSignal,
  ): Promise<ReturnType<this['answerFaultFor']> | 'drop'> {
    await abortableSleep(this.latencyFor(route), signal);
    if (signal.aborted) return 'drop';
    return this.answerFaultFor(route) as ReturnType<this['answerFaultFor']>;
  }

  /**
   * The first of `rolls` that fires for a request of `route` (counted in the tally), or undefined
   * when none does or the route is not targeted.
   */
  protected firstFiring<Fault extends string & keyof Tally>(
    route: Route,
    rolls: readonly AnswerRoll<Fault, Faults>[],
  ): Fault | undefined {
    return this.targets(route) ? this.firstRolled(rolls) : undefined;
  }

  /** The first of `rolls` that fires (counted in the tally), whatever the route; undefined if none. */
  protected firstRolled<Fault extends string & keyof Tally>(
    rolls: readonly AnswerRoll<Fault, Faults>[],
  ): Fault | undefined {
    const fired = rolls.find(
      ({ next, rate }) =>
        (next !== undefined && this.counter(next)) ||
        (rate !== undefined && this.chance(this.#current[rate] as number)),
    )?.fault;
    if (fired) (this.tally[fired] as number)++;
    return fired;
  }

  /** Whether `roll` fires now (counted in the tally). */
  protected rolled(roll: AnswerRoll<string & keyof Tally, Faults>): boolean {
    return this.firstRolled([roll]) !== undefined;
  }

  /** The duration factor `key` holds now, counted as `fault` when not 1. */
  protected slowed(key: KeysOf<Faults, number>, fault: string & keyof Tally): number {
    const factor = this.#current[key] as number;
    if (factor !== 1) (this.tally[fault] as number)++;
    return factor;
  }

  protected targets(route: Route): boolean {
    const routes = this.#current[this.scope] as 'all' | readonly Route[];
    return routes === 'all' || routes.includes(route);
  }

  protected chance(rate: number): boolean {
    return rate > 0 && (rate >= 1 || this.prng.next() < rate);
  }

  /** Whether counter `name` fires now (it then counts one down). */
  protected counter(name: KeysOf<Faults, number>): boolean {
    const left = this.#current[name] as number;
    if (left <= 0) return false;
    this.#current = { ...this.#current, [name]: left - 1 };
    return true;
  }
}
