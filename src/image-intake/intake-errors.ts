import { AppError, type AppErrorOptions } from '../core/app-error.js';
import type { Catalog } from '../i18n/catalog.js';
import { errorText } from '../i18n/error-text.js';
import { type TextValues, text } from '../i18n/localized-text.js';

/** Why an input image is refused: a message of the catalogs' `imagesIn.refused`. */
export type InputProblem = Exclude<keyof Catalog['imagesIn']['refused'], 'next' | 'ofReference'>;

/**
 * An input image (an attachment, an image of a message) the bot will not use: the message says
 * why (of which reference, for one: {@link InputImageError.ofReference}) and that nothing was sent
 * or charged. Answered privately by the error boundary.
 */
export class InputImageError extends AppError {
  readonly #values: TextValues;

  constructor(
    readonly problem: InputProblem,
    values: TextValues = {},
    options: AppErrorOptions = {},
    /** The reference it is (1-based), when it is one. */
    readonly reference?: number,
  ) {
    const said = text(`imagesIn.refused.${problem}`, values);
    const told =
      reference === undefined
        ? said
        : text('imagesIn.refused.ofReference', { n: reference, problem: said });
    super(errorText('imagesIn.refused.next', { problem: told }), options);
    this.#values = values;
  }

  /** This refusal said of reference `n` (1-based): "Reference 2: …". */
  ofReference(n: number): InputImageError {
    return new InputImageError(this.problem, this.#values, { cause: this }, n);
  }
}
