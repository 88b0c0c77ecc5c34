import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../core/logger.js';
import { JOB_NAMESPACES } from '../jobs/job-namespaces.js';
import type { Stores } from '../store/create-stores.js';
import { eraseServer } from './erase-member.js';
import { pruneGenerations } from './prune-generations.js';
import type { ServerRemovals } from './server-removals.js';

/** The claim only one process at a time sweeps under. */
const SWEEP_CLAIM = 'privacy:data-sweep';

/** What the {@link DataSweeper} needs. */
export interface DataSweeperOptions {
  readonly stores: Pick<Stores, 'shared' | 'history' | 'eraseMentions' | 'keyv'>;
  readonly removals: ServerRemovals;
  /** The clock removals and their grace period are read by (the app's). */
  readonly now: () => number;
  /** `SERVER_DATA_GRACE_DAYS` in ms. */
  readonly graceMs: number;
  /** `DATA_SWEEP_INTERVAL_MS`. */
  readonly intervalMs: number;
  /** Whether this process sees the bot in `guildId` now (added back while no event told us). */
  readonly inServer: (guildId: string) => boolean;
  readonly logger: Logger;
}

/** What one sweep did. */
export interface Sweep {
  /** Servers whose data was erased. */
  readonly erased: readonly string[];
  /** Generations pruned from members' histories and from the kept generations' records. */
  readonly pruned: number;
}

/**
 * Erases the data of the servers the bot left more than the grace period ago, and prunes history
 * past its retention: once at start, then every interval, in one process at a time (a claim in
 * the shared store lasting an interval; with SQLite the one process). An async loop whose sleep
 * {@link stop} aborts.
 */
export class DataSweeper {
  readonly #options: DataSweeperOptions;
  readonly #stopping = new AbortController();
  #loop: Promise<void> | undefined;

  constructor(options: DataSweeperOptions) {
    this.#options = options;
  }

  /** Starts the loop (once). */
  start(): void {
    this.#loop ??= this.#run(this.#stopping.signal);
  }

  /** Stops the loop and waits for a sweep under way. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    await this.#loop;
  }

  /** One sweep now, when no other process claimed this interval's; undefined when one did. */
  async sweep(): Promise<Sweep | undefined> {
    const { stores, removals, now, graceMs, intervalMs, inServer } = this.#options;
    if (!(await stores.shared.claim(SWEEP_CLAIM, intervalMs))) return undefined;
    const erased: string[] = [];
    for (const guildId of await removals.removedBefore(now() - graceMs)) {
      if (inServer(guildId)) await removals.cancel(guildId);
      else {
        await eraseServer(stores, guildId);
        await removals.cancel(guildId);
        erased.push(guildId);
      }
    }
    const kept = stores.keyv(JOB_NAMESPACES.kept);
    const pruned = await stores.history.prune();
    return {
      erased,
      pruned: pruned + (await pruneGenerations(kept, now() - stores.history.retentionMs)),
    };
  }

  async #run(signal: AbortSignal): Promise<void> {
    const { logger, intervalMs } = this.#options;
    while (!signal.aborted) {
      try {
        const sweep = await this.sweep();
        if (sweep && (sweep.erased.length > 0 || sweep.pruned > 0)) {
          logger.info('data sweep', {
            erasedServers: sweep.erased,
            prunedGenerations: sweep.pruned,
          });
        }
      } catch (error) {
        logger.warn('data sweep failed; tried again next interval', { error });
      }
      await sleep(intervalMs, undefined, { signal }).catch(() => undefined);
    }
  }
}
