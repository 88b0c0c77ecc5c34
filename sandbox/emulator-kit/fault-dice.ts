import type { Prng } from '../prng.js';

/** What every emulator's faults hold: the routes they target and an added latency. */
export interface BaseFaults<Route extends string> {
  /** The routes answer faults and latency apply to. */
  readonly routes: 'all' | readonly Route[];
  /** Added to each targeted request, in ms. */
  readonly latencyMs: number;
}

/**
 * Holds an emulator's current faults and rolls them: a rate fires by the seeded generator, a
 * counter (`…Next`) fires once per unit until spent. Each emulator's injector extends it with the
 * faults of its own server and counts what fired in its stats.
 */
export class FaultDice<Route extends string, Faults extends BaseFaults<Route>> {
  #current: Faults;

  constructor(
    protected readonly prng: Prng,
    none: Faults,
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

  /** The latency to add to a request of `route`, in ms (0 when not targeted). */
  protected latencyOf(route: Route): number {
    return this.targets(route) ? this.#current.latencyMs : 0;
  }

  protected targets(route: Route): boolean {
    const { routes } = this.#current;
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
