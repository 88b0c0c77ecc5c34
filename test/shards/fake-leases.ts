import { setTimeout as sleep } from 'node:timers/promises';
import type { Lease, LeaseOptions, SharedState } from '../../src/store/shared-state.js';

/**
 * Leases and claims of several "processes" in memory, as Redis would hold them: one holder per
 * name, claims taken once. `state()` is one process's `SharedState` (leases and claims only).
 */
export class FakeRedis {
  readonly holders = new Map<string, symbol>();
  readonly claims = new Set<string>();
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
        const tryTake = async () => {
          const holder = redis.holders.get(name);
          if (holder && holder !== me) return false;
          redis.holders.set(name, me);
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
          tryTake,
          async confirm() {
            return held && redis.holders.get(name) === me;
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

  /** Another process takes `name` from its holder, who learns it lost it. */
  steal(name: string): void {
    this.holders.set(name, Symbol('thief'));
    this.#lost.get(name)?.();
  }
}
