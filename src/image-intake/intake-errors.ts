import { AppError, type AppErrorOptions } from '../core/app-error.js';
import type { Catalog } from '../i18n/catalog.js';
import { errorText } from '../i18n/error-text.js';
import { type TextValues, text } from '../i18n/localized-text.js';

/** Why an input image is refused: a message of the catalogs' `imagesIn.refused`. */
export type InputProblem = Exclude<keyof Catalog['imagesIn']['refused'], 'next'>;

/**
 * An input image (an attachment, an image of a message) the bot will not use: the message says
 * why and that nothing was sent or charged. Answered privately by the error boundary.
 */
export class InputImageError extends AppError {
  constructor(
    readonly problem: InputProblem,
    values: TextValues = {},
    options: AppErrorOptions = {},
  ) {
    const said = text(`imagesIn.refused.${problem}`, values);
    super(errorText('imagesIn.refused.next', { problem: said }), options);
  }
}
