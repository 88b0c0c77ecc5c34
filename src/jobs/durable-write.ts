import type { Logger } from '../core/logger.js';

/**
 * Asked after the `failures`-th failed attempt of a write whether to try again: resolves when the
 * next attempt may go (after a backoff, once the store answers), to false to give up (the bot is
 * stopping, or the job's shard was given up to another process).
 */
export type RetryWrite = (failures: number) => Promise<boolean>;

/** Never tries again: a write fails with its first failure. */
export const NEVER_RETRY: RetryWrite = async () => false;

/**
 * Runs `write` until it succeeds, asking `retry` after each failure. The first failure is logged
 * (`<what> failed`), not every attempt, and so is the success that follows failures. Rejects with
 * the last failure when `retry` gives up.
 */
export async function writeDurably(
  write: () => Promise<void>,
  retry: RetryWrite,
  logger: Logger,
  what: string,
): Promise<void> {
  for (let failures = 0; ; ) {
    try {
      await write();
      if (failures > 0) logger.info(`${what} succeeded after the store failed`, { failures });
      return;
    } catch (error) {
      failures += 1;
      if (failures === 1) logger.warn(`${what} failed`, { error });
      if (!(await retry(failures))) throw error;
    }
  }
}
