import { AppError, type AppErrorOptions } from './app-error.js';

/** Options of {@link InvalidParameterError}. */
export interface InvalidParameterErrorOptions extends AppErrorOptions {
  /** The parameter at fault, by its wire name (`width`, `negative_prompt`, …), when known. */
  parameter?: string;
  /** The limit it broke (a bound or a description such as `1-2048`), when known. */
  limit?: number | string;
}

/**
 * Generation parameters were rejected, before sending (by `validateGenerationRequest`) or by the
 * service (HTTP 400/422 or an error text about parameters). `message` names the parameter.
 */
export class InvalidParameterError extends AppError {
  /** The parameter at fault, by its wire name, when known. */
  readonly parameter: string | undefined;
  /** The limit it broke, when known. */
  readonly limit: number | string | undefined;

  constructor(message: string, options: InvalidParameterErrorOptions = {}) {
    super(message, options);
    this.parameter = options.parameter;
    this.limit = options.limit;
  }
}
