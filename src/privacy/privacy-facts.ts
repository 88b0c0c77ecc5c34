import type { Interaction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { inputOwnerOf } from '../jobs/job-inputs.js';
import { JOB_NAMESPACES } from '../jobs/job-namespaces.js';
import { recordBatches } from '../store/namespace-keys.js';
import { DAY_MS } from '../store/utc-periods.js';

/** How long the records `/privacy` names are kept, in days. */
export interface Retention {
  /** A generation in `/history` (`HISTORY_RETENTION_DAYS`). */
  readonly historyDays: number;
  /** A finished generation's record, for its buttons (the job store's retention, or the history's when shorter). */
  readonly generationDays: number;
  /** A day of the server-key usage report. */
  readonly usageDays: number;
  /** A server's data after the bot was removed from it (`SERVER_DATA_GRACE_DAYS`). */
  readonly graceDays: number;
}

/** What the bot keeps about a member, as `/privacy` shows it. */
export interface PrivacyFacts {
  /** Their linked key, masked (`sk-…` and its last 4), its account; `unreadable` when it cannot be decrypted. */
  readonly key?: { readonly masked: string; readonly account: string } | 'unreadable';
  /** The names of the `/imagine` defaults they set for themselves. */
  readonly preferences: readonly string[];
  /** Generations in their history. */
  readonly historyEntries: number;
  /** In the server asked from: their generations on its key today and in the last 30 days. */
  readonly usage?: { readonly today: number; readonly month: number };
  /** Their blocks from the bot, in every server (undefined until a store of blocks exists). */
  readonly blocks?: number;
  /**
   * The input images kept for their generations, in every server, and how many hours
   * each is kept after it was stored and after each use (`INPUT_RETENTION_HOURS`).
   */
  readonly inputs: { readonly count: number; readonly hours: number };
  /** Their generations queued or running now, in every process. */
  readonly unfinished: number;
  readonly retention: Retention;
  readonly privacyUrl?: string;
  readonly termsUrl?: string;
}

/** How long a finished generation's record is kept (the job store's default retention). */
const GENERATION_DAYS = 7;

/** How long a day of the usage report is kept (`UsageHistoryStore`). */
const USAGE_DAYS = 31;

/** The member's block from the bot in this server (a moderator's, from a report), if any. */
async function countBlocks(
  context: AppContext,
  guildId: string | undefined,
  userId: string,
): Promise<number | undefined> {
  if (!guildId) return undefined;
  return (await context.stores.blocks.get(guildId, userId)) ? 1 : 0;
}

/** How many input images the store keeps for member `userId` (`JobInputs`' records, every server). */
async function countInputs(context: AppContext, userId: string): Promise<number> {
  let count = 0;
  const records = recordBatches(context.stores.keyv(JOB_NAMESPACES.inputs));
  for await (const batch of records) {
    count += batch.filter(({ raw }) => inputOwnerOf(raw?.value) === userId).length;
  }
  return count;
}

/** Reads what the bot keeps about the member of `interaction` (the server's usage when in one). */
export async function readPrivacyFacts(
  context: AppContext,
  interaction: Interaction,
): Promise<PrivacyFacts> {
  const { stores, config, jobs } = context;
  const historyDays = Math.round(stores.history.retentionMs / DAY_MS);
  const userId = interaction.user.id;
  const guildId = interaction.inCachedGuild() ? interaction.guildId : undefined;
  const [key, preferences, history, usage, blocks, unfinished, inputs] = await Promise.all([
    stores.apiKeys.get(userId).then(
      (linked) => linked && { masked: linked.masked, account: linked.serviceUsername },
      () => 'unreadable' as const,
    ),
    stores.defaults.get({ kind: 'member', userId }),
    stores.history.list(userId),
    guildId &&
      Promise.all([
        stores.usage.used(guildId, userId),
        stores.usageHistory.memberUsage(guildId, userId),
      ]).then(([today, member]) => ({ today, month: member.month.generations })),
    countBlocks(context, guildId, userId),
    jobs.activeCount(userId),
    countInputs(context, userId).then((count) => ({
      count,
      hours: Math.round(jobs.inputs.retentionMs / 3_600_000),
    })),
  ]);
  return {
    ...(key && { key }),
    preferences: Object.keys(preferences),
    historyEntries: history.length,
    ...(usage && { usage }),
    ...(blocks !== undefined && { blocks }),
    unfinished,
    inputs,
    retention: {
      historyDays,
      generationDays: Math.min(GENERATION_DAYS, historyDays),
      usageDays: USAGE_DAYS,
      graceDays: config.SERVER_DATA_GRACE_DAYS,
    },
    ...(config.PRIVACY_POLICY_URL && { privacyUrl: config.PRIVACY_POLICY_URL }),
    ...(config.TERMS_URL && { termsUrl: config.TERMS_URL }),
  };
}
