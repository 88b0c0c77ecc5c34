import { existsSync, rmSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { loadNodeSqlite } from './node-sqlite.js';
import { isBusy, SqliteTable } from './sqlite-table.js';
import { SqliteOpenError, StoreInUseError } from './store-errors.js';

/** How long opening waits for another connection to let go of the file (a read finishing). */
const OPEN_WAIT_MS = 1_000;

/**
 * Creates `folder` and its missing parents, one `mkdir` each (`recursive: true` never returns on
 * Node 20 for a folder the kernel refuses with ENOENT, e.g. under `/proc/self`).
 * @throws the first system error met (ENOENT, EACCES, ENOTDIR, …), with its path; ENOTDIR for a
 * file where a folder must be.
 */
async function createFolder(folder: string): Promise<void> {
  const missing: string[] = [];
  for (let at = folder; ; at = dirname(at)) {
    const found = await stat(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (found?.isDirectory()) break;
    if (found) {
      throw Object.assign(new Error(`ENOTDIR: not a directory, ${at}`), {
        code: 'ENOTDIR',
        path: at,
      });
    }
    missing.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const at of missing) {
    await mkdir(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

/** The side file whose lock marks the bot's SQLite file as held: `<file>.lock`, beside it. */
export const lockFileOf = (path: string): string => `${path}.lock`;

/**
 * Takes the lock of `path`'s side file ({@link lockFileOf}) until the returned connection is
 * closed: a connection in `locking_mode = EXCLUSIVE` that took the write lock holds it, any other
 * gets `SQLITE_BUSY`. An OS lock, it ends with the process (SIGKILL included); the data file stays
 * open to readers (a backup's `VACUUM INTO`).
 * @throws StoreInUseError when another connection holds it.
 */
export async function holdSqliteFile(path: string): Promise<{ close(): void }> {
  const { DatabaseSync } = await loadNodeSqlite();
  const lock = new DatabaseSync(lockFileOf(path));
  try {
    lock.exec(`PRAGMA busy_timeout = ${OPEN_WAIT_MS}`);
    lock.exec('PRAGMA locking_mode = EXCLUSIVE');
    lock.exec('PRAGMA journal_mode = MEMORY'); // Never written: no `-journal` file beside it.
    lock.exec('BEGIN EXCLUSIVE');
    lock.exec('COMMIT');
    return lock;
  } catch (cause) {
    lock.close();
    if (isBusy(cause)) throw new StoreInUseError(path, { cause, detail: 'SQLITE_BUSY on open' });
    throw cause;
  }
}

/**
 * `PRAGMA user_version` of a file whose deleted bytes are all zeroed: made under `secure_delete`,
 * or vacuumed once since. A file of an earlier release (0) still holds what it deleted.
 */
const ZEROED_VERSION = 1;

/**
 * Turns `secure_delete` on (`ON`, not `FAST`, which leaves freelist pages as they were): every
 * cell deleted or rewritten, every page freed, is overwritten with zeros in the same write. A file
 * written without it is vacuumed once first (its free blocks and pages dropped), then marked; while
 * a backup reads it, at the next start.
 */
function zeroErasedBytes(database: DatabaseSync): void {
  database.exec('PRAGMA secure_delete = ON');
  const { user_version: version } = database.prepare('PRAGMA user_version').get() as {
    user_version: number;
  };
  if (version >= ZEROED_VERSION) return;
  const { count } = database
    .prepare("SELECT count(*) AS count FROM sqlite_master WHERE type = 'table'")
    .get() as { count: number };
  try {
    if (count > 0) database.exec('VACUUM');
  } catch (error) {
    if (isBusy(error)) return; // A backup is reading it: vacuumed at the next start.
    throw error;
  }
  database.exec(`PRAGMA user_version = ${ZEROED_VERSION}`);
}

/**
 * Opens the bot's SQLite file for this process alone ({@link holdSqliteFile}: a second bot would
 * deliver the first one's jobs again), in WAL mode so that a backup may read it meanwhile, with
 * `synchronous = NORMAL` (a power cut may lose the last commits, never corrupt the file), and
 * `secure_delete` on ({@link zeroErasedBytes}: what is deleted leaves no byte in the file).
 * `:memory:` is opened as it is. Closing the returned table lets go of the file.
 * @throws StoreInUseError when another process holds the file.
 * @throws SqliteOpenError when the file or its folder cannot be created or opened.
 */
export async function openSqlite(path: string): Promise<SqliteTable> {
  const memory = path === ':memory:';
  if (!memory) {
    try {
      await createFolder(dirname(path));
    } catch (cause) {
      throw new SqliteOpenError(path, 'folder', cause);
    }
  }
  const { DatabaseSync } = await loadNodeSqlite();
  let lock: { close(): void } | undefined;
  let database: DatabaseSync | undefined;
  const lockWasThere = memory || existsSync(lockFileOf(path));
  try {
    if (!memory) lock = await holdSqliteFile(path);
    database = new DatabaseSync(path);
    database.exec(`PRAGMA busy_timeout = ${OPEN_WAIT_MS}`);
    if (!memory) {
      database.exec('PRAGMA journal_mode = WAL');
      database.exec('PRAGMA synchronous = NORMAL');
    }
    zeroErasedBytes(database);
    return new SqliteTable(database, path, lock);
  } catch (cause) {
    for (const held of [database, lock]) {
      try {
        held?.close();
      } catch {
        // Never opened.
      }
    }
    if (cause instanceof StoreInUseError) throw cause;
    // A lock file this open made beside a file that is no usable database (every other opener
    // fails on it too) is not left behind, next to an operator's file given by mistake.
    if (lock && !lockWasThere) rmSync(lockFileOf(path), { force: true });
    throw new SqliteOpenError(path, 'file', cause);
  }
}
