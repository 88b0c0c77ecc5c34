import { AppError, type AppErrorOptions } from './app-error.js';

/** The image service does not know the task id (HTTP 404 on task status, or an error saying so). */
export class UnknownTaskError extends AppError {
  constructor(
    /** The task id that was asked for. */
    readonly taskId: string,
    options: AppErrorOptions = {},
  ) {
    super(
      'The image service no longer knows this generation (it may have expired). Start a new one.',
      options,
    );
  }
}
