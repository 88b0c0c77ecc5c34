import { AppError } from '../core/app-error.js';
import { errorText } from '../i18n/error-text.js';

/** Why a generation of a member's history cannot be shown or run again: a `history` message. */
export type HistoryProblem = 'notFound' | 'cannotRepeat';

/** A generation the member named is not (or no longer) in their history, or cannot be run again. */
export class HistoryError extends AppError {
  constructor(
    readonly problem: HistoryProblem,
    values: { max: number; days: number },
  ) {
    super(errorText(`history.${problem}`, values));
  }
}
