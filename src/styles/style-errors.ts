import { AppError } from '../core/app-error.js';
import { errorText } from '../i18n/error-text.js';
import type { TextValues } from '../i18n/localized-text.js';

/** Why a style cannot be saved, edited or removed: a message of the catalogs' `styles`. */
export type StyleProblem =
  | 'notFound'
  | 'builtInName'
  | 'builtInFixed'
  | 'noPlaceholder'
  | 'badName'
  | 'full'
  | 'taken'
  | 'badOption'
  | 'badValue'
  | 'badLora'
  | 'tagInText';

/** A style form or command that cannot be carried out; the message says why, and nothing changed. */
export class StyleError extends AppError {
  constructor(
    readonly problem: StyleProblem,
    values: TextValues = {},
  ) {
    super(errorText(`styles.${problem}`, values));
  }
}
