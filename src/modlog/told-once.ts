import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SharedState } from '../store/shared-state.js';
import type { LineSettled } from './modlog-poster.js';

/**
 * How long a line's claim lasts unless its holder claims it again (every third of it while it
 * posts): a dead holder's line is posted by another process this long after its last claim.
 */
export const TOLD_CLAIM_MS = 10_000;

/** How often the lines owed by claims are looked at, to finish those whose holder died. */
export const OWED_LOOK_MS = 2_500;

/** A log line: the server whose log it goes to, and its text (already in the server's language). */
export interface LogLine {
  readonly guildId: string;
  readonly line: string;
}

/** Posts a line, telling `settled` whether it reached the log (false when the log is off). */
export type PostLine = (line: LogLine, settled: LineSettled) => Promise<void>;

/** What a claim owes, as recorded with it: the line, and how long "told" is kept once posted. */
interface OwedLine extends LogLine {
  readonly keepMs: number;
}

/** The owed line `text` records, unless it records something else. */
function owedLineOf(text: string): OwedLine | undefined {
  try {
    const { guildId, line, keepMs } = JSON.parse(text) as Partial<OwedLine>;
    const valid = typeof guildId === 'string' && typeof line === 'string';
    return valid && typeof keepMs === 'number' ? { guildId, line, keepMs } : undefined;
  } catch {
    return undefined;
  }
}

/** What {@link createToldOnce} needs. */
export interface ToldOnceDependencies {
  readonly shared: Pick<SharedState, 'claimOrSettled' | 'settleClaim' | 'releaseClaim' | 'owed'>;
  readonly post: PostLine;
  /** Resolves once lines can be posted (the Discord client is ready): owed lines wait for it. */
  readonly ready: Promise<unknown>;
  /** Stops looking at owed lines (the log unsubscribed). */
  readonly signal: AbortSignal;
  /** How long a line's claim is held while it is posted, in ms. @default TOLD_CLAIM_MS */
  readonly claimMs?: number;
  /** How often owed lines are looked at, in ms. @default OWED_LOOK_MS */
  readonly lookMs?: number;
}

/**
 * Lines told once per key in all processes (the budget reached, once per period). The key is
 * claimed (for {@link TOLD_CLAIM_MS}) before the line is posted, the line recorded with the claim
 * as owed, and settled as told only once the line is posted: a line dropped gives its claim back.
 * A process that dies before posting leaves its line owed, and every process looks at owed lines
 * (every {@link OWED_LOOK_MS}): once the dead holder's claim lapsed, the first to claim it posts it,
 * so a crash at any moment still tells the line exactly once, with no new event needed. Returns
 * `tell(key, keepMs, line)`.
 */
export function createToldOnce(deps: ToldOnceDependencies) {
  const { shared, post, ready, signal, claimMs = TOLD_CLAIM_MS, lookMs = OWED_LOOK_MS } = deps;
  const telling = new Set<string>();
  const told = new Map<string, number>();
  const knownTold = (key: string, now: number) => {
    for (const [each, until] of told) if (until <= now) told.delete(each);
    return told.has(key);
  };
  /** Claims `key` again every third of its claim until `signal` aborts: a slow post keeps it. */
  const keepClaimed = async (key: string, posting: AbortSignal) => {
    while (!posting.aborted) {
      await sleep(claimMs / 3, undefined, { signal: posting }).catch(() => undefined);
      if (!posting.aborted) await shared.claimOrSettled(key, claimMs).catch(() => undefined);
    }
  };
  /** Claims `key` and, when this process may, posts its line; else leaves it to its holder. */
  const tell = async (key: string, owed: OwedLine): Promise<void> => {
    if (telling.has(key) || knownTold(key, Date.now())) return;
    telling.add(key);
    try {
      const text = JSON.stringify(owed);
      const { claimed, settled } = await shared.claimOrSettled(key, claimMs, {
        text,
        ttlMs: owed.keepMs,
      });
      if (settled !== undefined) told.set(key, Date.now() + owed.keepMs);
      if (!claimed) return;
      const posting = new AbortController();
      void keepClaimed(key, posting.signal);
      const posted = await new Promise<boolean>((resolve) => {
        post({ guildId: owed.guildId, line: owed.line }, resolve).catch(() => resolve(false));
      }).finally(() => posting.abort());
      if (posted) {
        told.set(key, Date.now() + owed.keepMs);
        await shared.settleClaim(key, 'told', owed.keepMs);
      } else await shared.releaseClaim(key);
    } finally {
      telling.delete(key);
    }
  };
  /** Finishes the lines owed by claims whose holder died (its own are being told, or told). */
  const finishOwed = async () => {
    for (const { key, text } of await shared.owed()) {
      const owed = owedLineOf(text);
      if (!owed || telling.has(key)) continue;
      // Posted here, but the store did not take "told" then: it does now.
      if (knownTold(key, Date.now())) await shared.settleClaim(key, 'told', owed.keepMs);
      else await tell(key, owed);
    }
  };
  void (async () => {
    await Promise.race([ready, once(signal, 'abort')]).catch(() => undefined);
    while (!signal.aborted) {
      await finishOwed().catch(() => undefined);
      await sleep(lookMs, undefined, { signal }).catch(() => undefined);
    }
  })();
  return (key: string, keepMs: number, line: LogLine) => tell(key, { ...line, keepMs });
}
