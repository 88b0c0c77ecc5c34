import { AppError, type UserText } from '../core/app-error.js';
import { errorText, textError } from '../i18n/error-text.js';

/**
 * Text entered as an API key is not shaped like one of the backend's (`shape`: how its keys look,
 * `KeyCapabilities.shape`).
 */
export class MalformedApiKeyError extends AppError {
  constructor(shape: UserText) {
    super(errorText('apikey.malformed', { shape }));
  }
}

/** Someone other than the member who asked for a confirmation clicked its buttons. */
export class NotYourConfirmationError extends textError('apikey.notYours') {}

/** `/apikey server backend` named a backend the operator does not offer; nothing changed. */
export class UnknownBackendError extends AppError {
  constructor(name: string, offered: string) {
    super(errorText('apikey.server.backendUnknown', { name, offered }));
  }
}
