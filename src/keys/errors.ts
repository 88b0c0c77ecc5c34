import { AppError } from '../core/app-error.js';

/** The member has no key of their own and there is no usable server key. */
export class MissingApiKeyError extends AppError {
  constructor(
    message = 'You have no API key linked. Link yours with `/apikey link`, or create one with `/apikey generate`.',
  ) {
    super(message);
  }
}
