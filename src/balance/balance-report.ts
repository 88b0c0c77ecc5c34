import type { AppContext } from '../bot/context.js';
import { serverBackend } from '../bot/server-backend.js';
import { type BackendNaming, namingOf } from '../image-backend/backend-naming.js';
import { fetchLiveBalance, type LiveBalance } from '../keys/live-balance.js';
import type { MemberUsage } from '../store/usage-history-store.js';
import { nextUtcMidnight } from '../store/utc-periods.js';

/** The subject's own key: none, or its stored facts and live balance. */
export type OwnKeySection =
  | { readonly state: 'none' }
  | {
      readonly state: 'linked';
      readonly masked: string;
      readonly serviceUsername: string;
      readonly live: LiveBalance;
    };

/** The server key's live balance and the subject's use of it today. */
export interface PoolSection {
  readonly live: LiveBalance;
  /** Generations the subject ran on it this UTC day. */
  readonly used: number;
  /** Generations per member per day. */
  readonly limit: number;
  /** The next UTC midnight, epoch milliseconds. */
  readonly resetsAt: number;
  /** The subject's use of it today, in 7 and in 30 days. */
  readonly usage?: MemberUsage;
}

/** Everything `/balance` shows, gathered from the store and the service. */
export interface BalanceReport {
  /** Whose credits are shown: the member who asked (`self`), or another member (for a manager). */
  readonly subject: { readonly userId: string; readonly self: boolean };
  readonly own: OwnKeySection;
  /** Absent outside a server, or when the server has no key. */
  readonly pool?: PoolSection;
  /** The image backend of the server (outside one, the first configured), as members read it. */
  readonly backend?: BackendNaming;
}

async function ownSection(context: AppContext, userId: string): Promise<OwnKeySection> {
  const stored = await context.stores.apiKeys.get(userId);
  if (!stored) return { state: 'none' };
  const live = await fetchLiveBalance(
    context,
    { kind: 'user', userId },
    stored.apiKey,
    stored.backend,
  );
  return { state: 'linked', masked: stored.masked, serviceUsername: stored.serviceUsername, live };
}

async function poolSection(
  context: AppContext,
  guildId: string,
  userId: string,
): Promise<PoolSection | undefined> {
  const { guildSettings, usage, usageHistory } = context.stores;
  const stored = await guildSettings.getServerKey(guildId);
  if (!stored) return undefined;
  const now = Date.now();
  const [live, used, limit, history] = await Promise.all([
    fetchLiveBalance(context, { kind: 'server', guildId }, stored.apiKey, stored.backend),
    usage.used(guildId, userId, now),
    guildSettings.getDailyLimit(guildId),
    usageHistory.memberUsage(guildId, userId),
  ]);
  return { live, used, limit, resetsAt: nextUtcMidnight(now), usage: history };
}

/**
 * Reads the subject's key and the server key (`guildId`: null in a DM), and asks the service for
 * both balances at once.
 */
export async function gatherBalanceReport(
  context: AppContext,
  { guildId, ...subject }: BalanceReport['subject'] & { readonly guildId: string | null },
): Promise<BalanceReport> {
  const [own, pool, backend] = await Promise.all([
    ownSection(context, subject.userId),
    guildId ? poolSection(context, guildId, subject.userId) : undefined,
    serverBackend(context, guildId),
  ]);
  const named = { subject, own, backend: namingOf(backend) };
  return pool ? { ...named, pool } : named;
}
