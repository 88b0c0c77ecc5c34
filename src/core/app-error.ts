/** Options shared by every {@link AppError}. */
export interface AppErrorOptions {
  /** The underlying failure, kept for logs only. */
  cause?: unknown;
  /** Extra detail for the log line; never shown to users and never containing secrets. */
  detail?: string;
}

/**
 * Base of every error the bot expects. `message` is short and safe to show a user as it is: it says
 * what happened and what to do. Anything else thrown is a bug, logged with an id the user is given.
 */
export class AppError extends Error {
  readonly detail: string | undefined;

  constructor(message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.detail = options.detail;
  }
}

/** The bot is shutting down and takes no new work. */
export class RestartingError extends AppError {
  constructor() {
    super('The bot is restarting. Please try again in a minute.');
  }
}
