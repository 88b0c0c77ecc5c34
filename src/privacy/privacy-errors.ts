import { AppError } from '../core/app-error.js';
import { errorText } from '../i18n/error-text.js';

/**
 * "Forget me" was refused: the member has generations queued or running (their records are
 * written as they end), so nothing was erased; they may cancel them or wait, then ask again.
 */
export class GenerationsUnfinishedError extends AppError {
  constructor(readonly count: number) {
    super(errorText('privacy.unfinishedError', { count }));
  }
}
