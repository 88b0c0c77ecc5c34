import { dirname } from 'node:path';
import { AppError, type AppErrorOptions, type ErrorText } from '../core/app-error.js';
import { errorText, textError } from '../i18n/error-text.js';

/**
 * `DATABASE_URL` cannot be used (not a URL, an unsupported scheme, an adapter not installed): the
 * message says how to fix it, never repeating the URL (it may hold a password).
 */
export class StoreConfigError extends AppError {}

/** The database could not be opened or reached; `detail` names the file or scheme, no password. */
export class StoreUnavailableError extends textError('store.unavailable') {}

/** SQLite's result codes (low byte) that say the file or its folder may not be written. */
const SQLITE_DENIED = new Set([3, 8, 14]); // SQLITE_PERM, SQLITE_READONLY, SQLITE_CANTOPEN
const SQLITE_NOTADB = 26;
const OS_DENIED = new Set(['EACCES', 'EPERM', 'EROFS']);

/** The OS code (`EACCES`, …) or SQLite's words and code (`file is not a database`, 26) of `cause`. */
function causeOf(cause: unknown): { said: string; denied: boolean; notADatabase: boolean } {
  const { code, errcode, errstr } = (cause ?? {}) as Record<string, unknown>;
  if (typeof errcode === 'number') {
    const low = errcode & 0xff;
    return {
      said: typeof errstr === 'string' ? errstr : `SQLite error ${errcode}`,
      denied: SQLITE_DENIED.has(low),
      notADatabase: low === SQLITE_NOTADB,
    };
  }
  const said = typeof code === 'string' ? code : String((cause as Error)?.message ?? cause);
  return { said, denied: OS_DENIED.has(said), notADatabase: false };
}

/** Who this process runs as, for an operator who must give it a folder: `uid 1000`. */
const whoAmI = () => (process.getuid ? `uid ${process.getuid()}` : 'its user');

/**
 * The SQLite file, or its folder, cannot be created or opened: an operator's error whose message
 * names the path and the cause and says what to change (permissions, or another path), never to
 * try again. `detail` and `cause` keep the rest for the log.
 */
export class SqliteOpenError extends AppError {
  constructor(path: string, step: 'folder' | 'file', cause: unknown) {
    const folder = dirname(path);
    const { said, denied, notADatabase } = causeOf(cause);
    const where = step === 'folder' ? `the folder of ${path}` : `the SQLite database ${path}`;
    const what = notADatabase
      ? `${path} is not a SQLite database (${said})`
      : `cannot ${step === 'folder' ? 'create' : 'open'} ${where} (${said})`;
    const todo = notADatabase
      ? "name the bot's database, or a file npm run backup wrote"
      : denied
        ? `this process (${whoAmI()}) may not write in ${folder}: give it that folder ` +
          '(chown, or a volume it owns), or set DATABASE_URL=sqlite://<a path it may write>'
        : `${folder} is not a folder this process can use: set DATABASE_URL=sqlite://<a path it may write>`;
    super(`${what}: ${todo}`, {
      cause,
      detail: step === 'folder' ? `cannot create the folder of ${path}` : `cannot open ${path}`,
    });
  }
}

/** The shared store (Redis) does not answer now: nothing was started or charged. */
export class StoreUnreachableError extends AppError {
  /** Why, when known: `WRONGPASS`, `ENOTFOUND`, `ECONNREFUSED`, … (`StoreReachability.reason`). */
  readonly reason: string | undefined;

  constructor(options: AppErrorOptions & { reason?: string | undefined } = {}) {
    super(errorText('store.unreachable'), options);
    this.reason = options.reason;
  }
}

/** Another process holds the SQLite file, which serves one process: this one refuses to start. */
export class StoreInUseError extends AppError {
  constructor(path: string, options: AppErrorOptions = {}) {
    super(
      `Another process is using ${path}. The embedded SQLite store serves one process; ` +
        'stop the other one, or use a shared store (DATABASE_URL=redis://…) to run several.',
      options,
    );
  }
}

/**
 * A stored API key could not be decrypted (altered, unreadable, or under an unknown secret):
 * `detail` says which, for the log, never with key material.
 */
export class KeyDecryptionError extends AppError {
  /** `options.message` is what the user is told (default: link the key again). */
  constructor(options: AppErrorOptions & { message?: ErrorText } = {}) {
    super(options.message ?? errorText('store.keyUndecryptable'), options);
  }
}

/** A new role rule would be past the most a server keeps (`MAX_ROLE_LIMITS`). */
export class TooManyRoleLimitsError extends AppError {
  constructor(max: number) {
    super(errorText('policy.tooManyRoles', { max }));
  }
}
