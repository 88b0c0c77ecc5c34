/** The weight of the newest run in the pace (an exponentially weighted moving average). */
const NEWEST = 0.2;

/**
 * How long a cost unit takes on one slot of each backend, from the runs that finished: the time
 * from a job's dispatch to its end over its cost, averaged with more weight on the latest
 * (α = 0.2). One pace per backend: a hosted backend's scopes' lanes share what each learns.
 */
export class ServicePace {
  readonly #msPerCost = new Map<string, number>();

  /** A job of `backend` that cost `cost` held its slot for `ms`. */
  ran(backend: string, cost: number, ms: number): void {
    if (!(cost > 0) || !(ms >= 0)) return;
    const sample = ms / cost;
    const pace = this.#msPerCost.get(backend);
    this.#msPerCost.set(backend, pace === undefined ? sample : pace + NEWEST * (sample - pace));
  }

  /** Milliseconds a cost unit takes on one slot of `backend`; undefined until one finished. */
  of(backend: string): number | undefined {
    return this.#msPerCost.get(backend);
  }
}
