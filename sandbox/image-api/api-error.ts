/**
 * A request failure, answered as `{ success: false, data: null, error: message }` with HTTP
 * `status`. Codes used: 400 bad parameter or body, 401 key or login token, 402 credits,
 * 404 unknown route, task, key or image, 405 method, 413 body too large, 429 rate limit,
 * 5xx injected faults.
 */
export class ApiError extends Error {
  /**
   * @param status HTTP status of the answer.
   * @param message The envelope's `error` text.
   * @param headers Extra response headers, e.g. `Allow` or `Retry-After`.
   */
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Shorthand for a 400 answer about a bad parameter. */
export function badParameter(message: string): ApiError {
  return new ApiError(400, message);
}
