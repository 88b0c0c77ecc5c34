import type { AppContext } from '../bot/context.js';
import { fetchLiveBalance, type LiveBalance } from '../keys/live-balance.js';
import { nextUtcMidnight } from '../store/daily-usage-store.js';
import type { MemberUsage } from '../store/usage-history-store.js';

/** Whose credits are shown: the member who asked, or another member (for a manager). */
export interface BalanceSubject {
  readonly userId: string;
  readonly self: boolean;
}

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
  readonly subject: BalanceSubject;
  readonly own: OwnKeySection;
  /** Absent outside a server, or when the server has no key. */
  readonly pool?: PoolSection;
}

/** Where and when the report is made. */
export interface BalanceReportInput extends BalanceSubject {
  /** The server, or null in a DM. */
  readonly guildId: string | null;
  /** @default Date.now() */
  readonly now?: number;
}

async function ownSection(context: AppContext, userId: string): Promise<OwnKeySection> {
  const stored = await context.stores.apiKeys.get(userId);
  if (!stored) return { state: 'none' };
  const live = await fetchLiveBalance(context, { kind: 'user', userId }, stored.apiKey);
  return { state: 'linked', masked: stored.masked, serviceUsername: stored.serviceUsername, live };
}

async function poolSection(
  context: AppContext,
  guildId: string,
  userId: string,
  now: number,
  at: number | undefined,
): Promise<PoolSection | undefined> {
  const { guildSettings, usage, usageHistory } = context.stores;
  const stored = await guildSettings.getServerKey(guildId);
  if (!stored) return undefined;
  const [live, used, limit, history] = await Promise.all([
    fetchLiveBalance(context, { kind: 'server', guildId }, stored.apiKey),
    usage.used(guildId, userId, now),
    guildSettings.getDailyLimit(guildId),
    usageHistory.memberUsage(guildId, userId, at),
  ]);
  return { live, used, limit, resetsAt: nextUtcMidnight(now), usage: history };
}

/** Reads the subject's key and the server key, and asks the service for both balances at once. */
export async function gatherBalanceReport(
  context: AppContext,
  input: BalanceReportInput,
): Promise<BalanceReport> {
  const now = input.now ?? Date.now();
  const { userId, guildId } = input;
  const [own, pool] = await Promise.all([
    ownSection(context, userId),
    guildId ? poolSection(context, guildId, userId, now, input.now) : undefined,
  ]);
  const subject = { userId, self: input.self };
  return pool ? { subject, own, pool } : { subject, own };
}
