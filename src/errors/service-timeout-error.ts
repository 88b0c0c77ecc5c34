import { AppError, type AppErrorOptions } from './app-error.js';

/** The image service did not answer within the request timeout. */
export class ServiceTimeoutError extends AppError {
  constructor(
    /** The timeout that ran out, in milliseconds. */
    readonly timeoutMs: number,
    options: AppErrorOptions = {},
  ) {
    super('The image service did not answer in time. Try again in a few minutes.', options);
  }
}
