import type { Prng } from '../prng.js';
import { formCost } from './alchemy-forms.js';
import type { FaultInjector } from './fault-injector.js';
import type { AlchemistOptions } from './horde-options.js';
import type { HordeStats } from './horde-stats.js';
import type { AlchemyForm, Interrogation } from './interrogation.js';

/** What an {@link AlchemyQueue} needs. */
export interface AlchemyQueueOptions {
  readonly alchemists: AlchemistOptions;
  readonly prng: Prng;
  readonly faults: FaultInjector;
  readonly stats: HordeStats;
  /** Scaled form duration range in ms. */
  readonly formMs: readonly [number, number];
  readonly expiryMs: number;
  /** What a worker delivers for `form` of `interrogation` at `t` (`formResult`). */
  readonly deliver: (
    interrogation: Interrogation,
    form: AlchemyForm,
    t: number,
  ) => AlchemyForm['result'];
}

interface Busy {
  readonly interrogation: Interrogation;
  readonly form: AlchemyForm;
}

/**
 * Every live alchemy request and the alchemists serving them, on the emulator's clock, as the
 * generation queue: each look plays every event up to `now` (a free thread pops the first
 * waiting form it serves of the best-ranked request whose source has at most `maxTiles` tiles,
 * forms end, aborted ones wait again, idle requests expire). A `fault` fate makes every form
 * abort at its end, and fault at its fourth abort (`abort_count > 2`); an `impossible` one is
 * never popped.
 */
export class AlchemyQueue {
  readonly #requests = new Map<string, Interrogation>();
  readonly #threads: { busy?: Busy }[];
  #time = Number.NEGATIVE_INFINITY;

  constructor(private readonly o: AlchemyQueueOptions) {
    this.#threads = Array.from({ length: o.alchemists.threads }, () => ({}));
  }

  add(interrogation: Interrogation): void {
    this.advance(interrogation.lastActivity);
    this.#requests.set(interrogation.id, interrogation);
    this.#assign(interrogation.lastActivity);
  }

  /** The live request `id` at `now` (undefined once expired or never known). */
  get(id: string, now: number): Interrogation | undefined {
    this.advance(now);
    return this.#requests.get(id);
  }

  /** Every live request at `now`. */
  all(now: number): Interrogation[] {
    this.advance(now);
    return [...this.#requests.values()];
  }

  /**
   * Cancels every form not done (`Interrogation.cancel`): a processing one is paid as delivered
   * (its worker still finishes, for nothing more), a waiting one costs nothing.
   */
  cancel(interrogation: Interrogation): void {
    for (const form of interrogation.forms) {
      if (form.state === 'processing') this.#pay(interrogation, form);
      if (form.state !== 'done') {
        form.state = 'cancelled';
        form.result = undefined;
      }
    }
  }

  /** Plays every event up to `now`. */
  advance(now: number): void {
    for (;;) {
      this.#expire(this.#time);
      this.#assign(this.#time);
      const next = Math.min(...this.#threads.map((t) => t.busy?.form.endsAt ?? Infinity));
      if (!(next <= now)) break;
      this.#time = Math.max(this.#time, next);
      for (const thread of this.#threads) {
        if ((thread.busy?.form.endsAt ?? Infinity) <= this.#time) this.#finish(thread, this.#time);
      }
    }
    this.#time = Math.max(this.#time, now);
    this.#expire(now);
    this.#assign(now);
  }

  #assign(t: number): void {
    for (const thread of this.#threads) {
      if (thread.busy) continue;
      const found = this.#next();
      if (!found) return;
      const [min, max] = this.o.formMs;
      const ms = (min + this.o.prng.next() * (max - min)) * this.o.faults.slowFactor();
      Object.assign(found.form, { state: 'processing', startedAt: t, endsAt: t + ms });
      found.interrogation.lastActivity = t;
      thread.busy = found;
    }
  }

  #next(): Busy | undefined {
    const { forms, maxTiles } = this.o.alchemists;
    let best: Busy | undefined;
    for (const interrogation of this.#requests.values()) {
      if (interrogation.fate === 'impossible' || interrogation.source.tiles > maxTiles) continue;
      const form = interrogation.forms.find((f) => f.state === 'waiting' && forms.includes(f.name));
      if (!form) continue;
      const b = best?.interrogation;
      if (
        !b ||
        interrogation.priority > b.priority ||
        (interrogation.priority === b.priority && interrogation.seq < b.seq)
      ) {
        best = { interrogation, form };
      }
    }
    return best;
  }

  #finish(thread: { busy?: Busy }, t: number): void {
    const busy = thread.busy;
    thread.busy = undefined;
    if (busy?.form.state !== 'processing') return;
    const { interrogation, form } = busy;
    if (interrogation.fate === 'fault') {
      if (form.aborts > 2) form.state = 'faulted';
      else {
        form.state = 'waiting';
        form.aborts++;
      }
      return;
    }
    form.result = this.o.deliver(interrogation, form, t);
    form.state = 'done';
    interrogation.lastActivity = t;
    this.#pay(interrogation, form);
    this.o.stats.formsFinished++;
  }

  #pay(interrogation: Interrogation, form: AlchemyForm): void {
    const cost = formCost(form.kudos, interrogation.slowWorkers);
    form.paid = cost;
    interrogation.user.kudos -= cost;
    interrogation.user.consumed += cost;
    this.o.stats.kudosConsumed += cost;
  }

  #expire(t: number): void {
    for (const [id, interrogation] of this.#requests) {
      if (interrogation.lastActivity + this.o.expiryMs <= t) this.#requests.delete(id);
    }
  }
}
