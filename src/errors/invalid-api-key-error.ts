import { AppError, type AppErrorOptions } from './app-error.js';

/** The image service rejected the API key: it is malformed, unknown or was revoked. */
export class InvalidApiKeyError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super(
      'The image service rejected the API key: it is invalid or was revoked. Set a new key and try again.',
      options,
    );
  }
}
