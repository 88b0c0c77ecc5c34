import { AppError, type AppErrorOptions } from './app-error.js';

/** Options of {@link ServiceUnavailableError}. */
export interface ServiceUnavailableErrorOptions extends AppErrorOptions {
  /** The HTTP status when the service answered (5xx); absent for a network failure. */
  status?: number;
}

/** The image service answered 5xx, refused or reset the connection, or closed the socket. */
export class ServiceUnavailableError extends AppError {
  /** The HTTP status when the service answered; absent for a network failure. */
  readonly status: number | undefined;

  constructor(options: ServiceUnavailableErrorOptions = {}) {
    super('The image service is unavailable right now. Try again in a few minutes.', options);
    this.status = options.status;
  }
}
