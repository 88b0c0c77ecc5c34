import { setTimeout as sleep } from 'node:timers/promises';
import type { Lease, LeaseOptions, SharedState } from '../../src/store/shared-state.js';

/**
 * Leases and claims of several "processes" in memory, as Redis would hold them: one holder per
 * name, claims taken once. `state()` is one process's `SharedState` (leases and claims only).
 */
export class FakeRedis {
  readonly holders = new Map<string, symbol>();
  readonly claims = new Set<string>();
  /** How many times each lease was taken (its fencing epoch). */
  readonly epochs = new Map<string, number>();
  /** Processes that cannot be sure of a lease (paused past it) until they confirm it. */
  readonly paused = new Set<symbol>();
  readonly #lost = new Map<string, () => void>();

  /** One process's view: shared, with leases and claims here. */
  state(): SharedState {
    const me = Symbol('process');
    const redis = this;
    const state: Pick<SharedState, 'shared' | 'claim' | 'lease'> = {
      shared: true,
      async claim(key: string) {
        if (redis.claims.has(key)) return false;
        redis.claims.add(key);
        return true;
      },
      lease(name: string, options: LeaseOptions): Lease {
        let held = false;
        let epoch = 0;
        const tryTake = async () => {
          const holder = redis.holders.get(name);
          if (holder && holder !== me) return false;
          redis.holders.set(name, me);
          redis.epochs.set(name, (redis.epochs.get(name) ?? 0) + 1);
          epoch = redis.epochs.get(name) ?? 0;
          redis.#lost.set(name, () => {
            held = false;
            options.onLost(new Error('lost'));
          });
          held = true;
          return true;
        };
        return {
          get held() {
            return held;
          },
          get surelyHeld() {
            return held && !redis.paused.has(me);
          },
          get fence() {
            return held ? { key: name, token: String(epoch), epoch } : undefined;
          },
          tryTake,
          async confirm() {
            redis.paused.delete(me);
            if (held && redis.holders.get(name) !== me) {
              held = false;
              options.onLost(new Error('lost'));
            }
            return held;
          },
          async take(signal?: AbortSignal) {
            while (!(await tryTake())) await sleep(5, undefined, { signal });
          },
          async release() {
            if (!held) return;
            held = false;
            redis.holders.delete(name);
          },
        };
      },
    };
    return state as SharedState;
  }

  /**
   * Another process takes `name` while its holder is paused: the holder has not learnt it, and
   * cannot be sure of its lease until it confirms it.
   */
  takeWhilePaused(name: string): void {
    const holder = this.holders.get(name);
    if (holder) this.paused.add(holder);
    this.holders.delete(name);
  }

  /** Another process takes `name` from its holder, who learns it lost it. */
  steal(name: string): void {
    this.holders.set(name, Symbol('thief'));
    this.#lost.get(name)?.();
  }
}
