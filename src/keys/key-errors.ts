import { AppError } from '../core/app-error.js';
import type { MessageKey } from '../i18n/catalog.js';
import { errorText } from '../i18n/error-text.js';

/** The member has no key of their own and there is no usable server key. */
export class MissingApiKeyError extends AppError {
  /** @param said - what the member is told @default `keys.missing` (how to link one) */
  constructor(said: MessageKey = 'keys.missing') {
    super(errorText(said));
  }
}
