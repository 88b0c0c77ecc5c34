/** A request failure answered as `{ success: false, data: null, error: message }` with `status`. */
export class ApiError extends Error {
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
