import type { GpuWorkKind } from '../../image-backend/gpu-work.js';

/** The weight of the newest run in the pace (an exponentially weighted moving average). */
const NEWEST = 0.2;

/**
 * How long a cost unit (an expected GPU second on the line's reference GPU, `jobCost`) takes on
 * one slot of each backend, from the runs that finished: the time from a job's dispatch to its end
 * over its cost, averaged with more weight on the latest (α = 0.2), for each kind of work apart
 * (a pool's edits or videos may run faster or slower against its text to image than the
 * reference GPU's do) and for all together, which stands for a kind none of has finished yet.
 * One pace per backend: a hosted backend's scopes' lanes share what each learns.
 */
export class ServicePace {
  readonly #msPerCost = new Map<string, number>();
  readonly #msPerVideo = new Map<string, number>();

  /** A job of `backend`, of `kind`, that cost `cost` held its slot for `ms`. */
  ran(backend: string, cost: number, ms: number, kind: GpuWorkKind = 'text-to-image'): void {
    average(this.#msPerCost, backend, ms, cost);
    average(this.#msPerCost, `${backend}|${kind}`, ms, cost);
    if (kind === 'video') average(this.#msPerVideo, backend, ms, 1);
  }

  /**
   * Milliseconds a cost unit of `kind` takes on one slot of `backend` (any kind's, until one of
   * `kind` finished); undefined until one finished.
   */
  of(backend: string, kind?: GpuWorkKind): number | undefined {
    return (kind && this.#msPerCost.get(`${backend}|${kind}`)) ?? this.#msPerCost.get(backend);
  }

  /** Milliseconds a video of `backend` holds its slot; undefined until one finished. */
  videoMs(backend: string): number | undefined {
    return this.#msPerVideo.get(backend);
  }
}

/** Moves `paces`' average for `key` toward `ms` over `cost`. */
function average(paces: Map<string, number>, key: string, ms: number, cost: number): void {
  if (!(cost > 0) || !(ms >= 0)) return;
  const sample = ms / cost;
  const pace = paces.get(key);
  paces.set(key, pace === undefined ? sample : pace + NEWEST * (sample - pace));
}
