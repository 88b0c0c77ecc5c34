import { AppError } from '../core/app-error.js';

/** Text entered as an API key is not shaped like one (`sk-` followed by 48 hexadecimal characters). */
export class MalformedApiKeyError extends AppError {
  constructor() {
    super(
      "That doesn't look like an API key: keys are `sk-` followed by 48 hexadecimal characters. Copy the key again from your image-service account and retry; nothing was changed.",
    );
  }
}

/** Someone other than the member who asked for a confirmation clicked its buttons. */
export class NotYourConfirmationError extends AppError {
  constructor() {
    super('Only the member who ran the command can answer this confirmation; nothing was changed.');
  }
}
