import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { StoreInUseError, StoreUnavailableError } from './errors.js';

/**
 * How long opening waits for another connection to let go of the file: enough for one that is
 * finishing a read, short enough that a second bot is refused at once.
 */
const OPEN_WAIT_MS = 1_000;

/** Rows per query when a namespace is listed (e.g. the undelivered jobs at start-up). */
const ITERATION_PAGE = 1_000;

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

const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

/**
 * Opens the bot's SQLite file for this process alone, in WAL mode. The connection switches to
 * `locking_mode = EXCLUSIVE` before it enters WAL and takes the write lock at once, then keeps it
 * until it is closed: any other connection, in this process or another, gets `SQLITE_BUSY`, and a
 * second bot is refused with {@link StoreInUseError} instead of resuming and delivering the first
 * one's jobs a second time. The lock is the operating system's lock on the file, so it ends with
 * the process, SIGKILL included: there is never a stale lock to wait out.
 * `:memory:` is private to its connection and opened as it is.
 * @param onError where storage errors are reported once the file is open.
 * @throws StoreInUseError when another process holds the file.
 * @throws StoreUnavailableError when the file or its folder cannot be created or opened.
 */
export async function openSqlite(
  path: string,
  onError: (error: unknown) => void,
): Promise<KeyvSqlite> {
  if (path !== ':memory:') {
    try {
      await createFolder(dirname(path));
    } catch (cause) {
      throw new StoreUnavailableError({ cause, detail: `cannot create the folder of ${path}` });
    }
  }
  const shared = new KeyvSqlite({
    uri: `sqlite://${path}`,
    busyTimeout: OPEN_WAIT_MS,
    iterationLimit: ITERATION_PAGE,
  });
  // A busy file is the refusal below, not a storage error worth a log line with a stack.
  const whileOpening = (error: unknown) => {
    if (!isBusy(error)) onError(error);
  };
  shared.on('error', whileOpening);
  try {
    await shared.query('SELECT 1');
    if (path !== ':memory:') {
      await shared.query('PRAGMA locking_mode = EXCLUSIVE');
      await shared.query('PRAGMA journal_mode = WAL');
      await shared.query('PRAGMA synchronous = NORMAL');
      await shared.query('BEGIN EXCLUSIVE');
      await shared.query('COMMIT');
    }
  } catch (cause) {
    await shared.disconnect().catch(() => {});
    if (isBusy(cause)) throw new StoreInUseError(path, { cause, detail: 'SQLITE_BUSY on open' });
    throw new StoreUnavailableError({ cause, detail: `cannot open the SQLite database ${path}` });
  }
  shared.off('error', whileOpening);
  shared.on('error', onError);
  return shared;
}
