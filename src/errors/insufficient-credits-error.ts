import { AppError, type AppErrorOptions } from './app-error.js';

/** The image service said the user behind the key has too few credits for the request. */
export class InsufficientCreditsError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super(
      'Not enough credits on the image service for this generation. Top up or check in, then try again.',
      options,
    );
  }
}
