import type { Prng } from '../prng.js';

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

/**
 * Holds an emulator's current faults and rolls them: a rate fires by the seeded generator, a
 * counter (`…Next`) fires once per unit until spent. Each emulator's injector extends it with the
 * faults of its own server and counts what fired in its stats. `scope` names the field holding
 * the targeted routes (`routes` in {@link BaseFaults}).
 */
export class FaultDice<Route extends string, Faults extends { readonly latencyMs: number }> {
  #current: Faults;

  constructor(
    protected readonly prng: Prng,
    none: Faults,
    private readonly scope: ScopeKey<Faults, Route>,
    /** The stats' fault counters (`latency` counted here, the rest by the subclass). */
    private readonly tally: { latency: number },
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

  protected targets(route: Route): boolean {
    const routes = this.#current[this.scope] as 'all' | readonly Route[];
    return routes === 'all' || routes.includes(route);
  }

  protected chance(rate: number): boolean {
    return rate > 0 && (rate >= 1 || this.prng.next() < rate);
  }

  /** Whether counter `name` fires now (it then counts one down). */
  protected counter(
    name: { [K in keyof Faults]: Faults[K] extends number ? K : never }[keyof Faults],
  ): boolean {
    const left = this.#current[name] as number;
    if (left <= 0) return false;
    this.#current = { ...this.#current, [name]: left - 1 };
    return true;
  }
}
