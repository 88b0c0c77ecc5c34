import { AppError } from '../core/app-error.js';
import { errorText, textError } from '../i18n/error-text.js';

/** Text entered as an API key is not shaped like one (`sk-` followed by 48 hexadecimal characters). */
export class MalformedApiKeyError extends textError('apikey.malformed') {}

/** Someone other than the member who asked for a confirmation clicked its buttons. */
export class NotYourConfirmationError extends textError('apikey.notYours') {}

/** `/apikey server backend` named a backend the operator does not offer; nothing changed. */
export class UnknownBackendError extends AppError {
  constructor(name: string, offered: string) {
    super(errorText('apikey.server.backendUnknown', { name, offered }));
  }
}
