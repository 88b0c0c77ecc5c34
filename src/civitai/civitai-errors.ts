import { AppError, type AppErrorOptions } from '../core/app-error.js';
import { errorText, textError } from '../i18n/error-text.js';

/**
 * CivitAI could not be asked (refused or dropped connection, timeout), answered 5xx or 429 (its
 * own, or Cloudflare's in front), or answered what is not a model: nothing may be stored from it.
 */
export class CivitaiUnavailableError extends textError('civitai.unavailable') {
  /** The HTTP status when CivitAI (or its front) answered; absent for a network failure. */
  readonly status: number | undefined;

  constructor(options: AppErrorOptions & { status?: number } = {}) {
    super(options);
    this.status = options.status;
  }
}

/** CivitAI has no published model, or version, of the id asked (or the id is no id). */
export class CivitaiNotFoundError extends AppError {
  constructor(
    readonly id: number,
    options: AppErrorOptions = {},
  ) {
    super(errorText('civitai.notFound', { id: String(id) }), options);
  }
}
