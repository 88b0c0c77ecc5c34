import { AppError, type AppErrorOptions } from './app-error.js';

/** Options of {@link KeyDecryptionError}. */
export interface KeyDecryptionErrorOptions extends AppErrorOptions {
  /**
   * What the user is told.
   * @default 'A stored key could not be decrypted; link it again with /apikey link.'
   */
  message?: string;
}

/**
 * A stored API key could not be decrypted: it was altered, is unreadable, or was encrypted under a
 * secret that is neither `KEY_ENCRYPTION_SECRET` nor one of `KEY_ENCRYPTION_PREVIOUS_SECRETS`.
 * `detail` says which, for the log; it never contains key material.
 */
export class KeyDecryptionError extends AppError {
  constructor(options: KeyDecryptionErrorOptions = {}) {
    super(
      options.message ?? 'A stored key could not be decrypted; link it again with /apikey link.',
      options,
    );
  }
}
