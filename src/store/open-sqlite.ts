import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { StoreInUseError, StoreUnavailableError } from './errors.js';
import { loadNodeSqlite } from './node-sqlite.js';
import { SqliteTable } from './sqlite-table.js';

/**
 * How long opening waits for another connection to let go of the file: enough for one that is
 * finishing a read, short enough that a second bot is refused at once.
 */
const OPEN_WAIT_MS = 1_000;

/**
 * Creates `folder` and its missing parents, one `mkdir` each from the nearest one that exists.
 * Not `mkdir(…, { recursive: true })`: on Node 20 it never returns for a folder the kernel refuses
 * with ENOENT while its parent exists (anything under `/proc/self`), and start-up would hang.
 * @throws the first system error met (ENOENT, EACCES, ENOTDIR, …), with its path.
 */
async function createFolder(folder: string): Promise<void> {
  const missing: string[] = [];
  for (let at = folder; ; at = dirname(at)) {
    const found = await stat(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (found) break;
    missing.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const at of missing) {
    await mkdir(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

/** SQLite's `SQLITE_BUSY` (in the low byte of its extended codes): another connection holds the lock. */
const SQLITE_BUSY = 5;
const isBusy = (error: unknown) => {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === SQLITE_BUSY;
};

/**
 * Opens the bot's SQLite file for this process alone, in WAL mode, with `node:sqlite`. The
 * connection switches to `locking_mode = EXCLUSIVE` before it enters WAL and takes the write lock
 * at once, then keeps it until it is closed: any other connection, in this process or another,
 * gets `SQLITE_BUSY`, and a second bot is refused with {@link StoreInUseError} instead of resuming
 * and delivering the first one's jobs a second time. The lock is the operating system's lock on
 * the file, so it ends with the process, SIGKILL included: there is never a stale lock to wait
 * out. `synchronous = NORMAL`: a commit waits for the WAL, not for the disk (a power cut may lose
 * the last commits, never corrupt the file). `:memory:` is private to its connection and opened as
 * it is. The table is keyv's, as `@keyv/sqlite` 4 made it (see {@link SqliteTable}).
 * @throws StoreInUseError when another process holds the file.
 * @throws StoreUnavailableError when the file or its folder cannot be created or opened.
 */
export async function openSqlite(path: string): Promise<SqliteTable> {
  if (path !== ':memory:') {
    try {
      await createFolder(dirname(path));
    } catch (cause) {
      throw new StoreUnavailableError({ cause, detail: `cannot create the folder of ${path}` });
    }
  }
  const { DatabaseSync } = await loadNodeSqlite();
  let database: DatabaseSync | undefined;
  try {
    database = new DatabaseSync(path);
    database.exec(`PRAGMA busy_timeout = ${OPEN_WAIT_MS}`);
    if (path !== ':memory:') {
      database.exec('PRAGMA locking_mode = EXCLUSIVE');
      database.exec('PRAGMA journal_mode = WAL');
      database.exec('PRAGMA synchronous = NORMAL');
      database.exec('BEGIN EXCLUSIVE');
      database.exec('COMMIT');
    }
    return new SqliteTable(database, path);
  } catch (cause) {
    try {
      database?.close();
    } catch {
      // Never opened.
    }
    if (isBusy(cause)) throw new StoreInUseError(path, { cause, detail: 'SQLITE_BUSY on open' });
    throw new StoreUnavailableError({ cause, detail: `cannot open the SQLite database ${path}` });
  }
}
