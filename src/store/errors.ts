import { AppError, type AppErrorOptions, type ErrorText } from '../core/app-error.js';
import { errorText } from '../i18n/error-text.js';

/**
 * `DATABASE_URL` cannot be used: it is not a URL, its scheme is not supported, or the keyv adapter
 * its scheme needs is not installed. Thrown at start-up; the message says how to fix it and never
 * repeats the URL (it may hold a password).
 */
export class StoreConfigError extends AppError {}

/**
 * The database could not be opened or reached: the SQLite file or its folder cannot be created or
 * read, or the server refused the connection. `detail` names the file or scheme, never a password.
 */
export class StoreUnavailableError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super(errorText('store.unavailable'), options);
  }
}

/**
 * The shared store (Redis) does not answer now: the bot takes no new work until it does. Shown to a
 * member whose command needed the store; nothing was started or charged.
 */
export class StoreUnreachableError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super(errorText('store.unreachable'), options);
  }
}

/**
 * Another process holds the SQLite file: the embedded store serves one process, so a second bot on
 * the same file (which would resume and deliver the first one's jobs again) refuses to start.
 * Thrown at start-up; the message names the file and what to do instead.
 */
export class StoreInUseError extends AppError {
  constructor(path: string, options: AppErrorOptions = {}) {
    super(
      `Another process is using ${path}. The embedded SQLite store serves one process; ` +
        'stop the other one, or use a shared store (DATABASE_URL=redis://…) to run several.',
      options,
    );
  }
}

/** Options of {@link KeyDecryptionError}. */
export interface KeyDecryptionErrorOptions extends AppErrorOptions {
  /** What the user is told. @default `store.keyUndecryptable` (link the key again) */
  message?: ErrorText;
}

/**
 * A stored API key could not be decrypted: it was altered, is unreadable, or was encrypted under a
 * secret that is neither `KEY_ENCRYPTION_SECRET` nor one of `KEY_ENCRYPTION_PREVIOUS_SECRETS`.
 * `detail` says which, for the log; it never contains key material.
 */
export class KeyDecryptionError extends AppError {
  constructor(options: KeyDecryptionErrorOptions = {}) {
    super(options.message ?? errorText('store.keyUndecryptable'), options);
  }
}
