import type { FairOrder } from './fair-order.js';
import type { LaneState } from './lane-state.js';
import type { LineEntry } from './line-entry.js';

/**
 * How long a model waiting may be passed over for a server's loaded one (`FAIR_MODEL_WAIT_MS`):
 * about one checkpoint switch (4.7 s on the emulators' H200, 5 s on their RTX 4090, 8 s on their
 * RTX 3060), so the rarer model's images wait at most this plus one job.
 */
export const MODEL_WAIT_MS = 5_000;

/** The models a dispatch leaves: each server's loaded one, each model's time passed over. */
export interface ModelChanges {
  readonly loaded: readonly (readonly [string, string])[];
  readonly passed: readonly (readonly [string, number])[];
}

/**
 * Model affinity with a bound (delay scheduling, Zaharia et al. 2010): a free server first takes
 * the fair order's first entry of the model it has loaded (or of no model the line knows) ahead of
 * the fair head of another model, saving a checkpoint switch, while no model so passed over has
 * waited `waitMs` since it first was; an overdue model's entries take their fair places again,
 * and the server switches. `front` entries go first whatever their model. A model none of whose
 * entries waits any more (all withdrawn) is no longer passed over: its next entry waits the bound
 * afresh. Reads `state`'s models, never changes them: {@link ModelAffinity.changes} says what it would.
 */
export class ModelAffinity {
  readonly #now: number;
  readonly #waitMs: number;
  readonly #loaded: Map<string, string>;
  readonly #passed: Map<string, number>;
  readonly #state: LaneState;
  /** The untaken entries by model (undefined: none known), `front` ones apart; counted at need. */
  #waiting: { readonly byModel: Map<string | undefined, number>; front: number } | undefined;

  constructor(state: LaneState, now: number, waitMs = MODEL_WAIT_MS) {
    this.#now = now;
    this.#waitMs = waitMs;
    this.#state = state;
    this.#loaded = new Map(state.loaded);
    this.#passed = new Map(state.passed);
    if (this.#passed.size > 0) {
      this.#waiting = countWaiting(state);
      for (const model of state.passed.keys()) {
        if (!this.#waiting.byModel.get(model)) this.#passed.delete(model);
      }
    }
  }

  /**
   * `order`'s next entry for `server` of the model it has loaded (or a `front` one, one of no
   * known model, one of a model overdue); undefined when none waits, its model is not known, or
   * the bound is 0. The models it passes over are marked passed, from `at` (a projection's turn to
   * come; default: now).
   */
  loadedNext(order: FairOrder, server: string, at = this.#now): LineEntry | undefined {
    const loaded = this.#loaded.get(server);
    if (loaded === undefined || this.#waitMs <= 0 || !this.#mayTake(loaded, at)) return undefined;
    const skipped = new Set<string>();
    const entry = order.next(server, (each) => {
      const { model } = each;
      if (each.front || model === undefined || model === loaded || this.#overdue(model, at)) {
        return true;
      }
      skipped.add(model);
      return false;
    });
    if (!entry) return undefined;
    for (const model of skipped) {
      if (!this.#passed.has(model)) this.#passed.set(model, at);
    }
    return this.#took(server, entry);
  }

  /** `order`'s next entry for `server`, whatever its model (the server loads it). */
  next(order: FairOrder, server: string): LineEntry | undefined {
    const entry = order.next(server);
    return entry && this.#took(server, entry);
  }

  /** The servers' loaded models and the models passed over, after the entries taken. */
  changes(): ModelChanges {
    return { loaded: [...this.#loaded], passed: [...this.#passed] };
  }

  #overdue(model: string, at: number): boolean {
    const since = this.#passed.get(model);
    return since !== undefined && at - since >= this.#waitMs;
  }

  /**
   * Whether anything `loadedNext` would take waits (one pass over the entries, once a dispatch):
   * a server with nothing of its model waiting switches without a scan of the whole order.
   */
  #mayTake(loaded: string, at: number): boolean {
    this.#waiting ??= countWaiting(this.#state);
    const { byModel, front } = this.#waiting;
    if (front > 0 || (byModel.get(loaded) ?? 0) > 0 || (byModel.get(undefined) ?? 0) > 0) {
      return true;
    }
    for (const [model, count] of byModel) {
      if (model !== undefined && count > 0 && this.#overdue(model, at)) return true;
    }
    return false;
  }

  #took(server: string, entry: LineEntry): LineEntry {
    if (this.#waiting) {
      if (entry.front) this.#waiting.front -= 1;
      else {
        const { byModel } = this.#waiting;
        byModel.set(entry.model, (byModel.get(entry.model) ?? 1) - 1);
      }
    }
    if (entry.model !== undefined) {
      this.#loaded.set(server, entry.model);
      this.#passed.delete(entry.model);
    }
    return entry;
  }
}

function countWaiting(state: LaneState) {
  const byModel = new Map<string | undefined, number>();
  let front = 0;
  for (const entry of state.entries.values()) {
    if (entry.front) front += 1;
    else byModel.set(entry.model, (byModel.get(entry.model) ?? 0) + 1);
  }
  return { byModel, front };
}
