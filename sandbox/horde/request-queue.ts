import type { Prng } from '../prng.js';
import type { FaultInjector } from './fault-injector.js';
import type { HordeStats } from './horde-stats.js';
import { isPickable, jobCounts, ranksBefore, type WaitingPrompt } from './waiting-prompt.js';
import type { WorkerPool, WorkerThread } from './worker-pool.js';

/** What a {@link RequestQueue} needs. */
export interface RequestQueueOptions {
  readonly pool: WorkerPool;
  readonly prng: Prng;
  readonly faults: FaultInjector;
  readonly stats: HordeStats;
  /** Scaled job duration range in ms. */
  readonly jobMs: readonly [number, number];
  readonly expiryMs: number;
  /** Whether a finished image of `wp` trips the NSFW filter. */
  readonly trips: (wp: WaitingPrompt) => boolean;
}

/**
 * Every live request and the workers serving them, simulated on the emulator's clock: each look
 * first plays every event up to `now` in order (free threads take the best-ranked waiting job,
 * jobs end, faulted jobs go back to waiting, idle requests expire). Nothing runs on timers.
 */
export class RequestQueue {
  readonly #requests = new Map<string, WaitingPrompt>();
  #time = Number.NEGATIVE_INFINITY;

  constructor(private readonly o: RequestQueueOptions) {}

  add(wp: WaitingPrompt): void {
    this.advance(wp.createdAt);
    this.#requests.set(wp.id, wp);
    this.#assign(wp.createdAt);
  }

  /** The live request `id` at `now` (undefined once expired or never known). */
  get(id: string, now: number): WaitingPrompt | undefined {
    this.advance(now);
    return this.#requests.get(id);
  }

  /** Every live request at `now`. */
  all(now: number): WaitingPrompt[] {
    this.advance(now);
    return [...this.#requests.values()];
  }

  /** Plays every event up to `now`. */
  advance(now: number): void {
    for (;;) {
      this.#expire(this.#time);
      this.#assign(this.#time);
      const ends = this.o.pool.busyThreads().map((thread) => thread.busy.job.endsAt ?? 0);
      const next = Math.min(...ends);
      if (!(next <= now)) break;
      this.#time = Math.max(this.#time, next);
      for (const thread of this.o.pool.busyThreads()) {
        if ((thread.busy.job.endsAt ?? 0) <= this.#time) this.#finish(thread, this.#time);
      }
    }
    this.#time = Math.max(this.#time, now);
    this.#expire(now);
    this.#assign(now);
  }

  #assign(t: number): void {
    for (const thread of this.o.pool.threads) {
      if (thread.busy) continue;
      const wp = this.#bestFor(thread);
      const job = wp?.jobs.find((candidate) => candidate.state === 'waiting');
      if (!wp || !job) continue;
      const [min, max] = this.o.jobMs;
      const ms = (min + this.o.prng.next() * (max - min)) * this.o.faults.slowFactor();
      Object.assign(job, {
        state: 'processing',
        generationId: this.o.prng.uuid(),
        startedAt: t,
        endsAt: t + ms,
        model: thread.model,
        workerId: thread.workerId,
        workerName: thread.workerName,
      });
      wp.lastActivity = t;
      thread.busy = { wp, job };
    }
  }

  #bestFor(thread: WorkerThread): WaitingPrompt | undefined {
    let best: WaitingPrompt | undefined;
    for (const wp of this.#requests.values()) {
      if (!isPickable(wp) || jobCounts(wp).waiting === 0 || !this.o.pool.serves(thread, wp))
        continue;
      if (!best || ranksBefore(wp, best)) best = wp;
    }
    return best;
  }

  #finish(thread: WorkerThread, t: number): void {
    const { wp, job } = thread.busy ?? {};
    thread.busy = undefined;
    if (!wp || !job) return;
    wp.lastActivity = t;
    if (wp.fate === 'fault') {
      job.state = 'waiting';
      wp.restarted++;
      wp.faults++;
      if (wp.faults > 2) wp.faulted = true;
      return;
    }
    job.state = 'finished';
    job.censored = this.o.trips(wp) || this.o.faults.censorNext();
    const kudos = job.censored ? 0 : wp.kudosPerImage;
    wp.consumedKudos += kudos;
    wp.user.kudos -= kudos;
    wp.user.consumed += kudos;
    this.o.stats.imagesFinished++;
    this.o.stats.kudosConsumed += kudos;
  }

  #expire(t: number): void {
    for (const [id, wp] of this.#requests) {
      const busy = wp.jobs.some((job) => job.state === 'processing');
      if (!busy && wp.lastActivity + this.o.expiryMs <= t) this.#requests.delete(id);
    }
  }
}
