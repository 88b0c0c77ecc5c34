import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Logger } from '../core/logger.js';
import { parseDatabaseUrl } from '../store/database-url.js';
import { loadNodeSqlite } from '../store/node-sqlite.js';
import { openStoreDatabase } from '../store/store-database.js';
import { type CopyReport, copyStore } from './copy-store.js';
import { MigrationRefusedError } from './migrate-errors.js';
import { openMigration } from './open-migration.js';

/** Options of {@link backupStore} and {@link restoreStore}. */
export interface BackupOptions {
  readonly logger: Logger;
  /** Resolves relative paths (the file, a relative SQLite URL). @default process.cwd() */
  readonly cwd?: string;
}

/** How long a Redis has to answer before `backup` gives up, saying why. */
const REDIS_WAIT_MS = 3_000;
/** How long the copy waits for the bot's write of the moment to be committed. */
const BUSY_WAIT_MS = 5_000;

/**
 * Writes a copy of the store `databaseUrl` names into the new SQLite file `file`, while a bot may
 * be running on it: SQLite by `VACUUM INTO`, the database as it was at one moment (the bot holds
 * only its lock file and writes in the WAL meanwhile); Redis record by record (`copyStore`),
 * undelivered generations where a one-shard bot keeps them (`restore` spreads them again).
 * @returns the size of `file` in bytes, and for Redis what was copied.
 * @throws MigrationRefusedError when `file` exists, or the store cannot be copied (one line).
 * @throws AppError when Redis does not answer (its cause and fix).
 */
export async function backupStore(
  databaseUrl: string,
  file: string,
  options: BackupOptions,
): Promise<{ bytes: number; report?: CopyReport }> {
  const cwd = options.cwd ?? process.cwd();
  const into = resolve(cwd, file);
  if (existsSync(into)) {
    throw new MigrationRefusedError(`${into} exists already: give the name of a new file`);
  }
  const source = parseDatabaseUrl(databaseUrl, cwd);
  if (source.kind === 'sqlite' && source.path === ':memory:') {
    throw new MigrationRefusedError('DATABASE_URL is an in-memory store: there is nothing to keep');
  }
  if (source.kind === 'adapter' && source.packageName !== '@keyv/redis') {
    throw new MigrationRefusedError(
      `DATABASE_URL uses ${source.scheme}://; backup copies sqlite:// and redis:// stores (use the database's own backup tools)`,
    );
  }
  if (source.kind === 'sqlite' && !existsSync(source.path)) {
    throw new MigrationRefusedError(`DATABASE_URL: there is no SQLite file at ${source.path}`);
  }
  await mkdir(dirname(into), { recursive: true });
  let report: CopyReport | undefined;
  if (source.kind === 'sqlite') {
    const { DatabaseSync } = await loadNodeSqlite();
    const database = new DatabaseSync(source.path);
    try {
      database.exec(`PRAGMA busy_timeout = ${BUSY_WAIT_MS}`);
      database.prepare('VACUUM INTO ?').run(into);
    } finally {
      database.close();
    }
  } else {
    const from = await openStoreDatabase(databaseUrl, {
      logger: options.logger,
      redisStartTimeoutMs: REDIS_WAIT_MS,
    });
    try {
      const to = await openStoreDatabase(`sqlite://${into}`, { logger: options.logger });
      report = await copyStore(from, to).finally(() => to.close());
    } finally {
      await from.close();
    }
  }
  return { bytes: (await stat(into)).size, ...(report && { report }) };
}

/**
 * Copies the backup `file` into the store `databaseUrl` names (`openMigration` and `copyStore`,
 * their refusals naming the backup and `DATABASE_URL`): refused while a bot holds that SQLite file
 * or a shard lease in that Redis, into a store that already holds the bot's data unless `merge`,
 * and for a backup of a newer data version than this release knows. Undelivered generations land
 * in their shard's namespace for `shardCount`.
 * @throws MigrationRefusedError, DataVersionError (one line each).
 */
export async function restoreStore(
  file: string,
  databaseUrl: string,
  options: BackupOptions & { readonly shardCount: number; readonly merge: boolean },
): Promise<CopyReport> {
  const cwd = options.cwd ?? process.cwd();
  const from = resolve(cwd, file);
  const stores = await openMigration(`sqlite://${from}`, databaseUrl, {
    shardCount: options.shardCount,
    logger: options.logger,
    cwd,
    names: { from: 'the backup', to: 'DATABASE_URL' },
  });
  try {
    return await copyStore(stores.from, stores.to, {
      shardCount: options.shardCount,
      merge: options.merge,
      names: { to: 'DATABASE_URL', merge: '--merge' },
    });
  } finally {
    await stores.close();
  }
}
