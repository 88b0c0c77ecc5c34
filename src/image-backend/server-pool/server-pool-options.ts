import type { Logger } from '../../core/logger.js';
import type { ImageBackend } from '../image-backend.js';

/** One server as the operator lists it: its base URL and how many jobs it runs at once. */
export interface PoolServerSpec {
  readonly url: string;
  readonly slots: number;
}

/** Told of each request to one server as it ends: nothing when it answered, else its failure. */
export type ServerWatch = (failure?: unknown) => void;

/** What a pool of a backend's servers is made of. */
export interface ServerPoolOptions {
  /** The backend as the operator reads it (`ComfyUI`): the lines about a server name it. */
  readonly name: string;
  /** The variable that lists the servers (`COMFYUI_URL`). */
  readonly setting: string;
  /** In the operator's order: the first owns task ids saved before the pool had several. */
  readonly servers: readonly PoolServerSpec[];
  /** Makes one server's backend (the `at`th listed), whose requests tell `watch` how they ended. */
  make(
    server: PoolServerSpec & { readonly id: string },
    watch: ServerWatch,
    at: number,
  ): ImageBackend;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
  /** How often a server found down is asked again (its `probe`). @default 10000 */
  readonly probeEveryMs?: number;
  /**
   * How often, on a pool of several, each server up that no request has heard from since is
   * asked (its `probe`), so one that died idle is taken out before a job is sent to it.
   * @default 30000
   */
  readonly idleProbeEveryMs?: number;
  /**
   * How long a server that failed the submissions it was sent is first taken out for (doubled
   * each time again, `FailStreak`). @default 30000
   */
  readonly ejectMs?: number;
  /** The longest a failing server is taken out for. @default 300000 */
  readonly maxEjectMs?: number;
  /** The clock of the servers' last answers and time outs. @default Date.now */
  readonly now?: () => number;
  /** Waits `ms`, or until `signal` aborts (then rejects). @default node's timer */
  readonly sleep?: (ms: number, signal: AbortSignal) => Promise<unknown>;
}
