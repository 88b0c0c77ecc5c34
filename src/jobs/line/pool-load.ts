import type { PoolServer } from '../../image-backend/backend-pool.js';
import type { LaneState } from './lane-state.js';

/** One server of a pool with the slots its line's jobs hold on it now (every process's). */
export interface ServerLoad extends PoolServer {
  /** Jobs holding one of its slots (a down server keeps those sent before it fell silent). */
  readonly taken: number;
}

/** A pooled backend's servers and line as `/queue` and `/metrics` read them. */
export interface PoolLoad {
  /** The backend whose pool it is (`RegisteredBackend.id`). */
  readonly backend: string;
  /** Its servers in the operator's order. */
  readonly servers: readonly ServerLoad[];
  /** Jobs waiting in its line, from every scope. */
  readonly waiting: number;
  /** Of them, the asking scope's (0 when none asked). */
  readonly scopeWaiting: number;
}

/**
 * The load of `servers` from their lane's `state`: each server's slots taken by its claims, and
 * the waiting entries, those of `scope` counted apart. Pure, O(entries + claims).
 */
export function poolLoadOf(
  backend: string,
  servers: readonly PoolServer[],
  state: Pick<LaneState, 'entries' | 'claims'>,
  scope?: string,
): PoolLoad {
  const taken = new Map<string, number>();
  for (const claim of state.claims.values()) {
    taken.set(claim.server, (taken.get(claim.server) ?? 0) + 1);
  }
  let scopeWaiting = 0;
  if (scope !== undefined) {
    for (const entry of state.entries.values()) if (entry.scope === scope) scopeWaiting += 1;
  }
  return {
    backend,
    servers: servers.map((server) => ({ ...server, taken: taken.get(server.id) ?? 0 })),
    waiting: state.entries.size,
    scopeWaiting,
  };
}
