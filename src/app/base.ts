import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import type { ShutdownStack } from '../core/shutdown-stack.js';
import type { Operations } from '../ops/operations-server.js';

/**
 * What every layer's factory is given: each registers the release of what it makes on `stack`
 * right where it makes it, so stopping is the reverse of starting.
 */
export interface Base {
  readonly config: Config;
  /** Counts its error lines (`imagine_bot_errors_total`) when metrics are served. */
  readonly logger: Logger;
  readonly now: () => number;
  readonly stack: ShutdownStack;
  /** The operations server's hooks; undefined without `METRICS_PORT`. */
  readonly ops?: Operations;
}

/**
 * How long `stop()` waits for each kind of work in flight, well inside `main.ts`'s 5-second
 * deadline; unfinished jobs stay in the store for the next start.
 */
export const STOP_BUDGET_MS = { interactions: 1_500, jobs: 2_000, listeners: 500 } as const;
