import { AppError, type AppErrorOptions } from './app-error.js';

/** The image service rejected the login token of a key-management call. */
export class InvalidLoginTokenError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super(
      'The image service rejected the login token. Copy a fresh token from your account and try again.',
      options,
    );
  }
}
