import { AppError } from '../core/app-error.js';
import { errorText } from '../i18n/error-text.js';

/**
 * A generation the member named is not (or no longer) in their history, or cannot be run again:
 * `problem` names its `history` message.
 */
export class HistoryError extends AppError {
  constructor(
    readonly problem: 'notFound' | 'cannotRepeat',
    values: { max: number; days: number },
  ) {
    super(errorText(`history.${problem}`, values));
  }
}
