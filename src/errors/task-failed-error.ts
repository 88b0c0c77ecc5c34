import { AppError } from './app-error.js';

/** The image service reported the task as failed; `serviceMessage` is its text, for logs. */
export class TaskFailedError extends AppError {
  constructor(readonly serviceMessage: string) {
    super(
      "The image service couldn't generate this image. Try again, perhaps with other settings.",
      {
        detail: serviceMessage,
      },
    );
  }
}
