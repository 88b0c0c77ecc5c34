import { setTimeout as sleep } from 'node:timers/promises';
import type { SharedState } from '../../store/shared-state.js';

/** A replacement post another process made: its message, and whether it was final. */
export interface PostedReplacement {
  readonly messageId: string;
  readonly final: boolean;
}

/** What a process finds when it claims a replacement post. */
export type PostClaim =
  | { readonly claimed: true }
  /** Another process holds the claim (`posted` unknown: it is posting, or died doing so), or posted. */
  | { readonly claimed: false; readonly posted?: PostedReplacement };

/**
 * Which of several processes posts a reply's replacement (by the post's nonce): a claim lapses
 * unless kept, so a process that died before posting leaves it to another; once posted, it is
 * settled with the message, which the others use instead.
 */
export interface PostClaims {
  /** Claims posting `nonce` for this process (claimed again by its holder, kept longer). */
  claim(nonce: string): Promise<PostClaim>;
  /** Records the post of `nonce`: later claims find `posted`. */
  posted(nonce: string, posted: PostedReplacement): Promise<void>;
  /** Lets go of this process's claim without a post (it failed): another may post. */
  release(nonce: string): Promise<void>;
  /** How often a claim is claimed again while posting, to keep it, in ms. */
  readonly keepMs: number;
  /** How often a post held by another process is claimed again while waiting, in ms. */
  readonly retryMs: number;
}

/** A process waiting for another's post asks at least this often (ms). */
const MAX_RETRY_MS = 250;

/** How long a settled post is remembered: an interaction token's life. */
const POSTED_MS = 15 * 60_000;

const claimKey = (nonce: string) => `post:${nonce}`;

/**
 * {@link PostClaims} in the store's shared state (claims that settle, in Redis), each lasting
 * `claimMs` unless claimed again (every third of it while posting).
 */
export function sharedPostClaims(
  shared: Pick<SharedState, 'claimOrSettled' | 'settleClaim' | 'releaseClaim'>,
  { claimMs }: { readonly claimMs: number },
): PostClaims {
  return {
    keepMs: Math.max(1, Math.round(claimMs / 3)),
    retryMs: Math.max(1, Math.min(MAX_RETRY_MS, Math.round(claimMs / 3))),
    async claim(nonce) {
      const { claimed, settled } = await shared.claimOrSettled(claimKey(nonce), claimMs);
      if (claimed) return { claimed: true };
      const [messageId, final] = settled?.split(':') ?? [];
      return messageId
        ? { claimed: false, posted: { messageId, final: final === 'final' } }
        : { claimed: false };
    },
    async posted(nonce, { messageId, final }) {
      const settled = `${messageId}:${final ? 'final' : 'progress'}`;
      await shared.settleClaim(claimKey(nonce), settled, POSTED_MS);
    },
    release: (nonce) => shared.releaseClaim(claimKey(nonce)),
  };
}

/**
 * Sends a post once among processes (a private follow-up): claimed and kept while sending, settled
 * once sent, let go when sending failed; while another holds the claim, waits for its post or for
 * the claim to lapse. Without claims (one process), just sends.
 * @returns whether this process sent it (false: another did, or sending failed)
 */
export async function postOnce(
  claims: PostClaims | undefined,
  nonce: string,
  send: () => Promise<string | undefined>,
): Promise<boolean> {
  if (!claims) return (await send()) !== undefined;
  if (!(await claimPost(claims, nonce, true))?.claimed) return false;
  const sending = new AbortController();
  const keeping = keepClaim(claims, nonce, sending.signal);
  const messageId = await send().finally(() => sending.abort());
  await keeping;
  if (messageId === undefined) await claims.release(nonce);
  else await claims.posted(nonce, { messageId, final: true });
  return messageId !== undefined;
}

/**
 * Claims posting `nonce` for this process, else finds another's post; while another holds the
 * claim, waits for its post or for the claim to lapse when `wait` (`waiting` is told once), else
 * resolves undefined.
 */
export async function claimPost(
  claims: PostClaims,
  nonce: string,
  wait: boolean,
  waiting?: () => void,
): Promise<{ claimed: true } | { claimed: false; posted: PostedReplacement } | undefined> {
  for (let waited = false; ; waited = true) {
    const claim = await claims.claim(nonce);
    if (claim.claimed) return claim;
    if (claim.posted) return { claimed: false, posted: claim.posted };
    if (!wait) return undefined;
    if (!waited) waiting?.();
    await sleep(claims.retryMs);
  }
}

/** Claims `nonce` again every `keepMs` until `signal` aborts, so the claim outlives a slow post. */
export async function keepClaim(
  claims: PostClaims,
  nonce: string,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    await sleep(claims.keepMs, undefined, { signal, ref: false }).catch(() => undefined);
    if (!signal.aborted) await claims.claim(nonce).catch(() => undefined);
  }
}
