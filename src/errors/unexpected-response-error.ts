import { AppError, type AppErrorOptions } from './app-error.js';

/**
 * The image service answered something the client cannot read: not JSON, truncated, an unknown
 * task status, or a payload missing what the spec promises. `detail` carries a redacted body
 * snippet for the log.
 */
export class UnexpectedResponseError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super(
      'The image service sent an answer the bot does not understand. Try again later.',
      options,
    );
  }
}
