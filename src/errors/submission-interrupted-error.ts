import { AppError } from './app-error.js';

/** The bot stopped while sending a generation: it may or may not have reached the service. */
export class SubmissionInterruptedError extends AppError {
  constructor() {
    super(
      'The bot restarted while sending this generation, so it may or may not have reached the image service. Check your credits before trying again.',
    );
  }
}
