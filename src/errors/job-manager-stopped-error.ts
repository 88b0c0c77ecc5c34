import { AppError } from './app-error.js';

/** Thrown by `JobManager.start` once the manager is stopping: the bot is shutting down. */
export class JobManagerStoppedError extends AppError {
  constructor() {
    super('The bot is restarting; try again in a minute.');
  }
}
