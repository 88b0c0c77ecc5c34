import { AppError, type AppErrorOptions, type ErrorText } from '../core/app-error.js';
import { errorText, textError } from '../i18n/error-text.js';

/**
 * `DATABASE_URL` cannot be used (not a URL, an unsupported scheme, an adapter not installed): the
 * message says how to fix it, never repeating the URL (it may hold a password).
 */
export class StoreConfigError extends AppError {}

/** The database could not be opened or reached; `detail` names the file or scheme, no password. */
export class StoreUnavailableError extends textError('store.unavailable') {}

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
