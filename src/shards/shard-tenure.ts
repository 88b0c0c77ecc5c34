import { setMaxListeners } from 'node:events';

/**
 * One take of a shard's lease by this process, until the lease is lost or let go. What the process
 * keeps for the shard's work (a reply being shown, its pending edits and their timers, caches) is
 * made under the tenure of the moment and dropped once {@link signal} aborts: nothing is sent under
 * it again, even when the shard is taken back (a new tenure, which starts from the store).
 */
export interface Tenure {
  readonly shard: number;
  /** The lease's fencing epoch at this take (0 without leases: one process holds every shard). */
  readonly epoch: number;
  /** Aborted when the tenure ends: the lease was lost, or the process let go of it. */
  readonly signal: AbortSignal;
  /** Whether this process may act now under this tenure: as `ShardLeases.mayAct` while it lasts. */
  mayAct(signal?: AbortSignal): boolean | Promise<boolean>;
  /**
   * For how long, in ms from now, a request the previous holder checked before this tenure began
   * could still land: a lease's length after a take that followed another holder's, else 0.
   */
  unsettledFor(): number;
}

/**
 * A tenure of `shard` that begins now, and how to end it.
 * @param mayAct whether this process may act for the shard now (`ShardLeases.mayAct`).
 * @param handoverMs `SHARD_LEASE_MS` when the take followed another holder's.
 */
export function beginTenure(
  shard: number,
  epoch: number,
  mayAct: (signal?: AbortSignal) => boolean | Promise<boolean>,
  handoverMs?: number,
): { tenure: Tenure; end(): void } {
  const controller = new AbortController();
  // Each holder of state made under the tenure listens once (e.g. the presenter).
  setMaxListeners(0, controller.signal);
  const { signal } = controller;
  const settledAt = handoverMs === undefined ? 0 : performance.now() + handoverMs;
  const tenure: Tenure = {
    shard,
    epoch,
    signal,
    mayAct(within) {
      if (signal.aborted) return false;
      const may = mayAct(within);
      return typeof may === 'boolean'
        ? may && !signal.aborted
        : may.then((ok) => ok && !signal.aborted);
    },
    unsettledFor: () => Math.max(0, Math.ceil(settledAt - performance.now())),
  };
  return { tenure, end: () => controller.abort() };
}
