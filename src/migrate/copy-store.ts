import { shardOfGuild } from '../discord/guild-shards.js';
import type { GenerationJob } from '../jobs/generation-job.js';
import {
  activeJobsNamespace,
  isActiveJobsNamespace,
  JOB_NAMESPACES,
  jobStoreKeyvs,
} from '../jobs/job-namespaces.js';
import { JobStore } from '../jobs/job-store.js';
import { BLOBS_NAMESPACE } from '../store/blob-store.js';
import { STORE_NAMESPACES } from '../store/create-stores.js';
import { DailyUsageStore } from '../store/daily-usage-store.js';
import { META_NAMESPACE } from '../store/data-version.js';
import { recordBatches } from '../store/namespace-keys.js';
import type { StoreDatabase } from '../store/store-database.js';
import { UsageHistoryStore } from '../store/usage-history-store.js';
import { MigrationRefusedError } from './migrate-errors.js';

/** Options of {@link copyStore}. */
export interface CopyStoreOptions {
  /** The target's `SHARD_COUNT`: undelivered jobs land in their shard's namespace there. @default 1 */
  readonly shardCount?: number;
  /** Count what would be copied, write nothing. @default false */
  readonly dryRun?: boolean;
  /** Copy into a target that already holds the bot's data, over records of the same key. @default false */
  readonly merge?: boolean;
  /** What the refusal calls the target and the merge option. @default '--to' and '--merge' */
  readonly names?: { readonly to: string; readonly merge: string };
}

/** What {@link copyStore} read and wrote, per namespace; never a value. */
export interface CopyReport {
  /** Records read from each namespace of the source (`daily-usage`: a member's day). */
  readonly read: Readonly<Record<string, number>>;
  /** Records written to each namespace of the target, or that would be on a dry run. */
  readonly written: Readonly<Record<string, number>>;
  /** Records left out: expired while copied, delivered jobs still listed as undelivered, unreadable ones. */
  readonly skipped: number;
  /** Namespaces of the source that are not the bot's, left alone. */
  readonly ignored: readonly string[];
}

/** The namespaces of counts, copied through their stores (see {@link countsOf}). */
const COUNTED: readonly string[] = [STORE_NAMESPACES.usage, STORE_NAMESPACES.usageHistory];

/**
 * The bot's namespaces copied as they are, with what is left of each record's time; `meta` carries
 * the data version along.
 */
const VERBATIM: readonly string[] = [
  META_NAMESPACE,
  ...Object.values(STORE_NAMESPACES).filter((name) => !COUNTED.includes(name)),
  JOB_NAMESPACES.kept,
  JOB_NAMESPACES.inputs,
];

const isBotNamespace = (namespace: string) =>
  VERBATIM.includes(namespace) ||
  COUNTED.includes(namespace) ||
  namespace === BLOBS_NAMESPACE ||
  isActiveJobsNamespace(namespace);

/** A database's daily counts and usage history, where its bot keeps them (records or counters). */
function countsOf(database: StoreDatabase) {
  const options = { shared: database.shared.shared ? database.shared : undefined };
  const keyv = (namespace: string) => database.connection.keyv(namespace);
  return {
    usage: new DailyUsageStore(keyv(STORE_NAMESPACES.usage), options),
    history: new UsageHistoryStore(keyv(STORE_NAMESPACES.usageHistory), options),
  };
}

/**
 * Copies the bot's data from one store to another: namespaces as they are (keys stay encrypted),
 * with what is left of their time; undelivered jobs through the target's {@link JobStore}, in
 * their shard's namespace; daily counts and usage history where the target keeps them; the bytes
 * kept as bytes (input images, `BlobStore`) one entry at a time, with what is left of their time. Slots,
 * claims and leases belong to running bots and are not copied. The source is left as it is.
 * @throws MigrationRefusedError when the target already holds the bot's data, unless `merge`.
 */
export async function copyStore(
  from: StoreDatabase,
  to: StoreDatabase,
  options: CopyStoreOptions = {},
): Promise<CopyReport> {
  const { shardCount = 1, dryRun = false, merge = false } = options;
  if (!merge) await refuseUnlessEmpty(to, options.names ?? { to: '--to', merge: '--merge' });
  const present = await from.connection.namespaces();
  const report = {
    read: {} as Record<string, number>,
    written: {} as Record<string, number>,
    skipped: 0,
    ignored: present.filter((namespace) => !isBotNamespace(namespace)),
  };
  const add = (counts: Record<string, number>, namespace: string, n = 1) => {
    counts[namespace] = (counts[namespace] ?? 0) + n;
  };

  for (const namespace of VERBATIM.filter((name) => present.includes(name))) {
    const target = to.connection.keyv(namespace);
    for await (const records of recordBatches(from.connection.keyv(namespace))) {
      const entries = records.flatMap(({ key, raw }) => {
        const ttl = raw?.expires == null ? undefined : raw.expires - Date.now();
        return raw && (ttl === undefined || ttl > 0) ? [{ key, value: raw.value, ttl }] : [];
      });
      add(report.read, namespace, records.length);
      report.skipped += records.length - entries.length;
      if (!dryRun && entries.length > 0) await target.setMany(entries);
      add(report.written, namespace, entries.length);
    }
  }

  const jobs = new JobStore(
    jobStoreKeyvs(
      (namespace) => to.connection.keyv(namespace),
      shardCount,
      (job) => shardOfGuild(job.scope, shardCount),
    ),
  );
  for (const namespace of present.filter(isActiveJobsNamespace)) {
    for await (const records of recordBatches(from.connection.keyv(namespace))) {
      for (const { raw } of records) {
        add(report.read, namespace);
        const job = raw?.value as GenerationJob | undefined;
        // A delivered one is in `jobs` already: a crash came between its two writes.
        if (!job?.id || job.delivered) {
          report.skipped += 1;
          continue;
        }
        if (!dryRun) await jobs.save(job);
        add(report.written, activeJobsNamespace(jobs.shardOf(job), shardCount));
      }
    }
  }

  /** Counts kept where each end's bot keeps them: restored one by one, unless expired. */
  const copyCounts = async <R extends { readonly expiresAt?: number | undefined }>(
    namespace: string,
    records: AsyncIterable<R>,
    restore: (record: R) => Promise<boolean>,
  ) => {
    for await (const record of records) {
      add(report.read, namespace);
      const expired = record.expiresAt !== undefined && record.expiresAt <= Date.now();
      if (dryRun ? !expired : await restore(record)) add(report.written, namespace);
      else report.skipped += 1;
    }
  };
  for await (const { key, ttlMs } of from.connection.blobs.entries()) {
    add(report.read, BLOBS_NAMESPACE);
    // A dry run counts the live entries listed, reading none of their bytes.
    const bytes = dryRun ? undefined : await from.connection.blobs.get(key);
    if (!dryRun && !bytes) {
      report.skipped += 1;
      continue;
    }
    if (bytes) await to.connection.blobs.set(key, bytes, ttlMs);
    add(report.written, BLOBS_NAMESPACE);
  }

  const [source, target] = [countsOf(from), countsOf(to)];
  await copyCounts(STORE_NAMESPACES.usage, source.usage.counts(), (count) =>
    target.usage.restore(count),
  );
  await copyCounts(STORE_NAMESPACES.usageHistory, source.history.days(), (day) =>
    target.history.restoreDay(day),
  );
  return report;
}

/** @throws MigrationRefusedError when `to` holds any of the bot's data. */
async function refuseUnlessEmpty(
  to: StoreDatabase,
  names: NonNullable<CopyStoreOptions['names']>,
): Promise<void> {
  const held = (await to.connection.namespaces()).filter(isBotNamespace);
  const any = async (records: AsyncIterable<unknown>) => {
    for await (const _record of records) return true;
    return false;
  };
  const counts = countsOf(to);
  if (held.length === 0 && (await any(counts.usage.counts()))) held.push(STORE_NAMESPACES.usage);
  if (held.length === 0 && (await any(counts.history.days()))) {
    held.push(STORE_NAMESPACES.usageHistory);
  }
  if (held.length > 0) {
    throw new MigrationRefusedError(
      `${names.to} already holds the bot's data (${held.join(', ')}): copy into an empty store, ` +
        `or give ${names.merge} to write over it`,
    );
  }
}
