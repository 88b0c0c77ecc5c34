import { AppError } from './app-error.js';

/** The bot is shutting down and takes no new work. */
export class RestartingError extends AppError {
  constructor() {
    super('The bot is restarting. Please try again in a minute.');
  }
}
