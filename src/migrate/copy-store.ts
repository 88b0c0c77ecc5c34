import type { Keyv, StoredDataRaw } from 'keyv';
import { shardOfGuild } from '../discord/shards.js';
import type { GenerationJob } from '../jobs/generation-job.js';
import {
  activeJobsNamespace,
  isActiveJobsNamespace,
  JOB_NAMESPACES,
  jobStoreKeyvs,
} from '../jobs/job-namespaces.js';
import { JobStore } from '../jobs/job-store.js';
import { STORE_NAMESPACES } from '../store/create-stores.js';
import { DailyUsageStore } from '../store/daily-usage-store.js';
import { namespaceKeys } from '../store/namespace-keys.js';
import type { StoreDatabase } from '../store/store-database.js';
import { UsageHistoryStore } from '../store/usage-history-store.js';
import { MigrationRefusedError } from './errors.js';

/** Options of {@link copyStore}. */
export interface CopyStoreOptions {
  /** The target's `SHARD_COUNT`: undelivered jobs land in their shard's namespace there. @default 1 */
  readonly shardCount?: number;
  /** Count what would be copied, write nothing. @default false */
  readonly dryRun?: boolean;
  /** Copy into a target that already holds the bot's data, over records of the same key. @default false */
  readonly merge?: boolean;
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

/** Records per read and per write. */
const BATCH = 200;

/** The bot's namespaces copied as they are, with what is left of each record's time. */
const VERBATIM: readonly string[] = [
  ...Object.values(STORE_NAMESPACES).filter(
    (name) => name !== STORE_NAMESPACES.usage && name !== STORE_NAMESPACES.usageHistory,
  ),
  JOB_NAMESPACES.kept,
];

const isBotNamespace = (namespace: string) =>
  VERBATIM.includes(namespace) ||
  namespace === STORE_NAMESPACES.usage ||
  namespace === STORE_NAMESPACES.usageHistory ||
  isActiveJobsNamespace(namespace);

/** The daily counts of a database, where its bot counts them (keyv records, or shared counters). */
const usageOf = (database: StoreDatabase) =>
  new DailyUsageStore(database.connection.keyv(STORE_NAMESPACES.usage), {
    shared: database.shared.shared ? database.shared : undefined,
  });

/** The usage history of a database, where its bot keeps it (keyv records, or shared tallies). */
const historyOf = (database: StoreDatabase) =>
  new UsageHistoryStore(database.connection.keyv(STORE_NAMESPACES.usageHistory), {
    shared: database.shared.shared ? database.shared : undefined,
  });

/**
 * Copies the bot's data from one store to another: linked keys and server settings as they are
 * (keys stay encrypted: the target's bot needs the same `KEY_ENCRYPTION_SECRET`), recent models and
 * delivered jobs with what is left of their time, undelivered jobs through the target's
 * {@link JobStore} (each in its shard's namespace for `shardCount`), and each member's daily count
 * where the target counts it, and each server's day of the usage history likewise. Member slots, claims and leases are not copied: they belong to running
 * bots, and a resumed job takes its slot again. The source keeps everything (keyv drops only
 * records that expired, as it reads them).
 * @throws MigrationRefusedError when the target already holds the bot's data, unless `merge`.
 */
export async function copyStore(
  from: StoreDatabase,
  to: StoreDatabase,
  options: CopyStoreOptions = {},
): Promise<CopyReport> {
  const { shardCount = 1, dryRun = false, merge = false } = options;
  if (!merge) await refuseUnlessEmpty(to);
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

  const targetUsage = usageOf(to);
  for await (const count of usageOf(from).counts()) {
    add(report.read, STORE_NAMESPACES.usage);
    const expired = count.expiresAt !== undefined && count.expiresAt <= Date.now();
    const written = dryRun ? !expired : await targetUsage.restore(count);
    if (written) add(report.written, STORE_NAMESPACES.usage);
    else report.skipped += 1;
  }
  const targetHistory = historyOf(to);
  for await (const day of historyOf(from).days()) {
    add(report.read, STORE_NAMESPACES.usageHistory);
    const expired = day.expiresAt !== undefined && day.expiresAt <= Date.now();
    const written = dryRun ? !expired : await targetHistory.restoreDay(day);
    if (written) add(report.written, STORE_NAMESPACES.usageHistory);
    else report.skipped += 1;
  }
  return report;
}

/** @throws MigrationRefusedError when `to` holds any of the bot's data. */
async function refuseUnlessEmpty(to: StoreDatabase): Promise<void> {
  const held = (await to.connection.namespaces()).filter(isBotNamespace);
  if (held.length === 0) {
    for await (const _count of usageOf(to).counts()) {
      held.push(STORE_NAMESPACES.usage);
      break;
    }
  }
  if (held.length === 0) {
    for await (const _day of historyOf(to).days()) {
      held.push(STORE_NAMESPACES.usageHistory);
      break;
    }
  }
  if (held.length > 0) {
    throw new MigrationRefusedError(
      `--to already holds the bot's data (${held.join(', ')}): copy into an empty store, ` +
        'or give --merge to write over it',
    );
  }
}

/**
 * The records of `keyv`, a batch at a time, each with its expiry (`raw` undefined once expired):
 * every key is listed before any record is read (see `namespaceKeys`).
 */
async function* recordBatches(
  keyv: Keyv,
): AsyncGenerator<{ key: string; raw: StoredDataRaw<unknown> | undefined }[]> {
  const keys = await namespaceKeys(keyv);
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const raws = await keyv.getManyRaw(batch);
    yield batch.map((key, index) => ({ key, raw: raws[index] }));
  }
}
