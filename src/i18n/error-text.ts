import { AppError, type AppErrorOptions, type ErrorText } from '../core/app-error.js';
import type { MessageKey } from './catalog.js';
import { type TextValues, text } from './localized-text.js';
import { englishOf } from './translator.js';

/**
 * What an `AppError` says, from the catalogs: `super(errorText('store.unavailable'), options)`.
 * Members read `text` in their language; `message` is its English, for logs.
 */
export function errorText(key: MessageKey, values?: TextValues): ErrorText {
  const said = text(key, values);
  return { english: englishOf(said), text: said };
}

/** The base of an error whose member-facing text is the catalog message `key`, always. */
export const textError = (key: MessageKey) =>
  class extends AppError {
    constructor(options: AppErrorOptions = {}) {
      super(errorText(key), options);
    }
  };
