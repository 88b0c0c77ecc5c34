import { AppError, type AppErrorOptions } from './app-error.js';

/**
 * The database could not be opened or reached: the SQLite file or its folder cannot be created or
 * read, or the server refused the connection. `detail` names the file or scheme, never a password.
 */
export class StoreUnavailableError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super("The bot's database is unavailable right now. Try again in a few minutes.", options);
  }
}
