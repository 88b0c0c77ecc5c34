/** The weight of the newest run in the pace (an exponentially weighted moving average). */
const NEWEST = 0.2;

/**
 * How long a cost unit takes on one slot of each backend, from the runs that finished: the time
 * from a job's dispatch to its end over its cost, averaged with more weight on the latest
 * (α = 0.2). One pace per backend: a hosted backend's scopes' lanes share what each learns.
 */
export class ServicePace {
  readonly #msPerCost = new Map<string, number>();
  readonly #msPerVideo = new Map<string, number>();

  /**
   * A job of `backend` that cost `cost` held its slot for `ms`; a video's (an animation's) time is
   * its own average, apart from images' (its frames are not in its cost).
   */
  ran(backend: string, cost: number, ms: number, { video = false } = {}): void {
    if (video) average(this.#msPerVideo, backend, ms, 1);
    else average(this.#msPerCost, backend, ms, cost);
  }

  /** Milliseconds a cost unit takes on one slot of `backend`; undefined until one finished. */
  of(backend: string): number | undefined {
    return this.#msPerCost.get(backend);
  }

  /** Milliseconds a video of `backend` holds its slot; undefined until one finished. */
  videoMs(backend: string): number | undefined {
    return this.#msPerVideo.get(backend);
  }
}

/** Moves `paces`' average for `backend` toward `ms` over `cost`. */
function average(paces: Map<string, number>, backend: string, ms: number, cost: number): void {
  if (!(cost > 0) || !(ms >= 0)) return;
  const sample = ms / cost;
  const pace = paces.get(backend);
  paces.set(backend, pace === undefined ? sample : pace + NEWEST * (sample - pace));
}
