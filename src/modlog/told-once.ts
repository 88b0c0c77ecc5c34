import { setTimeout as sleep } from 'node:timers/promises';
import type { SharedState } from '../store/shared-state.js';
import type { LineSettled } from './modlog-poster.js';

/** How long a process holds a line's claim while it posts it: its gathering, then Discord's answer. */
export const TOLD_CLAIM_MS = 10_000;

/** How many times a line held by another process is looked at again before it is left to it. */
const LOOKS = 3;

/** Posts a line, telling `settled` whether it reached the log (false when the log is off). */
export type PostLine = (settled: LineSettled) => Promise<void>;

/** What {@link createToldOnce} needs. */
export interface ToldOnceDependencies {
  readonly shared: Pick<SharedState, 'claimOrSettled' | 'settleClaim' | 'releaseClaim'>;
  /** Stops the waits for another process's claim (the log unsubscribed). */
  readonly signal: AbortSignal;
}

/**
 * Lines told once per key in all processes (the budget reached, once per period). The key is
 * claimed for {@link TOLD_CLAIM_MS} before the line is posted, and settled as told only once the
 * line is posted: a line dropped gives its claim back, and a process that dies before posting
 * holds it no longer once the claim lapses. A process that finds the key claimed by another and
 * not settled looks again when that claim would have lapsed, and tells it then if still untold,
 * so a crash at any moment still tells the line exactly once. Returns `tell(key, keepMs, post)`.
 */
export function createToldOnce(deps: ToldOnceDependencies) {
  const { shared, signal } = deps;
  const telling = new Set<string>();
  const told = new Map<string, number>();
  const knownTold = (key: string, now: number) => {
    for (const [each, until] of told) if (until <= now) told.delete(each);
    return told.has(key);
  };
  return async function tell(key: string, keepMs: number, post: PostLine): Promise<void> {
    if (telling.has(key) || knownTold(key, Date.now())) return;
    telling.add(key);
    try {
      for (let look = 0; look < LOOKS && !signal.aborted; look += 1) {
        const { claimed, settled } = await shared.claimOrSettled(key, TOLD_CLAIM_MS);
        if (settled !== undefined) {
          told.set(key, Date.now() + keepMs);
          return;
        }
        if (claimed) {
          const posted = await new Promise<boolean>((resolve) => {
            post(resolve).catch(() => resolve(false));
          });
          if (posted) {
            told.set(key, Date.now() + keepMs);
            await shared.settleClaim(key, 'told', keepMs);
          } else await shared.releaseClaim(key);
          return;
        }
        await sleep(TOLD_CLAIM_MS, undefined, { signal }).catch(() => undefined);
      }
    } finally {
      telling.delete(key);
    }
  };
}
