import type { Logger } from '../core/logger.js';

/** When the writes of one job may go. */
export interface WritePolicy {
  /** Asked before each attempt: whether this process may write the job now (false: never again). */
  mayWrite(): Promise<boolean>;
  /** Waits the backoff after the `failures`-th failure; resolves false to give up (stopping). */
  backoff(failures: number): Promise<boolean>;
}

/** Writes at once, and gives up on the first failure. */
export const WRITE_ONCE: WritePolicy = {
  mayWrite: async () => true,
  backoff: async () => false,
};

/** A job's write that `WritePolicy.mayWrite` no longer allows. */
export class WriteRefusedError extends Error {
  constructor(what: string) {
    super(`${what}: this process may no longer write the job`);
    this.name = 'WriteRefusedError';
  }
}

/**
 * Runs `write` until it succeeds, asking `policy.mayWrite` before each attempt and waiting its
 * `backoff` after each failure; logs the first failure and the success after failures.
 * @throws WriteRefusedError when `mayWrite` refuses; the last failure when `backoff` gives up.
 */
export async function writeDurably(
  write: () => Promise<void>,
  policy: WritePolicy,
  logger: Logger,
  what: string,
): Promise<void> {
  for (let failures = 0; ; ) {
    if (!(await policy.mayWrite())) throw new WriteRefusedError(what);
    try {
      await write();
      if (failures > 0) logger.info(`${what} succeeded after the store failed`, { failures });
      return;
    } catch (error) {
      failures += 1;
      if (failures === 1) logger.warn(`${what} failed`, { error });
      if (!(await policy.backoff(failures))) throw error;
    }
  }
}
