import { AppError, type AppErrorOptions } from './app-error.js';

/** Options of {@link RateLimitedError}. */
export interface RateLimitedErrorOptions extends AppErrorOptions {
  /** How long the service asked to wait (from `Retry-After`), when it said. */
  retryAfterMs?: number;
}

/** The image service is rate limiting (HTTP 429 or an error text saying so). */
export class RateLimitedError extends AppError {
  /** How long the service asked to wait, in milliseconds, when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(options: RateLimitedErrorOptions = {}) {
    const { retryAfterMs } = options;
    const wait =
      retryAfterMs === undefined
        ? 'in a minute'
        : `in ${Math.max(1, Math.ceil(retryAfterMs / 1000))} s`;
    super(`The image service is receiving too many requests. Try again ${wait}.`, options);
    this.retryAfterMs = retryAfterMs;
  }
}
