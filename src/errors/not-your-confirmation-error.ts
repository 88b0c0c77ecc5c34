import { AppError } from './app-error.js';

/** Someone other than the member who asked for a confirmation clicked its buttons. */
export class NotYourConfirmationError extends AppError {
  constructor() {
    super('Only the member who ran the command can answer this confirmation; nothing was changed.');
  }
}
